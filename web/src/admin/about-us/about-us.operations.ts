import { graphql } from "../../gql";

export const adminAboutUsQuery = graphql(`
  query AdminAboutUs {
    administrativeSecretary {
      name
      title
      imageUrl
    }
    informationPages {
      id
      slug
      title
      body
      updatedAt
    }
    historyBishops {
      ...AdminHistoryBishopFields
    }
  }
`);

export const adminHistoryBishopFields = graphql(`
  fragment AdminHistoryBishopFields on HistoryBishop {
    id
    name
    ordinal
    yearsServed
    note
    imageUrl
    position
  }
`);

export const updateAdministrativeSecretaryMutation = graphql(`
  mutation UpdateAdministrativeSecretary($input: AdministrativeSecretaryInput!, $image: Upload) {
    updateAdministrativeSecretary(input: $input, image: $image) {
      name
      title
      imageUrl
    }
  }
`);

export const createInformationPageMutation = graphql(`
  mutation CreateInformationPage($input: InformationPageInput!) {
    createInformationPage(input: $input) {
      id
      slug
      title
      body
      updatedAt
    }
  }
`);

export const updateInformationPageMutation = graphql(`
  mutation UpdateInformationPage($id: ID!, $input: InformationPageInput!) {
    updateInformationPage(id: $id, input: $input) {
      id
      slug
      title
      body
      updatedAt
    }
  }
`);

export const createHistoryBishopMutation = graphql(`
  mutation CreateHistoryBishop($input: HistoryBishopInput!, $image: Upload) {
    createHistoryBishop(input: $input, image: $image) {
      ...AdminHistoryBishopFields
    }
  }
`);

export const updateHistoryBishopMutation = graphql(`
  mutation UpdateHistoryBishop($id: ID!, $input: HistoryBishopInput!, $image: Upload) {
    updateHistoryBishop(id: $id, input: $input, image: $image) {
      ...AdminHistoryBishopFields
    }
  }
`);

export const deleteHistoryBishopMutation = graphql(`
  mutation DeleteHistoryBishop($id: ID!) {
    deleteHistoryBishop(id: $id)
  }
`);

export const reorderHistoryBishopsMutation = graphql(`
  mutation ReorderHistoryBishops($ids: [ID!]!) {
    reorderHistoryBishops(ids: $ids) {
      ...AdminHistoryBishopFields
    }
  }
`);
