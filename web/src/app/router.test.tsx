import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildNewsCard } from "../features/news/news.fixtures";
import { homeLatestNewsQuery } from "../features/news/news.operations";
import type { HomeLatestNewsQuery, HomeLatestNewsQueryVariables } from "../gql/graphql";
import { renderRoute } from "../test/render-route";
import { routes } from "./router";

const latestNews: MockLink.MockedResponse<HomeLatestNewsQuery, HomeLatestNewsQueryVariables> = {
  request: { query: homeLatestNewsQuery, variables: { pageSize: 3 } },
  result: {
    data: {
      newsArticles: {
        __typename: "NewsArticlePage",
        items: [
          buildNewsCard(),
          buildNewsCard({ id: "2", title: "Synod opens in Kakamega", slug: "synod-opens-in-kakamega" }),
        ],
      },
    },
  },
};

describe("the public site", () => {
  it("opens on the home page with the latest news inside the site's header and footer", async () => {
    renderRoute({ routes, url: "/", mocks: [latestNews] });

    expect(screen.getByRole("heading", { level: 1, name: "Welcome to the ACK Diocese" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Synod opens in Kakamega" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "All news" }).getAttribute("href")).toBe("/blogs-and-news");
    const navigation = screen.getByRole("navigation", { name: "Main" });
    expect(within(navigation).getByRole("link", { name: "HOME" }).getAttribute("aria-current")).toBe("page");
    expect(within(navigation).getByRole("link", { name: "NEWS" }).getAttribute("href")).toBe(
      "/blogs-and-news",
    );
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} ACK Diocese`))).toBeTruthy();
    expect(document.title).toBe("ACK Diocese | Home");
  });

  it("shows the 404 page for any unknown address", () => {
    renderRoute({ routes, url: "/no-such-page" });

    expect(screen.getByRole("heading", { name: "Oops!" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeTruthy();
  });
});
