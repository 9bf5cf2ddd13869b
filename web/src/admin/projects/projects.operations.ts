import { graphql } from "../../gql";

export const adminProjectFields = graphql(`
  fragment AdminProjectFields on Project {
    id
    title
    slug
    summary
    body
    status
    targetAmountKes
    amountRaisedKes
    featured
    imageUrl
  }
`);

export const adminProjectsQuery = graphql(`
  query AdminProjects {
    projects(page: 1, pageSize: 50) {
      items {
        ...AdminProjectFields
      }
      total
    }
  }
`);

export const createProjectMutation = graphql(`
  mutation CreateProject($input: ProjectInput!, $image: Upload) {
    createProject(input: $input, image: $image) {
      ...AdminProjectFields
    }
  }
`);

export const updateProjectMutation = graphql(`
  mutation UpdateProject($id: ID!, $input: ProjectInput!, $image: Upload) {
    updateProject(id: $id, input: $input, image: $image) {
      ...AdminProjectFields
    }
  }
`);

export const deleteProjectMutation = graphql(`
  mutation DeleteProject($id: ID!) {
    deleteProject(id: $id)
  }
`);
