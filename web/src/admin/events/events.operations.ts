import { graphql } from "../../gql";

export const adminEventFields = graphql(`
  fragment AdminEventFields on Event {
    id
    title
    date
    startTime
    endTime
    place
    description
  }
`);

export const adminEventsQuery = graphql(`
  query AdminEvents($period: EventPeriod!, $page: Int!) {
    events(period: $period, page: $page, pageSize: 20) {
      items {
        ...AdminEventFields
      }
      page
      pageCount
      total
    }
  }
`);

export const adminEventQuery = graphql(`
  query AdminEvent($id: ID!) {
    event(id: $id) {
      ...AdminEventFields
    }
  }
`);

export const createEventMutation = graphql(`
  mutation CreateEvent($input: EventInput!) {
    createEvent(input: $input) {
      ...AdminEventFields
    }
  }
`);

export const updateEventMutation = graphql(`
  mutation UpdateEvent($id: ID!, $input: EventInput!) {
    updateEvent(id: $id, input: $input) {
      ...AdminEventFields
    }
  }
`);

export const deleteEventMutation = graphql(`
  mutation DeleteEvent($id: ID!) {
    deleteEvent(id: $id)
  }
`);
