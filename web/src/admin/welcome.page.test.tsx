import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routes } from "../app/router";
import { buildStaff, meMock } from "../features/auth/auth.fixtures";
import { renderRoute } from "../test/render-route";

describe("the welcome page", () => {
  it("greets the member of staff by name inside the dashboard's frame", async () => {
    renderRoute({ routes, url: "/administrator/welcome", mocks: [meMock(buildStaff())] });

    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Diocesan Office" })).toBeTruthy();
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: "Account settings" }).getAttribute("href")).toBe(
      "/administrator/account",
    );
    expect(document.title).toBe("ACK Diocese | Welcome");
  });

  it("opens from the dashboard's bare address", async () => {
    const { router } = renderRoute({ routes, url: "/administrator", mocks: [meMock(buildStaff())] });

    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Diocesan Office" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/administrator/welcome");
  });
});
