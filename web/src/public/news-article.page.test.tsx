import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { paths } from "../lib/paths";
import { buildNewsArticle } from "../features/news/news.fixtures";
import { buildNewsCard } from "../features/news/news.fixtures";
import type { NewsArticleQuery, NewsArticleQueryVariables } from "../gql/graphql";
import { renderRoute } from "../test/render-route";
import { NewsArticlePage } from "./news-article.page";
import { FeaturedAppealDocument, NewsArticleDocument, OtherNewsDocument } from "../gql/graphql";
import { buildGiveProject } from "../features/giving/giving.fixtures";

type NewsArticleMock = MockLink.MockedResponse<NewsArticleQuery, NewsArticleQueryVariables>;

const routes = [{ path: paths.newsArticle.path, element: <NewsArticlePage /> }];
const article = buildNewsArticle();

function articleMock(
  variables: NewsArticleQueryVariables,
  newsArticle: NewsArticleQuery["newsArticle"],
): NewsArticleMock {
  return { request: { query: NewsArticleDocument, variables }, result: { data: { newsArticle } } };
}

describe("the news article page", () => {
  it("shows the article with its breadcrumb, image, date and body", async () => {
    renderRoute({
      routes,
      url: "/blogs-and-news/bishop-visits-vihiga-parishes",
      mocks: [articleMock({ address: article.slug }, article)],
    });

    expect(await screen.findByRole("heading", { level: 1, name: article.title })).toBeTruthy();
    expect(screen.getByText("Vihiga").tagName).toBe("STRONG");
    const image = screen.getByRole("img", { name: article.title });
    expect(image.getAttribute("src")).toBe(article.image?.url);
    expect(image.getAttribute("fetchpriority")).toBe("high");
    expect(screen.getByText("12 March 2025")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "News" }).getAttribute("href")).toBe("/blogs-and-news");
    // The site's name comes with the settings, which may answer after the article.
    await waitFor(() => expect(document.title).toBe(`ACK Diocese | ${article.title}`));
  });

  it("offers plain share links and other stories, leaving out the article being read", async () => {
    renderRoute({
      routes,
      url: "/blogs-and-news/bishop-visits-vihiga-parishes",
      mocks: [
        articleMock({ address: article.slug }, article),
        {
          request: { query: OtherNewsDocument, variables: { pageSize: 4 } },
          result: {
            data: {
              newsArticles: {
                __typename: "NewsArticlePage",
                items: [
                  buildNewsCard(),
                  buildNewsCard({
                    id: "2",
                    title: "Synod opens in Kakamega",
                    slug: "synod-opens-in-kakamega",
                  }),
                ],
              },
            },
          },
        },
      ],
    });

    expect(await screen.findByRole("heading", { name: "Other Related Stories" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Synod opens in Kakamega" })).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 3, name: article.title })).toBeNull();
    const address = encodeURIComponent(`${window.location.origin}/blogs-and-news/${article.slug}`);
    expect(screen.getByRole("link", { name: "Share on Facebook" }).getAttribute("href")).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${address}`,
    );
    expect(screen.getByRole("link", { name: "Share on X" }).getAttribute("href")).toContain(
      `https://x.com/intent/post?url=${address}`,
    );
    expect(screen.getByRole("link", { name: "Share on WhatsApp" }).getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/\?text=/,
    );
    expect(screen.getByRole("button", { name: "Copy link" })).toBeTruthy();
  });

  it("shows an article without a cover picture, and other stories without theirs, with no broken image", async () => {
    const withoutCover = buildNewsArticle({ image: null });
    renderRoute({
      routes,
      url: "/blogs-and-news/bishop-visits-vihiga-parishes",
      mocks: [
        articleMock({ address: article.slug }, withoutCover),
        {
          request: { query: OtherNewsDocument, variables: { pageSize: 4 } },
          result: {
            data: {
              newsArticles: {
                __typename: "NewsArticlePage",
                items: [buildNewsCard({ id: "2", title: "Synod opens", slug: "synod-opens", image: null })],
              },
            },
          },
        },
      ],
    });

    expect(await screen.findByRole("heading", { level: 3, name: "Synod opens" })).toBeTruthy();
    // The article goes from its date to its text; the other story's card shows the diocese's cross.
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getAllByTestId("cover-placeholder")).toHaveLength(1);
    expect(screen.getByText("Vihiga").tagName).toBe("STRONG");
  });

  it("sends an old link carrying the title to the article's slug address", async () => {
    const { router } = renderRoute({
      routes,
      url: `/blogs-and-news/${encodeURIComponent(article.title)}`,
      mocks: [articleMock({ address: article.title }, article)],
    });

    expect(await screen.findByRole("heading", { level: 1, name: article.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/blogs-and-news/bishop-visits-vihiga-parishes");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("calls readers to the diocese's appeal, with its progress and Give now", async () => {
    renderRoute({
      routes,
      url: "/blogs-and-news/bishop-visits-vihiga-parishes",
      mocks: [
        articleMock({ address: article.slug }, article),
        {
          request: { query: FeaturedAppealDocument },
          result: { data: { featuredProject: buildGiveProject() } },
        },
      ],
    });

    const appeal = await screen.findByRole("complementary", { name: "Diocesan Conference Centre" });
    expect(appeal.textContent).toContain("Raised KES 18,751,500 of KES 600,000,000");
    expect(within(appeal).getByRole("link", { name: "Give now" }).getAttribute("href")).toBe(
      "/give/diocesan-conference-centre",
    );
  });

  it("calls to no appeal that takes no more gifts", async () => {
    renderRoute({
      routes,
      url: "/blogs-and-news/bishop-visits-vihiga-parishes",
      mocks: [
        articleMock({ address: article.slug }, article),
        {
          request: { query: FeaturedAppealDocument },
          result: { data: { featuredProject: buildGiveProject({ status: "COMPLETED" }) } },
        },
      ],
    });

    await screen.findByRole("heading", { level: 1, name: article.title });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("link", { name: "Give now" })).toBeNull();
  });

  it("shows the not-found page for an unknown article", async () => {
    renderRoute({
      routes,
      url: "/blogs-and-news/no-such-article",
      mocks: [articleMock({ address: "no-such-article" }, null)],
    });

    expect(await screen.findByRole("heading", { name: "Oops!" })).toBeTruthy();
  });
});
