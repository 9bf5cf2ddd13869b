import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { renderRoute } from "../../test/render-route";
import { AdminNewsListDocument, type AdminNewsFieldsFragment, type AdminNewsListQuery } from "../gql/graphql";

function buildArticle(overrides: Partial<AdminNewsFieldsFragment>): AdminNewsFieldsFragment {
  return {
    __typename: "NewsArticle",
    id: "1",
    title: "Synod opens",
    slug: "synod-opens",
    preview: "The diocesan synod met at the cathedral.",
    body: "<p>The diocesan synod met at the cathedral.</p>",
    imageUrl: null,
    image: null,
    status: "PUBLISHED",
    publishAt: "2030-03-02T07:30:00.000Z",
    parish: null,
    createdAt: "2030-03-01T09:00:00.000Z",
    updatedAt: "2030-03-01T09:00:00.000Z",
    kiswahili: [],
    needsTranslation: false,
    ...overrides,
  };
}

const articles = [
  buildArticle({ id: "3", title: "Harvest plans", slug: "harvest-plans", status: "DRAFT", publishAt: null }),
  buildArticle({
    id: "2",
    title: "Christmas services",
    slug: "christmas-services",
    status: "SCHEDULED",
    publishAt: "2030-12-24T15:00:00.000Z",
  }),
  buildArticle({}),
];

const newsMock: MockLink.MockedResponse<AdminNewsListQuery> = {
  request: { query: AdminNewsListDocument, variables: { page: 1 } },
  result: {
    data: {
      newsArticles: { __typename: "NewsArticlePage", items: articles, page: 1, pageCount: 1, total: 3 },
    },
  },
};

const rowOf = async (title: string) => (await screen.findByText(title)).closest("li")!;

describe("the dashboard's news", () => {
  it("shows each article's status beside it, the date it went or goes public, Share for a published one and Preview for the others", async () => {
    renderRoute({ routes, url: "/admin/news", mocks: [meMock(buildStaff()), newsMock] });

    const draft = await rowOf("Harvest plans");
    expect(draft.textContent).toContain("Draft");
    expect(draft.textContent).toContain("1 Mar 2030");
    expect(draft.querySelector("[aria-label='Share Harvest plans']")).toBeNull();
    expect(draft.querySelector("[aria-label='Preview Harvest plans']")?.getAttribute("href")).toBe(
      "/preview/news/3",
    );
    const scheduled = await rowOf("Christmas services");
    expect(scheduled.textContent).toContain("Scheduled for 24 Dec 2030, 18:00");
    const published = await rowOf("Synod opens");
    expect(published.textContent).toContain("Published");
    expect(published.textContent).toContain("2 Mar 2030");
    expect(published.querySelector("[aria-label='Share Synod opens']")).not.toBeNull();
    expect(published.querySelector("[aria-label='Preview Synod opens']")).toBeNull();
  });

  it("asks for a new article's title and text but not a cover picture, which the API does not require", async () => {
    renderRoute({ routes, url: "/admin/news", mocks: [meMock(buildStaff()), newsMock] });

    const form = within(await screen.findByRole("region", { name: "Create News" }));
    await userEvent.click(form.getByRole("button", { name: "Publish article" }));

    expect(await form.findByText("Enter the article's title.")).toBeTruthy();
    expect(form.getByText("Write the article's text.")).toBeTruthy();
    expect(form.queryByText("Choose a cover picture for the article.")).toBeNull();
    const cover = form.getByLabelText<HTMLInputElement>("Cover picture");
    expect(cover.required).toBe(false);
    expect(
      form.getByText(/^Optional: without one, the lists of news show the diocese's cross in its place\./),
    ).toBeTruthy();
  });
});
