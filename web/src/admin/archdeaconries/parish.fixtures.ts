import type { AdminParishFieldsFragment } from "../gql/graphql";

/** St Luke's Butere as the dashboard reads it: two Sunday services, and what is given of the rest. */
export function buildAdminParish(
  overrides: Partial<AdminParishFieldsFragment> = {},
): AdminParishFieldsFragment {
  return {
    __typename: "Parish",
    id: "7",
    name: "St Luke's Butere",
    archdeaconryId: "1",
    slug: "st-lukes-butere",
    town: "Butere",
    directions: null,
    latitude: null,
    longitude: null,
    vicar: "Rev. Okoth",
    phone: null,
    email: null,
    history: null,
    serviceTimes: null,
    services: [
      {
        __typename: "RegularService",
        id: "31",
        day: "SUNDAY",
        startTime: "08:00",
        language: "ENGLISH",
        kind: "HOLY_COMMUNION",
      },
      {
        __typename: "RegularService",
        id: "32",
        day: "SUNDAY",
        startTime: "10:30",
        language: "KISWAHILI",
        kind: "FAMILY_SERVICE",
      },
    ],
    imageUrl: null,
    image: null,
    updatedAt: "2026-06-01T07:00:00.000Z",
    kiswahili: [],
    needsTranslation: false,
    ...overrides,
  };
}
