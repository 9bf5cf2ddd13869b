import { graphql } from "../../gql";

export const staffFields = graphql(`
  fragment StaffFields on AdminUser {
    id
    name
    email
    username
    phone
    role
  }
`);

export const meQuery = graphql(`
  query Me {
    me {
      ...StaffFields
    }
  }
`);

export const signInMutation = graphql(`
  mutation SignIn($identifier: String!, $password: String!) {
    signIn(identifier: $identifier, password: $password) {
      ...StaffFields
    }
  }
`);

export const signOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

export const changePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

export const requestPasswordCodeMutation = graphql(`
  mutation RequestPasswordCode($email: String!) {
    requestPasswordCode(email: $email)
  }
`);

export const resetPasswordWithCodeMutation = graphql(`
  mutation ResetPasswordWithCode($email: String!, $code: String!, $newPassword: String!) {
    resetPasswordWithCode(email: $email, code: $code, newPassword: $newPassword)
  }
`);

export const requestPasswordResetLinkMutation = graphql(`
  mutation RequestPasswordResetLink($email: String!) {
    requestPasswordResetLink(email: $email)
  }
`);

export const resetPasswordWithLinkMutation = graphql(`
  mutation ResetPasswordWithLink($token: String!, $newPassword: String!) {
    resetPasswordWithLink(token: $token, newPassword: $newPassword)
  }
`);
