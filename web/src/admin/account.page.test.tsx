import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { routes } from "../app/router";
import { buildStaff, meMock } from "../features/auth/auth.fixtures";
import { missingMessages } from "../lib/language";
import { renderRoute } from "../test/render-route";

describe("the account page", () => {
  it("shows the member of staff's details, with the password masked", async () => {
    renderRoute({ routes, url: "/administrator/account", mocks: [meMock(buildStaff())] });

    const main = within(await screen.findByRole("main"));
    expect(await main.findByRole("heading", { level: 1, name: "Account" })).toBeTruthy();
    expect(main.getByRole("heading", { level: 2, name: "Diocesan Office" })).toBeTruthy();
    expect(main.getByText("(System Admin)")).toBeTruthy();
    expect(main.getByText("+254 712 345 678")).toBeTruthy();
    expect(main.getByText("office@diocese.example")).toBeTruthy();
    expect(main.getByText("••••••••")).toBeTruthy();
    expect(main.getByRole("button", { name: "Change Password" })).toBeTruthy();
    expect(document.title).toBe("ACK Diocese | Account");
  });

  it("names an editor's role, and shows a dash for a missing phone number", async () => {
    renderRoute({
      routes,
      url: "/administrator/account",
      mocks: [meMock(buildStaff({ role: "EDITOR", phone: null }))],
    });

    const main = within(await screen.findByRole("main"));
    expect(await main.findByText("(Editor)")).toBeTruthy();
    expect(main.getByText("—")).toBeTruthy();
  });
});

describe("the account page in Kiswahili", () => {
  afterEach(() => missingMessages.clear());

  it("speaks Kiswahili to a member whose language is Kiswahili", async () => {
    renderRoute({
      routes,
      url: "/administrator/account",
      mocks: [meMock(buildStaff({ language: "SW" }))],
    });

    const main = within(await screen.findByRole("main"));
    expect(await main.findByRole("heading", { level: 1, name: "Akaunti" })).toBeTruthy();
    expect(main.getByText("(Msimamizi wa Mfumo)")).toBeTruthy();
    expect(main.getByText("Jina la mtumiaji")).toBeTruthy();
    expect(main.getByText("Nenosiri")).toBeTruthy();
    await userEvent.click(main.getByRole("button", { name: "Badilisha Nenosiri" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Badilisha Nenosiri" }));
    expect(dialog.getByRole("button", { name: "Hifadhi nenosiri jipya" })).toBeTruthy();
    expect(dialog.getByRole("button", { name: "Ghairi" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/dashboardAccount\.\w+/);
    expect([...missingMessages]).toEqual([]);
  });
});
