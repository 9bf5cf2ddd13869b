import { graphql } from "../../gql";

export const homePageQuery = graphql(`
  query HomePage($eventCount: Int!, $newsCount: Int!) {
    slides {
      id
      title
      caption
      image {
        ...ResponsiveImageFields
      }
    }
    currentBishopMessage {
      id
      bishopName
      heading
      message
      image {
        ...ResponsiveImageFields
      }
    }
    events(period: ALL, pageSize: $eventCount) {
      items {
        ...EventCardFields
      }
    }
    newsArticles(page: 1, pageSize: $newsCount) {
      items {
        ...NewsCardFields
      }
    }
    featuredProject {
      id
      slug
      title
      targetAmountKes
    }
  }
`);

export const eventCardFields = graphql(`
  fragment EventCardFields on Event {
    id
    title
    date
    startTime
    endTime
    place
  }
`);
