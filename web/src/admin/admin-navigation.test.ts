import { describe, expect, it } from "vitest";
import { messages } from "../lib/language";
import { navigationLinksFor } from "./admin-navigation";
import "./locales/register";

const labels = (role: Parameters<typeof navigationLinksFor>[0]) =>
  navigationLinksFor(role).map((link) => messages.en.t(link.label));

describe("the dashboard's sections by role", () => {
  it("show a treasurer the ledger and their account, and no section that changes content", () => {
    expect(labels("TREASURER")).toEqual(["Dashboard", "Contributions", "Account settings"]);
  });

  it("show an editor the content and not the ledger", () => {
    expect(labels("EDITOR")).toContain("News");
    expect(labels("EDITOR")).not.toContain("Contributions");
    expect(labels("EDITOR")).not.toContain("Users");
  });

  it("show a parish editor their parish, its events and news, and nothing of the diocese's", () => {
    expect(labels("PARISH_EDITOR")).toEqual([
      "Dashboard",
      "My parish",
      "News",
      "Gallery",
      "Events",
      "Sermons",
      "Account settings",
    ]);
  });

  it("show a department editor their department and its events, and no news", () => {
    expect(labels("DEPARTMENT_EDITOR")).toEqual(["Dashboard", "My department", "Events", "Account settings"]);
  });

  it("show a system admin everything", () => {
    expect(labels("SYSTEM_ADMIN")).toEqual(expect.arrayContaining(["News", "Contributions", "Users"]));
  });
});
