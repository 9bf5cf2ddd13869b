import { matchRoutes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { STAFF_REACH, STAFF_ROLES, type StaffPage } from "@diocese/site/staff-reach";
import { routes } from "../app/router";
import { messages } from "../lib/language";
import { adminNavigation, isGroup, navigationLinksFor } from "./admin-navigation";
import "./locales/register";

const labels = (role: Parameters<typeof navigationLinksFor>[0]) =>
  navigationLinksFor(role).map((link) => messages.en.t(link.label));

describe("the dashboard's sections by role", () => {
  it("show a treasurer the ledger, the parishes' assessments and returns, the pledges, the giving statements, the SMS log and their account, and no section that changes content", () => {
    expect(labels("TREASURER")).toEqual([
      "Dashboard",
      "Assessments",
      "Parish returns",
      "Contributions",
      "Pledges",
      "Giving statements",
      "SMS log",
      "Account settings",
    ]);
  });

  it("show an editor the content and not the ledger", () => {
    expect(labels("EDITOR")).toContain("News");
    expect(labels("EDITOR")).not.toContain("Contributions");
    expect(labels("EDITOR")).not.toContain("Users");
  });

  it("show a parish editor their parish, its events, news, schools and hospitals, assessment, SMS notices and return, and nothing of the diocese's", () => {
    expect(labels("PARISH_EDITOR")).toEqual([
      "Dashboard",
      "My parish",
      "News",
      "Gallery",
      "Events",
      "Sermons",
      "Schools and hospitals",
      "Assessments",
      "SMS notices",
      "Parish returns",
      "Account settings",
    ]);
  });

  it("show a department editor their department and its events, and no news", () => {
    expect(labels("DEPARTMENT_EDITOR")).toEqual(["Dashboard", "My department", "Events", "Account settings"]);
  });

  it("show an archdeacon their first page, their archdeaconry's assessments and returns and their account, and no section that changes content", () => {
    expect(labels("ARCHDEACON")).toEqual(["Dashboard", "Assessments", "Parish returns", "Account settings"]);
  });

  it("show a system admin everything", () => {
    expect(labels("SYSTEM_ADMIN")).toEqual(expect.arrayContaining(["News", "Contributions", "Users"]));
  });
});

describe("the dashboard's sections and its pages, from one table", () => {
  const links = adminNavigation.flatMap((entry) => (isGroup(entry) ? entry.items : [entry]));
  /** The page of the route an address opens, as the route tells the page guard. */
  const pageAt = (href: string) =>
    (matchRoutes(routes, href) ?? [])
      .map(({ route }) => (route.handle as { reach?: StaffPage } | undefined)?.reach)
      .filter(Boolean)
      .at(-1);

  it.each(links.map((link) => [link.label, link] as const))(
    "links %s to a route of the same page, which its roles reach",
    (_, link) => {
      expect(pageAt(link.href)).toBe(link.page);
    },
  );

  it("shows no one a section of a page they do not reach", () => {
    for (const role of STAFF_ROLES)
      for (const link of navigationLinksFor(role))
        expect(STAFF_REACH[link.page] as readonly string[]).toContain(role);
  });

  it("hides Contributions and Settings from a parish editor, and Settings from a treasurer", () => {
    expect(labels("PARISH_EDITOR")).not.toContain("Contributions");
    expect(labels("PARISH_EDITOR")).not.toContain("Settings");
    expect(labels("TREASURER")).not.toContain("Settings");
  });
});
