import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../test/render-ui";
import { SiteHeader } from "./site-header";
import { siteNavigationMock, siteSettingsMock } from "./site.fixtures";

describe("the site header", () => {
  // Which of the two shows is CSS's choice (hideBelow, hideFrom), which jsdom does not apply.
  it("draws the lists of wide screens and the phone's ☰ button together, both closed", async () => {
    renderUi(<SiteHeader />, [siteSettingsMock(), siteNavigationMock()]);

    const menu = screen.getByRole("navigation", { name: "Main" });
    for (const name of ["ABOUT", "ARCHDEACONRIES", "DEPARTMENTS", "MEDIA"]) {
      const button = await within(menu).findByRole("button", { name });
      expect(button.getAttribute("aria-expanded"), name).toBe("false");
    }
    expect(screen.getByRole("button", { name: "Open the menu" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("gives phones the same menu as wide screens: every page and list, in the same order", async () => {
    renderUi(<SiteHeader />, [siteSettingsMock(), siteNavigationMock()]);

    const [wide, phone] = screen.getAllByRole("navigation", { name: "Main", hidden: true });
    await within(wide!).findByRole("button", { name: "DEPARTMENTS" });
    // The lists' links are in the page, closed; what opens them is each one's behaviour.
    const links = (menu: HTMLElement) =>
      [...menu.querySelectorAll("a")].map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links(phone!)).toEqual(links(wide!));
    expect(links(phone!)).toEqual(
      expect.arrayContaining([
        ["EVENTS", "/events"],
        ["News", "/blogs-and-news"],
        ["Sermons", "/sermons"],
        ["Gallery", "/gallery"],
        ["Documents", "/documents"],
      ]),
    );
  });
});
