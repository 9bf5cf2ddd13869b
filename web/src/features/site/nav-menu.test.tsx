import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../test/render-ui";
import { NavMenu } from "./nav-menu";
import { navMenu } from "./nav-menu.behaviour";
import type { NavGroup } from "./site-navigation";

const about: NavGroup = {
  label: "ABOUT",
  links: [
    { label: "About Us", href: "/about-us" },
    { label: "Diocese History", href: "/diocese-history" },
    { label: "Strategic Plan", href: "/uploads/documents/strategic-plan.pdf", file: true },
  ],
};

function drawMenu() {
  renderUi(
    <>
      <NavMenu group={about} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return screen.getByRole("button", { name: "ABOUT" });
}

describe("a list of the main menu", () => {
  it("is drawn closed, and its button shows and hides its links", async () => {
    const user = userEvent.setup();
    const button = drawMenu();

    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryAllByRole("link")).toEqual([]);

    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const list = screen.getByRole("list");
    expect(list.id).toBe(button.getAttribute("aria-controls"));
    expect(screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["About Us", "/about-us"],
      ["Diocese History", "/diocese-history"],
      ["Strategic Plan", "/uploads/documents/strategic-plan.pdf"],
    ]);
    expect(screen.getByRole("link", { name: "Strategic Plan" }).hasAttribute("download")).toBe(true);

    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryAllByRole("link")).toEqual([]);
  });

  it("closes on Escape and gives the focus back to its button", async () => {
    const user = userEvent.setup();
    const button = drawMenu();

    await user.click(button);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "About Us" }));
    await user.keyboard("{Escape}");

    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryAllByRole("link")).toEqual([]);
    expect(document.activeElement).toBe(button);
  });

  it("closes on a click outside it", async () => {
    const user = userEvent.setup();
    const button = drawMenu();

    await user.click(button);
    await user.click(document.body);

    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryAllByRole("link")).toEqual([]);
  });

  it("closes when the focus leaves it", async () => {
    const user = userEvent.setup();
    const button = drawMenu();

    await user.click(button);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await user.tab();

    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Elsewhere" }));
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes when one of its links is followed", async () => {
    const user = userEvent.setup();
    const button = drawMenu();

    await user.click(button);
    await user.click(screen.getByRole("link", { name: "Diocese History" }));

    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryAllByRole("link")).toEqual([]);
  });

  it("works as well on its HTML alone, as a page the server drew arrives", async () => {
    const user = userEvent.setup();
    const { container, unmount } = renderUi(<NavMenu group={about} />);
    const html = container.innerHTML;
    unmount();
    document.body.innerHTML = html;
    const stop = navMenu.start(document.querySelector<HTMLElement>('[data-behaviour="nav-menu"]')!);
    const button = screen.getByRole("button", { name: "ABOUT" });

    await user.click(button);
    expect(screen.getAllByRole("link")).toHaveLength(3);
    await user.keyboard("{Escape}");
    expect(screen.queryAllByRole("link")).toEqual([]);
    expect(document.activeElement).toBe(button);
    stop();
    document.body.replaceChildren();
  });
});
