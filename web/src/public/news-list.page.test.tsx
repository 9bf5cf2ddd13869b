import type { MockLink } from "@apollo/client/testing";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { paths } from "../lib/paths";
import { buildNewsCard } from "../features/news/news.fixtures";
import type { NewsCardFieldsFragment, NewsListQuery, NewsListQueryVariables } from "../gql/graphql";
import { renderRoute } from "../test/render-route";
import { NewsListPage } from "./news-list.page";
import { NewsListDocument } from "../gql/graphql";

type NewsListMock = MockLink.MockedResponse<NewsListQuery, NewsListQueryVariables>;

const routes = [{ path: paths.newsList.path, element: <NewsListPage /> }];

function newsListMock(page: number, items: NewsCardFieldsFragment[], pageCount = 1): NewsListMock {
  return {
    request: { query: NewsListDocument, variables: { page, pageSize: 12 } },
    result: {
      data: {
        newsArticles: {
          __typename: "NewsArticlePage",
          items,
          total: items.length * pageCount,
          page,
          pageCount,
        },
      },
    },
  };
}

const firstArticle = buildNewsCard();
const secondArticle = buildNewsCard({
  id: "2",
  title: "Mothers Union meets in Kakamega",
  slug: "mothers-union-meets-in-kakamega",
  preview: "Members from every archdeaconry gathered for the annual meeting.",
});

describe("the news list page", () => {
  it("shows a card for each article with a See More link to it", async () => {
    renderRoute({ routes, url: "/blogs-and-news", mocks: [newsListMock(1, [firstArticle, secondArticle])] });

    // Right under the page's h1, each card's title is an h2: no level is skipped (Lighthouse).
    expect(await screen.findByRole("heading", { level: 2, name: firstArticle.title })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: secondArticle.title })).toBeTruthy();
    expect(screen.getByText(secondArticle.preview)).toBeTruthy();
    const links = screen.getAllByRole("link", { name: /see more/i }).map((link) => link.getAttribute("href"));
    expect(links).toEqual([
      "/blogs-and-news/bishop-visits-vihiga-parishes",
      "/blogs-and-news/mothers-union-meets-in-kakamega",
    ]);
    expect(document.title).toBe("ACK Diocese | News");
  });

  it("moves to the next page and puts the page number in the address", async () => {
    const { router } = renderRoute({
      routes,
      url: "/blogs-and-news",
      mocks: [newsListMock(1, [firstArticle], 2), newsListMock(2, [secondArticle], 2)],
    });

    await userEvent.click(await screen.findByRole("link", { name: "Next" }));

    expect(await screen.findByRole("heading", { name: secondArticle.title })).toBeTruthy();
    expect(screen.getByText("Page 2 of 2")).toBeTruthy();
    expect(router.state.location.search).toBe("?page=2");
    expect(screen.getByRole("link", { name: "Previous" }).getAttribute("href")).toBe("/blogs-and-news");
  });

  it("asks for the page named in the address", async () => {
    renderRoute({ routes, url: "/blogs-and-news?page=2", mocks: [newsListMock(2, [secondArticle], 2)] });

    expect(await screen.findByRole("heading", { name: secondArticle.title })).toBeTruthy();
  });

  it("shows an error with a Retry button that loads the news again", async () => {
    const failure: NewsListMock = {
      request: { query: NewsListDocument, variables: { page: 1, pageSize: 12 } },
      error: new Error("Network request failed"),
    };
    renderRoute({ routes, url: "/blogs-and-news", mocks: [failure, newsListMock(1, [firstArticle])] });

    expect(await screen.findByText("We could not load the news.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));

    expect(await screen.findByRole("heading", { name: firstArticle.title })).toBeTruthy();
  });

  it("says so when there is no news yet", async () => {
    renderRoute({ routes, url: "/blogs-and-news", mocks: [newsListMock(1, [], 0)] });

    expect(await screen.findByText("No news yet")).toBeTruthy();
  });
});
