import { graphql } from "../../gql";

export const adminUserFields = graphql(`
  fragment AdminUserFields on AdminUser {
    id
    name
    email
    username
    phone
    role
    active
    lastSignInAt
  }
`);

export const adminUsersQuery = graphql(`
  query AdminUsers {
    adminUsers {
      ...AdminUserFields
    }
  }
`);

export const createAdminUserMutation = graphql(`
  mutation CreateAdminUser($input: NewAdminUserInput!) {
    createAdminUser(input: $input) {
      password
      user {
        ...AdminUserFields
      }
    }
  }
`);

export const setAdminUserActiveMutation = graphql(`
  mutation SetAdminUserActive($id: ID!, $active: Boolean!) {
    setAdminUserActive(id: $id, active: $active) {
      ...AdminUserFields
    }
  }
`);

export const resetAdminUserPasswordMutation = graphql(`
  mutation ResetAdminUserPassword($id: ID!) {
    resetAdminUserPassword(id: $id) {
      password
      user {
        ...AdminUserFields
      }
    }
  }
`);
