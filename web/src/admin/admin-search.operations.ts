import { graphql } from "../gql";

export const adminSearchQuery = graphql(`
  query AdminSearch {
    newsArticles(page: 1, pageSize: 50) {
      items {
        id
        title
        slug
      }
    }
    events(page: 1, pageSize: 50, period: ALL) {
      items {
        id
        title
        date
      }
    }
    jobOpenings(page: 1, pageSize: 50, includeClosed: true) {
      items {
        id
        position
        referenceNumber
      }
    }
    archdeaconries {
      id
      name
      parishes {
        id
        name
      }
    }
    departments {
      id
      name
      slug
    }
  }
`);
