import { graphql } from "../../gql";

export const departmentPageQuery = graphql(`
  query DepartmentPage($slug: String!) {
    department(slug: $slug) {
      id
      slug
      name
      headName
      headTitle
      imageCaption
      body
      image {
        ...ResponsiveImageFields
      }
    }
  }
`);
