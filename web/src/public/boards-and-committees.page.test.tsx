import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routes } from "../app/router";
import { buildImage } from "../features/news/news.fixtures";
import { BoardsAndCommitteesPageDocument, type ResponsiveImageFieldsFragment } from "../gql/graphql";
import { missingMessages } from "../lib/language";
import { renderRoute } from "../test/render-route";

const member = (id: string, name: string, title: string, parish: { name: string; slug: string } | null) => ({
  __typename: "CommitteeMember" as const,
  id,
  name,
  title,
  parish: parish && { __typename: "Parish" as const, ...parish },
  image: null as ResponsiveImageFieldsFragment | null,
});

const STANDING_COMMITTEE = {
  __typename: "Committee" as const,
  id: "1",
  name: "Diocesan Standing Committee",
  description: "Acts for the Synod between its sessions." as string | null,
  termStartMonth: 9,
  termStartYear: 2019,
  termEndMonth: 8,
  termEndYear: 2021,
  fallsBackToEnglish: false,
  members: [
    member("1", "The Rt. Rev. Bishop of Kakamega", "Chairman", null),
    member("2", "The Ven. Esther Mukabane", "Secretary", {
      name: "Cathedral Parish, Kakamega",
      slug: "cathedral-parish-kakamega",
    }),
  ],
};
const FINANCE_COMMITTEE = {
  ...STANDING_COMMITTEE,
  id: "2",
  name: "Finance Committee",
  description: null,
  termStartMonth: 1,
  termStartYear: 2024,
  termEndMonth: 12,
  termEndYear: 2026,
  members: [],
};

function renderPage(url: string, committees: (typeof STANDING_COMMITTEE)[]) {
  return renderRoute({
    routes,
    url,
    mocks: [{ request: { query: BoardsAndCommitteesPageDocument }, result: { data: { committees } } }],
  });
}

describe("the boards and committees page", () => {
  it("shows each committee under a heading with its term, and its members in order with their parishes", async () => {
    renderPage("/boards-and-committees", [STANDING_COMMITTEE, FINANCE_COMMITTEE]);

    expect(await screen.findByRole("heading", { level: 1, name: "Boards & Committees" })).toBeTruthy();
    const standing = await screen.findByRole("region", {
      name: "Diocesan Standing Committee September 2019 to August 2021",
    });
    expect(within(standing).getByText("Acts for the Synod between its sessions.")).toBeTruthy();
    expect(
      within(standing)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["The Rt. Rev. Bishop of Kakamega", "The Ven. Esther Mukabane"]);
    expect(within(standing).getByText("Secretary")).toBeTruthy();
    expect(
      within(standing).getByRole("link", { name: "Cathedral Parish, Kakamega" }).getAttribute("href"),
    ).toBe("/parishes/cathedral-parish-kakamega");

    const finance = screen.getByRole("region", { name: "Finance Committee January 2024 to December 2026" });
    expect(within(finance).getByText("Its members will be listed here soon.")).toBeTruthy();
  });

  it("gives a member without a photograph a round badge of their initials, as large as a photograph", async () => {
    const withPhoto = { ...member("3", "Mr. Wycliffe Shikuku", "Vice Chairman", null), image: buildImage() };
    renderPage("/boards-and-committees", [
      { ...STANDING_COMMITTEE, members: [...STANDING_COMMITTEE.members, withPhoto] },
    ]);

    const badge = await screen.findByRole("img", { name: "The Ven. Esther Mukabane" });
    expect(badge.textContent).toBe("EM");
    expect(screen.getByRole("img", { name: "The Rt. Rev. Bishop of Kakamega" }).textContent).toBe("K");
    expect(getComputedStyle(badge).borderRadius).toBe("var(--chakra-radii-full)");
    // In the frame a photograph fills: the same square, filled the same way.
    const photo = screen.getByRole("img", { name: "Mr. Wycliffe Shikuku" }).closest("picture")!;
    expect(badge.parentElement?.className).toBe(photo.parentElement?.className);
    for (const property of ["position", "width", "height", "inset"] as const) {
      expect(getComputedStyle(badge)[property], property).toBe(getComputedStyle(photo)[property]);
    }
    expect(getComputedStyle(badge).width).toBe("100%");
  });

  it("is in Kiswahili at /sw/boards-and-committees: its heading, terms and links", async () => {
    missingMessages.clear();
    renderPage("/sw/boards-and-committees", [
      { ...STANDING_COMMITTEE, name: "Kamati ya Kudumu ya Dayosisi" },
    ]);

    expect(await screen.findByRole("heading", { level: 1, name: "Bodi na Kamati" })).toBeTruthy();
    const standing = await screen.findByRole("region", {
      name: "Kamati ya Kudumu ya Dayosisi Septemba 2019 hadi Agosti 2021",
    });
    expect(
      within(standing).getByRole("link", { name: "Cathedral Parish, Kakamega" }).getAttribute("href"),
    ).toBe("/sw/parishes/cathedral-parish-kakamega");
    expect([...missingMessages]).toEqual([]);
  });

  it("says so when there are no committees yet", async () => {
    renderPage("/boards-and-committees", []);

    expect(await screen.findByText("The boards and committees will be listed here soon.")).toBeTruthy();
  });
});
