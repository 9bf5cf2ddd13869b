import type { MockLink } from "@apollo/client/testing";
import type { MeQuery, StaffFieldsFragment } from "../../gql/graphql";
import { MeDocument } from "../../gql/graphql";

export function buildStaff(overrides: Partial<StaffFieldsFragment> = {}): StaffFieldsFragment {
  return {
    __typename: "AdminUser",
    id: "1",
    name: "Diocesan Office",
    email: "office@diocese.example",
    username: "office",
    phone: "+254712345678",
    role: "SYSTEM_ADMIN",
    language: "EN",
    parish: null,
    department: null,
    archdeaconry: null,
    ...overrides,
  };
}

/** The session check's answer: the signed-in member of staff, or null for nobody. */
export function meMock(me: StaffFieldsFragment | null): MockLink.MockedResponse<MeQuery> {
  return { request: { query: MeDocument }, result: { data: { me } } };
}

/** A refusal as the API sends it: a GraphQL error with its code. */
export function refusal(message: string, code = "BAD_USER_INPUT") {
  return { errors: [{ message, extensions: { code } }] };
}

/** A refusal of one input field, named as the API names it in `extensions.field`. */
export function fieldRefusal(field: string, message: string) {
  return { errors: [{ message, extensions: { code: "BAD_USER_INPUT", field } }] };
}
