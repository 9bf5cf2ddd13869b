import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../test/render-route";
import { RouteErrorPage } from "./route-error.page";

function BrokenPage(): never {
  throw new Error("The page broke");
}

describe("the error screen", () => {
  // React and jsdom report the thrown error loudly; the test is about what the visitor sees.
  const silence = (event: ErrorEvent) => event.preventDefault();
  beforeEach(() => {
    window.addEventListener("error", silence);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    window.removeEventListener("error", silence);
    vi.restoreAllMocks();
  });

  it("shows a friendly message instead of a blank page when a page fails", () => {
    renderRoute({
      routes: [{ path: "/", element: <BrokenPage />, errorElement: <RouteErrorPage /> }],
      url: "/",
    });

    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
  });
});
