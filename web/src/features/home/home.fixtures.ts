import type { HomePageQuery } from "../../gql/graphql";
import { buildAppealProgress } from "../giving/giving.fixtures";
import { buildImage, buildNewsCard } from "../news/news.fixtures";

type Slide = HomePageQuery["slides"][number];

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
      items: [
        {
          __typename: "Event",
          id: "1",
          title: "ordination of deacons",
          date: "2026-12-05",
          startTime: "14:00:00",
          endTime: "16:30:00",
          place: "Cathedral Parish, Kakamega",
        },
      ],
    },
    newsArticles: {
      __typename: "NewsArticlePage",
      items: [
        buildNewsCard(),
        buildNewsCard({ id: "2", title: "Synod opens in Kakamega", slug: "synod-opens-in-kakamega" }),
      ],
    },
    featuredProject: {
      __typename: "Project",
      id: "1",
      slug: "diocesan-conference-centre",
      title: "Diocesan Conference Centre",
      status: "ONGOING",
      targetAmountKes: 600_000_000,
      progress: buildAppealProgress(),
    },
    ...overrides,
  };
}
