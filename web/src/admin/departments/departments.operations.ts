import { graphql } from "../../gql";

export const adminDepartmentFields = graphql(`
  fragment AdminDepartmentFields on Department {
    id
    name
    slug
    headName
    headTitle
    imageCaption
    imageUrl
    body
    position
    updatedAt
  }
`);

export const adminDepartmentsQuery = graphql(`
  query AdminDepartments {
    departments {
      ...AdminDepartmentFields
    }
  }
`);

export const updateDepartmentMutation = graphql(`
  mutation UpdateDepartment($id: ID!, $input: DepartmentInput!, $image: Upload) {
    updateDepartment(id: $id, input: $input, image: $image) {
      ...AdminDepartmentFields
    }
  }
`);
