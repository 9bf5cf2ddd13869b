import { InMemoryCache } from "@apollo/client";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { routes } from "../app/router";
import { buildStaff, meMock } from "../features/auth/auth.fixtures";
import { renderRoute } from "../test/render-route";
import { SignOutDocument } from "../gql/graphql";

describe("the dashboard's frame", () => {
  it("shows the member of staff's name and role in the header, and the sections in the sidebar", async () => {
    renderRoute({ routes, url: "/administrator/welcome", mocks: [meMock(buildStaff())] });

    const header = within(await screen.findByRole("banner"));
    expect(header.getByText("Diocesan Office")).toBeTruthy();
    expect(header.getByText("System Admin")).toBeTruthy();
    expect(header.getByText("Staff dashboard")).toBeTruthy();
    const sidebar = within(screen.getByRole("navigation", { name: "Dashboard" }));
    expect(sidebar.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Dashboard",
      "Homepage",
      "About Us page",
      "Departments",
      "Boards & Committees",
      "News",
      "Projects",
      "Gallery",
      "Archdeaconry",
      "Events",
      "Career opportunity",
      "Sermons",
      "Documents",
      "Clergy",
      "Postings",
      "Schools and hospitals",
      "Assessments",
      "SMS notices",
      "Parish returns",
      "Questions of the returns",
      "Subscribers",
      "Newsletter",
      "Contributions",
      "Pledges",
      "Giving statements",
      "SMS log",
      "Settings",
      "Users",
      "API tokens",
      "Audit log",
      "Account settings",
    ]);
    expect(sidebar.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
    expect(sidebar.getByRole("link", { name: "Archdeaconry" }).getAttribute("href")).toBe(
      "/administrator/archdeoconry",
    );
    expect(sidebar.getByRole("link", { name: "Career opportunity" }).getAttribute("href")).toBe(
      "/admin/career-oppotunity",
    );
  });

  it("shows Users and API tokens to system admins only", async () => {
    renderRoute({ routes, url: "/administrator/welcome", mocks: [meMock(buildStaff({ role: "EDITOR" }))] });

    const sidebar = within(await screen.findByRole("navigation", { name: "Dashboard" }));
    expect(sidebar.getByRole("link", { name: "Settings" })).toBeTruthy();
    expect(sidebar.queryByRole("link", { name: "Users" })).toBeNull();
    expect(sidebar.queryByRole("link", { name: "API tokens" })).toBeNull();
  });

  it("opens Account Settings from the profile menu", async () => {
    const { router } = renderRoute({ routes, url: "/administrator/welcome", mocks: [meMock(buildStaff())] });

    await userEvent.click(await screen.findByRole("button", { name: /Diocesan Office/ }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Account Settings" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Account" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/administrator/account");
  });

  it("signs out, forgets the cached data and opens the login page", async () => {
    const cache = new InMemoryCache();
    const signOut = vi.fn(() => ({ data: { signOut: true } }));
    const { router } = renderRoute({
      routes,
      url: "/administrator/welcome",
      cache,
      mocks: [meMock(buildStaff()), { request: { query: SignOutDocument }, result: signOut }],
    });

    // By keyboard, as a member of staff without a mouse would.
    (await screen.findByRole("button", { name: /Diocesan Office/ })).focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("menuitem", { name: "Sign Out" });
    // Past Account Settings and the two languages.
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{Enter}");

    expect(await screen.findByRole("heading", { name: "Welcome" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/authentication/login");
    expect(signOut).toHaveBeenCalledTimes(1);
    // Nothing of the member of staff stays. The login page may already have asked again for the
    // site's public settings, which come back into the emptied cache: waiting for an empty cache
    // failed a CI run when they were quicker than the check.
    await vi.waitFor(() => {
      const { ROOT_QUERY: rootQuery = {}, ...records } = cache.extract() as Record<string, object>;
      expect(Object.keys(records)).toEqual([]);
      expect(Object.keys(rootQuery)).not.toContain("me");
    });
  });
});
