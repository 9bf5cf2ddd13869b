import type { MockLink } from "@apollo/client/testing";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { renderRoute } from "../../test/render-route";
import { AdminSermonsDocument, type AdminSermonFieldsFragment, type AdminSermonsQuery } from "../gql/graphql";

function buildSermon(overrides: Partial<AdminSermonFieldsFragment>): AdminSermonFieldsFragment {
  return {
    __typename: "Sermon",
    id: "1",
    title: "The sower",
    slug: "the-sower",
    preacher: "Canon Peter Otieno",
    preachedOn: "2030-03-02",
    series: null,
    notes: "<p>Some fell on good soil.</p>",
    videoUrl: null,
    parishId: null,
    passages: [{ __typename: "SermonPassage", reference: "Mark 4:1-20" }],
    audio: null,
    kiswahili: [],
    needsTranslation: false,
    status: "PUBLISHED",
    publishAt: "2030-03-02T07:30:00.000Z",
    ...overrides,
  };
}

const sermonsMock: MockLink.MockedResponse<AdminSermonsQuery> = {
  request: { query: AdminSermonsDocument },
  result: {
    data: {
      sermons: {
        __typename: "SermonPage",
        items: [
          buildSermon({
            id: "3",
            title: "The prodigal son",
            slug: "the-prodigal-son",
            status: "DRAFT",
            publishAt: null,
          }),
          buildSermon({
            id: "2",
            title: "Christmas Day",
            slug: "christmas-day",
            status: "SCHEDULED",
            publishAt: "2030-12-24T15:00:00.000Z",
          }),
          buildSermon({}),
        ],
      },
    },
  },
};

const rowOf = async (title: string) => (await screen.findByText(title)).closest("tr")!;

describe("the dashboard's sermons", () => {
  it("shows each sermon's status beside it, and Preview for one that is not public yet", async () => {
    renderRoute({ routes, url: "/admin/sermons", mocks: [meMock(buildStaff()), sermonsMock] });

    const draft = await rowOf("The prodigal son");
    expect(draft.textContent).toContain("Draft");
    expect(draft.querySelector("[aria-label='Preview The prodigal son']")?.getAttribute("href")).toBe(
      "/preview/sermons/3",
    );
    const scheduled = await rowOf("Christmas Day");
    expect(scheduled.textContent).toContain("Scheduled for 24 Dec 2030, 18:00");
    const published = await rowOf("The sower");
    expect(published.textContent).toContain("Published");
    expect(published.querySelector("[aria-label='Preview The sower']")).toBeNull();
  });
});
