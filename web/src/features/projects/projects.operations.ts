import { graphql } from "../../gql";

export const projectsPageQuery = graphql(`
  query ProjectsPage($pageSize: Int!) {
    informationPage(slug: "projects") {
      id
      title
      body
    }
    projects(pageSize: $pageSize) {
      items {
        ...ProjectCardFields
      }
    }
  }
`);

export const projectCardFields = graphql(`
  fragment ProjectCardFields on Project {
    id
    slug
    title
    summary
    body
    status
    featured
    targetAmountKes
    amountRaisedKes
    image {
      ...ResponsiveImageFields
    }
  }
`);
