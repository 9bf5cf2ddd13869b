import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { routes } from "../app/router";
import { buildStaff, meMock } from "../features/auth/auth.fixtures";
import { missingMessages } from "../lib/language";
import { renderRoute } from "../test/render-route";
import { AdminSiteSettingsDocument } from "./gql/graphql";

const parishEditor = buildStaff({
  role: "PARISH_EDITOR",
  parish: { __typename: "Parish", id: "7", name: "St Luke's Butere" },
});

/** The page's own part of the screen, without the dashboard's header and menu. */
const main = () => within(screen.getByRole("main"));

describe("a dashboard page opened by its address by a role it is not for", () => {
  afterEach(() => missingMessages.clear());

  it.each([
    ["Contributions", "/admin/contributions"],
    ["Settings", "/admin/settings"],
    ["Users", "/admin/users"],
    ["Archdeaconry", "/administrator/archdeoconry"],
  ])("tells a parish editor that %s is not for their role, with no button to press", async (_, url) => {
    renderRoute({ routes, url, mocks: [meMock(parishEditor)] });

    expect(
      await screen.findByRole("heading", { level: 1, name: "This page is not for your role" }),
    ).toBeTruthy();
    expect(
      main().getByText(
        "Your role is Parish editor, and this page is for other roles. The menu shows the pages for yours.",
      ),
    ).toBeTruthy();
    expect(main().queryAllByRole("button")).toEqual([]);
    expect(main().getByRole("link", { name: "Go to your first page" }).getAttribute("href")).toBe(
      "/administrator/welcome",
    );
  });

  it("tells a treasurer the same of the settings, in Kiswahili when that is their language", async () => {
    renderRoute({
      routes,
      url: "/admin/settings",
      mocks: [meMock(buildStaff({ role: "TREASURER", language: "SW" }))],
    });

    expect(
      await screen.findByRole("heading", { level: 1, name: "Ukurasa huu si wa jukumu lako" }),
    ).toBeTruthy();
    expect(main().getByText(/^Jukumu lako ni Mweka hazina,/)).toBeTruthy();
    expect([...missingMessages]).toEqual([]);
  });

  it("tells an archdeacon that the news is not for their role, which changes no content", async () => {
    const archdeacon = buildStaff({
      role: "ARCHDEACON",
      archdeaconry: { __typename: "Archdeaconry", id: "2", name: "Butere" },
    });
    renderRoute({ routes, url: "/admin/news", mocks: [meMock(archdeacon)] });

    expect(
      await screen.findByRole("heading", { level: 1, name: "This page is not for your role" }),
    ).toBeTruthy();
    expect(main().getByText(/^Your role is Archdeacon, and this page is for other roles/)).toBeTruthy();
    expect(main().queryAllByRole("button")).toEqual([]);
  });

  it("opens the page for a role it is for", async () => {
    renderRoute({
      routes,
      url: "/admin/settings",
      mocks: [
        meMock(buildStaff({ role: "EDITOR" })),
        { request: { query: AdminSiteSettingsDocument }, error: new Error("Network request failed") },
      ],
    });

    expect(await screen.findByText(/could not reach the server/)).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "This page is not for your role" })).toBeNull();
  });
});
