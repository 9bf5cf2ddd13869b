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
    for (const name of ["ABOUT", "ARCHDEACONRIES", "DEPARTMENTS"]) {
      const button = await within(menu).findByRole("button", { name });
      expect(button.getAttribute("aria-expanded"), name).toBe("false");
    }
    expect(screen.getByRole("button", { name: "Open the menu" }).getAttribute("aria-expanded")).toBe("false");
  });
});
