import { graphql } from "../gql";

export const adminOverviewQuery = graphql(`
  query AdminOverview {
    newsArticles(page: 1, pageSize: 5) {
      total
      items {
        id
        title
        slug
        createdAt
      }
    }
    events(period: UPCOMING, page: 1, pageSize: 5) {
      total
      items {
        id
        title
        date
        startTime
        endTime
      }
    }
    parishes(page: 1, pageSize: 1) {
      total
    }
    jobOpenings(page: 1, pageSize: 1) {
      total
    }
    newsletterSubscribers(page: 1, pageSize: 1) {
      total
    }
  }
`);
