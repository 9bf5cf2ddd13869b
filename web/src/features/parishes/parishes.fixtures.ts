import type { ParishFinderQuery, ParishPageQuery, RegularServiceFieldsFragment } from "../../gql/graphql";
import { buildEventCard } from "../home/home.fixtures";
import { buildPageImage } from "../news/news.fixtures";

type FinderParish = ParishFinderQuery["parishFinder"]["items"][number];
type PageParish = NonNullable<ParishPageQuery["parishBySlug"]>;

export function buildRegularService(
  overrides: Partial<RegularServiceFieldsFragment> = {},
): RegularServiceFieldsFragment {
  return {
    __typename: "RegularService",
    id: "1",
    day: "SUNDAY",
    startTime: "07:30",
    endTime: "09:30",
    language: "ENGLISH",
    kind: "HOLY_COMMUNION",
    ...overrides,
  };
}

/** A parish's week as the API sends it: Sunday first, then the weekdays. */
export function buildRegularServices(): RegularServiceFieldsFragment[] {
  return [
    buildRegularService(),
    buildRegularService({
      id: "2",
      startTime: "10:00",
      endTime: "12:00",
      language: "KISWAHILI",
      kind: "FAMILY_SERVICE",
    }),
    // Staff have not said how long a Bible study lasts.
    buildRegularService({
      id: "3",
      day: "WEDNESDAY",
      startTime: "17:00",
      endTime: null,
      language: "LUHYA",
      kind: "BIBLE_STUDY",
    }),
  ];
}

/** A parish as the finder lists it, at the church of St. Paul's, Mbale. */
export function buildFinderParish(overrides: Partial<FinderParish> = {}): FinderParish {
  return {
    __typename: "Parish",
    id: "1",
    slug: "st-pauls-mbale",
    name: "St. Paul's Mbale",
    town: "Mbale",
    vicar: "The Rev. Jane Aluoch",
    archdeaconry: { __typename: "Archdeaconry", id: "2", name: "Vihiga" },
    services: buildRegularServices(),
    ...overrides,
  };
}

/**
 * The finder's answer: a page of the parishes found (`page` of `pageCount`, of `total` in all),
 * and every archdeaconry for the form's choice.
 */
export function buildParishFinder(
  parishes: FinderParish[] = [buildFinderParish()],
  {
    total = parishes.length,
    page = 1,
    pageCount = 1,
  }: { total?: number; page?: number; pageCount?: number } = {},
): ParishFinderQuery {
  return {
    parishFinder: { __typename: "ParishPage", total, page, pageCount, items: parishes },
    archdeaconries: [
      { __typename: "Archdeaconry", id: "1", name: "Kakamega Central" },
      { __typename: "Archdeaconry", id: "2", name: "Vihiga" },
    ],
  };
}

/** A parish as its own page shows it, the same St. Paul's Mbale with all it can have. */
export function buildParishPage(overrides: Partial<PageParish> = {}): PageParish {
  return {
    __typename: "Parish",
    id: "1",
    slug: "st-pauls-mbale",
    name: "St. Paul's Mbale",
    town: "Mbale",
    directions: "On the Kakamega road, opposite the market.",
    latitude: 0.0829,
    longitude: 34.7203,
    vicar: "The Rev. Jane Aluoch",
    vicarPerson: { __typename: "ClergyMember", id: "3", slug: "jane-aluoch" },
    phone: "+254 712 345 678",
    email: "stpauls.mbale@example.org",
    history:
      "The first church was built of mud and thatch in 1932.\n\nThe stone church was consecrated in 1968.",
    serviceTimes: null,
    updatedAt: "2026-02-01T09:00:00.000Z",
    archdeaconry: { __typename: "Archdeaconry", id: "2", name: "Vihiga" },
    image: buildPageImage(),
    services: buildRegularServices(),
    upcomingEvents: [
      buildEventCard({
        id: "9",
        title: "Harvest Thanksgiving",
        date: "2026-03-08",
        startTime: "10:00:00",
        endTime: "14:00:00",
        place: "St. Paul's Mbale",
      }),
    ],
    sponsoredInstitutions: [
      {
        __typename: "Institution",
        id: "4",
        slug: "mbale-ack-primary-school",
        name: "Mbale ACK Primary School",
        kind: "PRIMARY_SCHOOL",
        town: "Mbale",
      },
    ],
    ...overrides,
  };
}
