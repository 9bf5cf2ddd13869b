import type { MockLink } from "@apollo/client/testing";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "../app/router";
import { buildStaff, meMock } from "../features/auth/auth.fixtures";
import type { AdminOverviewQuery, AdminSearchQuery } from "./gql/graphql";
import { renderRoute } from "../test/render-route";
import { searchDashboard, searchVariables } from "./admin-search";
import { AdminSearchDocument, AdminOverviewDocument } from "./gql/graphql";

const lists: AdminSearchQuery = {
  newsArticles: {
    __typename: "NewsArticlePage",
    items: [
      {
        __typename: "NewsArticle",
        id: "1",
        title: "Choir festival at Butere",
        slug: "choir-festival-at-butere",
      },
    ],
  },
  events: {
    __typename: "EventPage",
    items: [{ __typename: "Event", id: "4", title: "Youth rally", date: "2030-03-15" }],
  },
  jobOpenings: {
    __typename: "JobOpeningPage",
    items: [
      {
        __typename: "JobOpening",
        id: "9",
        position: "Diocesan Accountant",
        referenceNumber: "ADK/HR/2030/07",
      },
    ],
  },
  sermons: {
    __typename: "SermonPage",
    items: [
      {
        __typename: "Sermon",
        id: "6",
        title: "The Good Shepherd",
        preacher: "Canon Grace Atieno",
        preachedOn: "2030-04-21",
      },
    ],
  },
  photoAlbums: {
    __typename: "PhotoAlbumPage",
    items: [
      {
        __typename: "PhotoAlbum",
        id: "7",
        title: "Synod at Mumias",
        slug: "synod-at-mumias",
        date: "2030-05-02",
      },
    ],
  },
  archdeaconries: [
    {
      __typename: "Archdeaconry",
      id: "2",
      name: "Butere",
      parishes: [{ __typename: "Parish", id: "21", name: "St Paul's Butere" }],
    },
  ],
  departments: [{ __typename: "Department", id: "5", name: "Music", slug: "music" }],
  committees: [
    {
      __typename: "Committee",
      id: "3",
      name: "Finance Committee",
      members: [{ __typename: "CommitteeMember", id: "8", name: "CPA Joseph Mulama" }],
    },
  ],
};

describe("the dashboard's search", () => {
  it("finds news, sermons, albums, parishes, archdeaconries and pages holding every word, each linking to its edit screen", () => {
    expect(searchDashboard("butere", "EDITOR", lists)).toEqual([
      { kind: "News", label: "Choir festival at Butere", href: "/admin/edit-news/choir-festival-at-butere" },
      { kind: "Archdeaconry", label: "Butere", href: "/administrator/archdeaconry/2" },
      { kind: "Parish", label: "St Paul's Butere (Butere)", href: "/administrator/archdeaconry/2" },
    ]);
    expect(searchDashboard("accountant", "EDITOR", lists)).toEqual([
      { kind: "Job", label: "Diocesan Accountant (ADK/HR/2030/07)", href: "/admin/career-oppotunity?edit=9" },
    ]);
    expect(searchDashboard("rally youth", "EDITOR", lists)[0]?.href).toBe("/admin/events?edit=4");
    expect(searchDashboard("music", "EDITOR", lists)).toContainEqual({
      kind: "Department",
      label: "Music",
      href: "/admin/ui/departments?department=music",
    });
    expect(searchDashboard("finance", "EDITOR", lists)).toContainEqual({
      kind: "Committee",
      label: "Finance Committee",
      href: "/admin/committees?committee=3",
    });
    expect(searchDashboard("mulama", "EDITOR", lists)).toEqual([
      {
        kind: "Committee member",
        label: "CPA Joseph Mulama (Finance Committee)",
        href: "/admin/committees?committee=3",
      },
    ]);
    expect(searchDashboard("atieno shepherd", "PARISH_EDITOR", lists)).toEqual([
      {
        kind: "Sermon",
        label: "The Good Shepherd (Canon Grace Atieno, 2030-04-21)",
        href: "/admin/sermons",
      },
    ]);
    expect(searchDashboard("synod", "EDITOR", lists)).toContainEqual({
      kind: "Album",
      label: "Synod at Mumias (2030-05-02)",
      href: "/admin/gallery?album=synod-at-mumias",
    });
    expect(searchDashboard("slides", "EDITOR", lists)).toEqual([
      { kind: "Page", label: "Homepage", href: "/admin/ui/homepage" },
    ]);
  });

  it("asks only for what the API gives each role, so that a scoped editor's search still finds", () => {
    expect(searchVariables("EDITOR")).toEqual({ keepsNews: true, dioceseWide: true });
    expect(searchVariables("PARISH_EDITOR")).toEqual({ keepsNews: true, dioceseWide: false });
    expect(searchVariables("DEPARTMENT_EDITOR")).toEqual({ keepsNews: false, dioceseWide: false });
    expect(searchVariables("TREASURER")).toEqual({ keepsNews: false, dioceseWide: false });
    expect(searchVariables("ARCHDEACON")).toEqual({ keepsNews: false, dioceseWide: false });
  });

  it("offers the Users page to system admins only", () => {
    expect(searchDashboard("users", "SYSTEM_ADMIN", lists).map((result) => result.label)).toEqual(["Users"]);
    expect(searchDashboard("users", "EDITOR", lists)).toEqual([]);
  });

  it("opens a result from the header's search box", async () => {
    const searchMock: MockLink.MockedResponse<AdminSearchQuery> = {
      request: { query: AdminSearchDocument, variables: { keepsNews: true, dioceseWide: true } },
      result: { data: lists },
    };
    const overviewMock: MockLink.MockedResponse<AdminOverviewQuery> = {
      request: { query: AdminOverviewDocument },
      error: new Error("not under test"),
    };
    const { router } = renderRoute({
      routes,
      url: "/administrator/welcome",
      mocks: [meMock(buildStaff()), overviewMock, searchMock],
    });

    const box = await screen.findByRole("searchbox", { name: "Search the dashboard" });
    await userEvent.type(box, "accountant");
    await userEvent.click(await screen.findByRole("link", { name: /Diocesan Accountant/ }));

    expect(router.state.location.pathname).toBe("/admin/career-oppotunity");
    expect(router.state.location.search).toBe("?edit=9");
  });
});
