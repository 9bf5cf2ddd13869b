import { graphql } from "../../gql";

export const adminJobFields = graphql(`
  fragment AdminJobFields on JobOpening {
    id
    referenceNumber
    position
    description
    link
    closingDate
  }
`);

export const adminJobOpeningsQuery = graphql(`
  query AdminJobOpenings {
    jobOpenings(includeClosed: true, page: 1, pageSize: 50) {
      items {
        ...AdminJobFields
      }
      total
    }
  }
`);

export const createJobOpeningMutation = graphql(`
  mutation CreateJobOpening($input: JobOpeningInput!) {
    createJobOpening(input: $input) {
      ...AdminJobFields
    }
  }
`);

export const updateJobOpeningMutation = graphql(`
  mutation UpdateJobOpening($id: ID!, $input: JobOpeningInput!) {
    updateJobOpening(id: $id, input: $input) {
      ...AdminJobFields
    }
  }
`);

export const deleteJobOpeningMutation = graphql(`
  mutation DeleteJobOpening($id: ID!) {
    deleteJobOpening(id: $id)
  }
`);
