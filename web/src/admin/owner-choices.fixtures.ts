import type { MockLink } from "@apollo/client/testing";
import {
  AdminDepartmentChoicesDocument,
  AdminParishChoicesDocument,
  type AdminDepartmentChoicesQuery,
  type AdminParishChoicesQuery,
} from "./gql/graphql";

/** The parishes of Mumias archdeaconry: St Luke's (7) and St Peter's (8). */
export const parishChoicesMock: MockLink.MockedResponse<AdminParishChoicesQuery> = {
  request: { query: AdminParishChoicesDocument },
  result: {
    data: {
      archdeaconries: [
        {
          __typename: "Archdeaconry",
          id: "1",
          name: "Mumias",
          parishes: [
            { __typename: "Parish", id: "7", name: "St Luke's Mumias" },
            { __typename: "Parish", id: "8", name: "St Peter's Shianda" },
          ],
        },
      ],
    },
  },
};

/** One department: the Mothers' Union (2). */
export const departmentChoicesMock: MockLink.MockedResponse<AdminDepartmentChoicesQuery> = {
  request: { query: AdminDepartmentChoicesDocument },
  result: { data: { departments: [{ __typename: "Department", id: "2", name: "Mothers' Union" }] } },
};
