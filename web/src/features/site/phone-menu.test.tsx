import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../test/render-ui";
import { PhoneMenu } from "./phone-menu";
import { buildSiteSettings } from "./site.fixtures";
import { buildNavigation } from "./site-navigation";

const navigation = buildNavigation(buildSiteSettings(), [{ id: "2", name: "Vihiga" }], []);

// jsdom has no HTMLDialogElement.showModal: opening and closing the dialog is checked in a
// browser, in web/e2e/public-site.e2e.ts.
describe("the phone menu", () => {
  it("is drawn closed: its button says so and names the dialog it opens", () => {
    renderUi(<PhoneMenu navigation={navigation} />);

    const button = screen.getByRole("button", { name: "Open the menu" });
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    const dialog = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("holds the whole menu in its dialog, by group, the current page marked", () => {
    renderUi(<PhoneMenu navigation={navigation} />);

    const dialog = screen.getByRole("dialog", { hidden: true });
    expect(document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")?.textContent).toBe("Menu");
    const menu = within(dialog).getByRole("navigation", { name: "Main", hidden: true });
    expect(within(menu).getByRole("heading", { name: "ARCHDEACONRIES", hidden: true })).toBeTruthy();
    const home = within(menu).getByRole("link", { name: "HOME", hidden: true });
    expect(home.getAttribute("aria-current")).toBe("page");
    expect(within(menu).getByRole("link", { name: "Vihiga", hidden: true }).getAttribute("href")).toBe(
      "/archdeaconry/2",
    );
    expect(
      within(menu).getByRole("link", { name: "Strategic Plan", hidden: true }).hasAttribute("download"),
    ).toBe(true);
    expect(within(dialog).getByRole("button", { name: "Close the menu", hidden: true })).toBeTruthy();
  });
});
