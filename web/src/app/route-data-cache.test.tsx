import { ApolloLink } from "@apollo/client";
import { render, screen } from "@testing-library/react";
import { Observable } from "rxjs";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { buildNewsListPage } from "../features/news/news.fixtures";
import { buildSiteFrame, buildSiteNavigation } from "../features/site/site.fixtures";
import { createApolloClient } from "./apollo-client";
import { AppProviders } from "./providers";
import { readRouteData, restoreRouteData } from "./route-data-cache";
import { routes } from "./router";

/** The answers a server sends inside /blogs-and-news?page=2 (and one it should not have sent). */
const answers = [
  { operationName: "SiteSettings", variables: {}, data: buildSiteFrame() },
  { operationName: "SiteNavigation", variables: {}, data: buildSiteNavigation() },
  {
    operationName: "NewsList",
    variables: { page: 1, pageSize: 12 },
    data: buildNewsListPage(1, "Story of page one"),
  },
  {
    operationName: "NewsList",
    variables: { page: 2, pageSize: 12 },
    data: buildNewsListPage(2, "Story of page two"),
  },
];

/** A client whose every request is written down and never answered: the page must not need one. */
function clientWithoutNetwork() {
  const requested: string[] = [];
  const client = createApolloClient();
  client.setLink(
    new ApolloLink((operation) => {
      requested.push(operation.operationName ?? "?");
      return new Observable(() => undefined);
    }),
  );
  return { client, requested };
}

function renderPage(url: string, client: ReturnType<typeof createApolloClient>) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return render(
    <AppProviders client={client} siteUrl={window.location.origin}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe("the answers the server sends inside a page", () => {
  it("draw the page with no request of its own", async () => {
    const { client, requested } = clientWithoutNetwork();
    expect(
      restoreRouteData(
        client,
        { pathname: "/blogs-and-news", search: "?page=2" },
        readRouteData(JSON.stringify(answers)),
      ),
    ).toBe(true);
    renderPage("/blogs-and-news?page=2", client);
    expect(await screen.findByRole("heading", { name: "Story of page two" })).toBeTruthy();
    expect(screen.queryByText("Story of page one")).toBeNull();
    expect(screen.getAllByText("Anglican Church of Kenya Diocese, Kakamega").length).toBeGreaterThan(0);
    expect(requested).toEqual([]);
  });

  it("are taken only under the page's own variables: page one's answer is not page two's", async () => {
    const { client, requested } = clientWithoutNetwork();
    const pageOneOnly = answers.slice(0, 3);
    expect(restoreRouteData(client, { pathname: "/blogs-and-news", search: "?page=2" }, pageOneOnly)).toBe(
      false,
    );
    renderPage("/blogs-and-news?page=2", client);
    await screen.findByText("Blog and News");
    expect(screen.queryByText("Story of page one")).toBeNull();
    expect(requested).toEqual(["NewsList"]);
  });

  it("leave the page to ask for its data when they are missing or unreadable", async () => {
    for (const text of [null, "", "{not json", '{"not": "a list"}']) {
      const { client, requested } = clientWithoutNetwork();
      expect(restoreRouteData(client, { pathname: "/blogs-and-news", search: "" }, readRouteData(text))).toBe(
        false,
      );
      const view = renderPage("/blogs-and-news", client);
      await screen.findByText("Blog and News");
      expect(requested.sort()).toEqual(["NewsList", "SiteNavigation", "SiteSettings"]);
      view.unmount();
    }
  });
});
