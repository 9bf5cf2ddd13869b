import type { EventCardFieldsFragment, FeaturedAppealQuery, HomePageQuery } from "../../gql/graphql";
import { buildAppealProgress } from "../giving/giving.fixtures";
import { buildImage, buildNewsCard } from "../news/news.fixtures";

type Slide = HomePageQuery["slides"][number];

/** An event's card: a one-off event whose next occurrence is itself, unless told otherwise. */
export function buildEventCard(overrides: Partial<EventCardFieldsFragment> = {}): EventCardFieldsFragment {
  const event = {
    id: "1",
    title: "ordination of deacons",
    date: "2026-12-05",
    lastDate: overrides.date ?? "2026-12-05",
    startTime: "14:00:00",
    endTime: "16:30:00",
    place: "Cathedral Parish, Kakamega",
    ...overrides,
  };
  return {
    __typename: "Event",
    nextOccurrence: {
      __typename: "EventOccurrence",
      id: `${event.id}/${event.date}`,
      date: event.date,
      startTime: event.startTime,
      endTime: event.endTime,
      place: event.place,
    },
    repeat: null,
    ...event,
  };
}

/** A repeating event's card: Sunday school every week, next on 12 April 2026. */
export function buildRepeatingEventCard(): EventCardFieldsFragment {
  return buildEventCard({
    id: "7",
    title: "Sunday School",
    date: "2026-01-04",
    lastDate: null,
    startTime: "09:00:00",
    endTime: "10:00:00",
    place: "St. Paul's Mbale",
    nextOccurrence: {
      __typename: "EventOccurrence",
      id: "7/2026-04-12",
      date: "2026-04-12",
      startTime: "09:00:00",
      endTime: "10:00:00",
      place: "St. Paul's Mbale",
    },
    repeat: { __typename: "EventRepeat", summary: "Every week on Sunday" },
  });
}

export function buildSlides(count = 3): Slide[] {
  const titles = ["Welcome to the Diocese", "Build the Conference Centre with Us", "Our Schools"];
  return Array.from({ length: count }, (_, index) => ({
    __typename: "Slide",
    id: String(index + 1),
    title: titles[index] ?? `Slide ${index + 1}`,
    caption: `Caption of slide ${index + 1}`,
    image: buildImage(),
  }));
}

export function buildHomePage(overrides: Partial<HomePageQuery> = {}): HomePageQuery {
  return {
    slides: buildSlides(),
    currentBishopMessage: {
      __typename: "BishopMessage",
      id: "1",
      bishopName: "The Rt Rev. John Bishop",
      heading: "A word from the Bishop",
      message: "Grace and peace to you all.",
      image: buildImage(),
    },
    events: {
      __typename: "EventPage",
      items: [buildEventCard()],
    },
    newsArticles: {
      __typename: "NewsArticlePage",
      items: [
        buildNewsCard(),
        buildNewsCard({ id: "2", title: "Synod opens in Kakamega", slug: "synod-opens-in-kakamega" }),
      ],
    },
    ...overrides,
  };
}

/** The featured appeal, as the home page's banner and the news articles ask for it. */
export function buildFeaturedAppeal(): FeaturedAppealQuery {
  return {
    featuredProject: {
      __typename: "Project",
      id: "1",
      slug: "diocesan-conference-centre",
      title: "Diocesan Conference Centre",
      status: "ONGOING",
      progress: buildAppealProgress(),
    },
  };
}
