import type { MockLink } from "@apollo/client/testing";
import type { DocumentNode } from "graphql";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { routes } from "../app/router";
import { buildEventCard, buildFeaturedAppeal, buildHomePage } from "../features/home/home.fixtures";
import { buildNewsArticle, buildNewsListPage } from "../features/news/news.fixtures";
import { buildAppealProgress } from "../features/giving/giving.fixtures";
import { missingMessages } from "../lib/language";
import { renderRoute } from "../test/render-route";
import {
  AboutUsPageDocument,
  ArchdeaconryPageDocument,
  DepartmentPageDocument,
  DioceseHistoryPageDocument,
  FeaturedAppealDocument,
  HomePageDocument,
  InformationPageDocument,
  NewsArticleDocument,
  NewsListDocument,
  ProjectsPageDocument,
} from "../gql/graphql";

/** An answer to a page's query, whatever its variables (the page's language among them). */
function answer(query: DocumentNode, data: Record<string, unknown>): MockLink.MockedResponse {
  return {
    request: { query, variables: () => true },
    result: { data },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const informationPage = (slug: string, title: string) => ({
  __typename: "InformationPage",
  id: slug,
  title,
  body: `<p>${title}: maandishi ya ukurasa.</p>`,
  preview: title,
  fallsBackToEnglish: false,
});

/** What a page draws that could be a message's key rather than its words: its text and its labels. */
function rawKeys(): string[] {
  const labels = [...document.body.querySelectorAll("[aria-label], [title], [placeholder], [alt]")].flatMap(
    (element) =>
      ["aria-label", "title", "placeholder", "alt"].map((name) => element.getAttribute(name) ?? ""),
  );
  const text = [document.body.textContent ?? "", ...labels].join("\n");
  return (
    text.match(/\b(?:common|site|home|news|pages|events|parishes|giving|careers)\.[a-z]\w*(?:\.\w+)*/g) ?? []
  );
}

async function expectKiswahiliPage(heading: RegExp | string) {
  expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
  // The frame speaks Kiswahili too, and its links stay in Kiswahili.
  const footer = screen.getByRole("contentinfo");
  expect(within(footer).getByRole("heading", { name: "Wasiliana Nasi" })).toBeTruthy();
  expect(within(footer).getByRole("link", { name: "Habari Zaidi" }).getAttribute("href")).toBe(
    "/sw/blogs-and-news",
  );
  expect(screen.getByRole("link", { name: "English: soma kwa Kiingereza" })).toBeTruthy();
  expect(rawKeys()).toEqual([]);
  expect([...missingMessages]).toEqual([]);
}

beforeEach(() => missingMessages.clear());

describe("the public pages in Kiswahili", () => {
  it("draws the home page at /sw", async () => {
    renderRoute({
      routes,
      url: "/sw",
      mocks: [
        answer(
          HomePageDocument,
          buildHomePage({ events: { __typename: "EventPage", items: [buildEventCard()] } }),
        ),
        answer(FeaturedAppealDocument, buildFeaturedAppeal()),
      ],
    });

    expect(await screen.findByRole("heading", { name: "Maadili Yetu ya Msingi" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Programu na Matukio" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Habari zaidi" }).getAttribute("href")).toBe(
      "/sw/blogs-and-news",
    );
    expect(screen.getByRole("link", { name: "Tazama kalenda" }).getAttribute("href")).toBe("/sw/events");
    expect(rawKeys()).toEqual([]);
    expect([...missingMessages]).toEqual([]);
  });

  it("draws the news at /sw/blogs-and-news, with Kiswahili dates and pager", async () => {
    const list = buildNewsListPage(1, "Askofu azuru parokia za Vihiga");
    renderRoute({
      routes,
      url: "/sw/blogs-and-news",
      mocks: [
        answer(NewsListDocument, {
          newsArticles: { ...list.newsArticles, pageCount: 2, total: 24 },
        }),
      ],
    });

    await expectKiswahiliPage("Habari na Makala");
    expect(await screen.findByText("Ukurasa 1 kati ya 2")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Inayofuata" }).getAttribute("href")).toBe(
      "/sw/blogs-and-news?page=2",
    );
    const card = screen.getAllByRole("article")[0]!;
    expect(
      within(card)
        .getByRole("link", { name: /^Soma Zaidi/ })
        .getAttribute("href"),
    ).toMatch(/^\/sw\/blogs-and-news\//);
  });

  it("draws an article at /sw/blogs-and-news/:slug", async () => {
    const article = buildNewsArticle();
    renderRoute({
      routes,
      url: `/sw/blogs-and-news/${article.slug}`,
      mocks: [answer(NewsArticleDocument, { newsArticle: article })],
    });

    await expectKiswahiliPage(article.title);
    expect(screen.getByText("12 Machi 2025")).toBeTruthy();
    const breadcrumb = within(screen.getByRole("navigation", { name: "Njia ya ukurasa" }));
    expect(breadcrumb.getByRole("link", { name: "Mwanzo" }).getAttribute("href")).toBe("/sw");
    expect(screen.getByRole("link", { name: "Habari" }).getAttribute("href")).toBe("/sw/blogs-and-news");
    expect(screen.getByRole("link", { name: "Shiriki kwenye Facebook" }).getAttribute("href")).toContain(
      encodeURIComponent(`/sw/blogs-and-news/${article.slug}`),
    );
    expect(screen.getByRole("button", { name: "Nakili kiungo" })).toBeTruthy();
  });

  it.each([
    [
      "/sw/about-us",
      AboutUsPageDocument,
      { informationPage: informationPage("about-us", "Kuhusu Dayosisi"), administrativeSecretary: null },
      "Kuhusu Dayosisi",
    ],
    [
      "/sw/diocese-history",
      DioceseHistoryPageDocument,
      {
        informationPage: null,
        historyBishops: [
          {
            __typename: "HistoryBishop",
            id: "1",
            name: "Askofu wa Kwanza",
            ordinal: 1,
            yearsServed: "1987 – 1999",
            note: null,
            image: null,
          },
        ],
      },
      "Historia ya Dayosisi",
    ],
    [
      "/sw/governance-system",
      InformationPageDocument,
      { informationPage: informationPage("governance-system", "Mfumo wa Uongozi wa Dayosisi") },
      "Mfumo wa Uongozi wa Dayosisi",
    ],
  ] as const)("draws the information page %s", async (url, query, data, heading) => {
    renderRoute({ routes, url, mocks: [answer(query, data)] });

    await expectKiswahiliPage(heading);
    const breadcrumb = within(screen.getByRole("navigation", { name: "Njia ya ukurasa" }));
    expect(breadcrumb.getByRole("link", { name: "Mwanzo" }).getAttribute("href")).toBe("/sw");
  });

  it("draws the projects at /sw/projects, with their status and Give now in Kiswahili", async () => {
    renderRoute({
      routes,
      url: "/sw/projects",
      mocks: [
        answer(ProjectsPageDocument, {
          informationPage: informationPage("projects", "Miradi ya Dayosisi"),
          projects: {
            __typename: "ProjectPage",
            items: [
              {
                __typename: "Project",
                id: "1",
                slug: "kituo-cha-mikutano",
                title: "Kituo cha Mikutano",
                summary: "Kituo cha mikutano cha Dayosisi.",
                body: "<p>Kituo.</p>",
                status: "ONGOING",
                featured: true,
                targetAmountKes: 600_000_000,
                progress: buildAppealProgress(),
                image: null,
              },
            ],
          },
        }),
      ],
    });

    await expectKiswahiliPage("Miradi ya Dayosisi");
    expect(screen.getByText("Unaendelea")).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Changia sasa kwa Kituo cha Mikutano" }).getAttribute("href"),
    ).toBe("/sw/give/kituo-cha-mikutano");
  });

  it("draws a department at /sw/departments/:slug", async () => {
    renderRoute({
      routes,
      url: "/sw/departments/mothers-union",
      mocks: [
        answer(DepartmentPageDocument, {
          department: {
            __typename: "Department",
            id: "1",
            slug: "mothers-union",
            name: "Mothers Union",
            headName: "Mama Askofu",
            headTitle: "Mwenyekiti",
            imageCaption: null,
            body: "<p>Umoja wa akina mama.</p>",
            preview: "Umoja wa akina mama.",
            fallsBackToEnglish: false,
            image: null,
            upcomingEvents: [
              buildEventCard({ date: "2026-12-05", startTime: "14:00:00", endTime: "16:30:00" }),
            ],
          },
        }),
      ],
    });

    await expectKiswahiliPage("Mothers Union");
    expect(screen.getByRole("complementary", { name: "Mkuu wa idara" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Yanayokuja" })).toBeTruthy();
    expect(screen.getByText("Des")).toBeTruthy();
    expect(screen.getByText("14:00 – 16:30")).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Matukio yote ya Mothers Union kwenye kalenda yako" }),
    ).toBeTruthy();
  });

  it("draws an archdeaconry at /sw/archdeaconry/:id", async () => {
    renderRoute({
      routes,
      url: "/sw/archdeaconry/2",
      mocks: [
        answer(ArchdeaconryPageDocument, {
          archdeaconry: {
            __typename: "Archdeaconry",
            id: "2",
            name: "Vihiga",
            parishes: [
              {
                __typename: "Parish",
                id: "5",
                slug: "st-pauls-vihiga",
                name: "St Paul's Vihiga",
                town: "Vihiga",
                vicar: "Rev. Jane Achieng",
                phone: "+254 700 111 222",
              },
            ],
          },
        }),
      ],
    });

    await expectKiswahiliPage("Archdeaconry ya Vihiga");
    expect(screen.getByRole("heading", { name: "Parokia (1)" })).toBeTruthy();
    expect(screen.getByText("Mchungaji: Rev. Jane Achieng")).toBeTruthy();
    expect(screen.getByRole("link", { name: "St Paul's Vihiga" }).getAttribute("href")).toBe(
      "/sw/parishes/st-pauls-vihiga",
    );
  });

  it("draws the newsletter's confirm page at /sw/newsletter/confirm", async () => {
    renderRoute({ routes, url: "/sw/newsletter/confirm" });

    await expectKiswahiliPage("Thibitisha usajili wako");
    expect(screen.getByRole("button", { name: "Thibitisha usajili wangu" })).toBeTruthy();
  });

  it("draws the 404 page in Kiswahili at an unknown /sw address", async () => {
    renderRoute({ routes, url: "/sw/hakuna-ukurasa-huu" });

    await expectKiswahiliPage("Samahani!");
    expect(screen.getByText("Hitilafu 404")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Rudi Nyuma" }).getAttribute("data-home-href")).toBe("/sw");
    const links = within(screen.getByRole("main")).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/sw",
      "/sw/about-us",
      "/sw/projects",
      "/sw/blogs-and-news",
      "/sw/diocese-history",
    ]);
  });
});

describe("the language switch", () => {
  const newsPage = (page: number) =>
    answer(NewsListDocument, {
      newsArticles: { ...buildNewsListPage(page, "Synod").newsArticles, pageCount: 3 },
    });

  it("leads from an English page to the same page in Kiswahili, query and all", async () => {
    renderRoute({ routes, url: "/blogs-and-news?page=2", mocks: [newsPage(2)] });

    const link = await screen.findByRole("link", { name: "Read in Kiswahili" });
    expect(link.textContent).toBe("Kiswahili");
    expect(link.getAttribute("href")).toBe("/sw/blogs-and-news?page=2");
    expect(link.getAttribute("hreflang")).toBe("sw");
  });

  it("leads back from a Kiswahili page to the English one", async () => {
    renderRoute({ routes, url: "/sw/blogs-and-news?page=2", mocks: [newsPage(2)] });

    const link = await screen.findByRole("link", { name: "English: soma kwa Kiingereza" });
    expect(link.textContent).toBe("English");
    expect(link.getAttribute("href")).toBe("/blogs-and-news?page=2");
    expect(link.getAttribute("hreflang")).toBe("en");
  });

  it("keeps only the parameters the page reads, leaving out trackers' parameters", async () => {
    renderRoute({ routes, url: "/blogs-and-news?utm_source=whatsapp&page=2&fbclid=x", mocks: [newsPage(2)] });

    const link = await screen.findByRole("link", { name: "Read in Kiswahili" });
    expect(link.getAttribute("href")).toBe("/sw/blogs-and-news?page=2");
  });

  it("leads from the Kiswahili home page to the English one", async () => {
    renderRoute({
      routes,
      url: "/sw",
      mocks: [
        answer(HomePageDocument, buildHomePage()),
        answer(FeaturedAppealDocument, buildFeaturedAppeal()),
      ],
    });

    const link = await screen.findByRole("link", { name: "English: soma kwa Kiingereza" });
    expect(link.getAttribute("href")).toBe("/");
  });
});

describe("the notice of content not yet in Kiswahili", () => {
  const NEWS_NOTICE = "Habari hii bado haijatafsiriwa kwa Kiswahili, kwa hiyo inaonyeshwa kwa Kiingereza.";
  const PAGE_NOTICE = "Ukurasa huu bado haujatafsiriwa kwa Kiswahili, kwa hiyo unaonyeshwa kwa Kiingereza.";

  it("shows above an article the API sends in English, which is marked as English", async () => {
    const article = buildNewsArticle({ fallsBackToEnglish: true });
    renderRoute({
      routes,
      url: `/sw/blogs-and-news/${article.slug}`,
      mocks: [answer(NewsArticleDocument, { newsArticle: article })],
    });

    const heading = await screen.findByRole("heading", { level: 1, name: article.title });
    expect(screen.getByText(NEWS_NOTICE)).toBeTruthy();
    expect(heading.getAttribute("lang")).toBe("en");
    expect(screen.getByText("Vihiga", { selector: "strong" }).closest("[lang]")?.getAttribute("lang")).toBe(
      "en",
    );
    expect([...missingMessages]).toEqual([]);
  });

  it("is not shown for an article in Kiswahili", async () => {
    const article = buildNewsArticle({ title: "Askofu azuru Vihiga", fallsBackToEnglish: false });
    renderRoute({
      routes,
      url: `/sw/blogs-and-news/${article.slug}`,
      mocks: [answer(NewsArticleDocument, { newsArticle: article })],
    });

    const heading = await screen.findByRole("heading", { level: 1, name: article.title });
    expect(screen.queryByText(NEWS_NOTICE)).toBeNull();
    expect(heading.hasAttribute("lang")).toBe(false);
  });

  it("shows above an information page the API sends in English", async () => {
    renderRoute({
      routes,
      url: "/sw/governance-system",
      mocks: [
        answer(InformationPageDocument, {
          informationPage: {
            ...informationPage("governance-system", "Governance System"),
            fallsBackToEnglish: true,
          },
        }),
      ],
    });

    const heading = await screen.findByRole("heading", { level: 1, name: "Governance System" });
    expect(screen.getByText(PAGE_NOTICE)).toBeTruthy();
    expect(heading.getAttribute("lang")).toBe("en");
    expect(
      screen
        .getByText(/maandishi ya ukurasa/)
        .closest("[lang]")
        ?.getAttribute("lang"),
    ).toBe("en");
  });

  it("shows above a department the API sends in English, and not above one in Kiswahili", async () => {
    const department = (fallsBackToEnglish: boolean) => ({
      department: {
        __typename: "Department",
        id: "1",
        slug: "education",
        name: "Education",
        headName: null,
        headTitle: null,
        imageCaption: null,
        body: "<p>Schools of the diocese.</p>",
        preview: "Schools of the diocese.",
        image: null,
        upcomingEvents: [],
        fallsBackToEnglish,
      },
    });
    const { unmount } = renderRoute({
      routes,
      url: "/sw/departments/education",
      mocks: [answer(DepartmentPageDocument, department(true))],
    });
    await screen.findByRole("heading", { level: 1, name: "Education" });
    expect(screen.getByText(PAGE_NOTICE)).toBeTruthy();
    unmount();

    renderRoute({
      routes,
      url: "/sw/departments/education",
      mocks: [answer(DepartmentPageDocument, department(false))],
    });
    await screen.findByRole("heading", { level: 1, name: "Education" });
    expect(screen.queryByText(PAGE_NOTICE)).toBeNull();
  });
});
