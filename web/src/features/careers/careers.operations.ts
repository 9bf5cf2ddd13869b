import { graphql } from "../../gql";

export const careersPageQuery = graphql(`
  query CareersPage($page: Int!, $pageSize: Int!) {
    jobOpenings(page: $page, pageSize: $pageSize) {
      items {
        id
        referenceNumber
        position
        description
        link
        closingDate
      }
      page
      pageCount
    }
  }
`);
