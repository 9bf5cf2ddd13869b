import { graphql } from "../../gql";

export const adminParishFields = graphql(`
  fragment AdminParishFields on Parish {
    id
    name
    archdeaconryId
    vicar
    phone
    serviceTimes
  }
`);

export const adminArchdeaconriesQuery = graphql(`
  query AdminArchdeaconries {
    archdeaconries {
      id
      name
      parishes {
        id
      }
    }
  }
`);

export const adminArchdeaconryQuery = graphql(`
  query AdminArchdeaconry($id: ID!) {
    archdeaconry(id: $id) {
      id
      name
      parishes {
        ...AdminParishFields
      }
    }
  }
`);

export const createArchdeaconryMutation = graphql(`
  mutation CreateArchdeaconry($input: ArchdeaconryInput!) {
    createArchdeaconry(input: $input) {
      id
      name
    }
  }
`);

export const updateArchdeaconryMutation = graphql(`
  mutation UpdateArchdeaconry($id: ID!, $input: ArchdeaconryInput!) {
    updateArchdeaconry(id: $id, input: $input) {
      id
      name
    }
  }
`);

export const deleteArchdeaconryMutation = graphql(`
  mutation DeleteArchdeaconry($id: ID!, $deleteParishes: Boolean!) {
    deleteArchdeaconry(id: $id, deleteParishes: $deleteParishes)
  }
`);

export const createParishMutation = graphql(`
  mutation CreateParish($input: ParishInput!) {
    createParish(input: $input) {
      ...AdminParishFields
    }
  }
`);

export const updateParishMutation = graphql(`
  mutation UpdateParish($id: ID!, $input: ParishInput!) {
    updateParish(id: $id, input: $input) {
      ...AdminParishFields
    }
  }
`);

export const deleteParishMutation = graphql(`
  mutation DeleteParish($id: ID!) {
    deleteParish(id: $id)
  }
`);
