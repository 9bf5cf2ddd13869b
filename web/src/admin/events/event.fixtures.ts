import type { MockLink } from "@apollo/client/testing";
import {
  AdminEventChoicesDocument,
  type AdminEventChoicesQuery,
  type AdminEventFieldsFragment,
} from "../gql/graphql";

/** Two archdeaconries' parishes and two departments, for the event form's selects. */
export const eventChoices: AdminEventChoicesQuery = {
  archdeaconries: [
    {
      __typename: "Archdeaconry",
      id: "4",
      name: "Butere",
      parishes: [
        { __typename: "Parish", id: "7", name: "St Luke's Butere" },
        { __typename: "Parish", id: "8", name: "St Mark's Ebukanga" },
      ],
    },
    {
      __typename: "Archdeaconry",
      id: "5",
      name: "Mumias",
      parishes: [{ __typename: "Parish", id: "9", name: "St Peter's Mumias" }],
    },
  ],
  departments: [
    { __typename: "Department", id: "3", name: "Mothers' Union" },
    { __typename: "Department", id: "6", name: "Youth" },
  ],
};

export const eventChoicesMock: MockLink.MockedResponse<AdminEventChoicesQuery> = {
  request: { query: AdminEventChoicesDocument },
  result: { data: eventChoices },
  // Asked by the create form and again by the edit dialog.
  maxUsageCount: 2,
};

/** A youth rally as the dashboard reads it, the diocese's own unless overridden. */
export function buildAdminEvent(overrides: Partial<AdminEventFieldsFragment> = {}): AdminEventFieldsFragment {
  return {
    __typename: "Event",
    id: "21",
    title: "Youth rally",
    date: "2030-03-15",
    startTime: "09:00:00",
    endTime: "15:30:00",
    place: "Butere Girls' School",
    description: null,
    parish: null,
    department: null,
    ...overrides,
  };
}
