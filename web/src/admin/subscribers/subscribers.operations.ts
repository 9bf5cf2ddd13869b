import { graphql } from "../../gql";

export const adminSubscribersQuery = graphql(`
  query AdminSubscribers($page: Int!, $pageSize: Int!) {
    newsletterSubscribers(page: $page, pageSize: $pageSize) {
      items {
        id
        email
        confirmed
        createdAt
      }
      page
      pageCount
      total
    }
  }
`);

export const deleteSubscriberMutation = graphql(`
  mutation DeleteNewsletterSubscriber($id: ID!) {
    deleteNewsletterSubscriber(id: $id)
  }
`);
