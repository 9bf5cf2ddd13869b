import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paths } from "../lib/paths";
import { siteSettingsMock } from "../features/site/site.fixtures";
import { renderRoute } from "../test/render-route";
import { renderUi } from "../test/render-ui";
import { NotFoundPage } from "./not-found.page";

const routes = [
  { path: paths.home.path, element: <p>Home page</p> },
  { path: paths.newsList.path, element: <p>News page</p> },
  { path: paths.notFound.path, element: <NotFoundPage /> },
];

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("the 404 page", () => {
  it("explains that the page does not exist and links to pages that do", () => {
    renderRoute({ routes, url: "/no-such-page" });

    expect(screen.getByRole("heading", { name: "Oops!" })).toBeTruthy();
    expect(screen.getByText("We can't seem to find the page you are looking for.")).toBeTruthy();
    expect(screen.getByText("Error code 404")).toBeTruthy();
    const links = screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Home", "/"],
      ["About Us", "/about-us"],
      ["Projects", "/projects"],
      ["Blog and News", "/blogs-and-news"],
      ["Diocese History", "/diocese-history"],
    ]);
  });

  it("goes back to the previous page the app showed", async () => {
    // React Router's own entries in the tab's history: the news page, then this one.
    window.history.replaceState({ idx: 0 }, "", "/blogs-and-news");
    window.history.pushState({ idx: 1 }, "", "/no-such-page");
    renderUi(<NotFoundPage />, [siteSettingsMock()]);

    await userEvent.click(screen.getByRole("button", { name: "Go Back" }));

    await waitFor(() => expect(window.location.pathname).toBe("/blogs-and-news"));
  });

  it("goes back to the page of this site the visitor followed a link from", async () => {
    window.history.replaceState(null, "", "/blogs-and-news");
    window.history.pushState(null, "", "/no-such-page");
    vi.spyOn(document, "referrer", "get").mockReturnValue(`${window.location.origin}/blogs-and-news`);
    renderUi(<NotFoundPage />, [siteSettingsMock()]);

    await userEvent.click(screen.getByRole("button", { name: "Go Back" }));

    await waitFor(() => expect(window.location.pathname).toBe("/blogs-and-news"));
  });

  it.each([
    ["arrived on it directly", "", null],
    ["came from another site", "https://www.example.com/search?q=diocese", null],
    // The new tab names the page the link was on, but has nothing behind this page.
    ["opened a link of this site in a new tab", `${window.location.origin}/blogs-and-news`, 1],
  ])("goes to the home page when the visitor %s", async (_, referrer, historyLength) => {
    window.history.replaceState(null, "", "/no-such-page");
    vi.spyOn(document, "referrer", "get").mockReturnValue(referrer);
    if (historyLength !== null) vi.spyOn(window.history, "length", "get").mockReturnValue(historyLength);
    // jsdom cannot load another page: a stand-in for the tab's location sees where it is sent.
    const location = Object.assign(new URL(window.location.href), { assign: vi.fn() });
    vi.stubGlobal("location", location);
    renderUi(<NotFoundPage />, [siteSettingsMock()]);

    await userEvent.click(screen.getByRole("button", { name: "Go Back" }));

    expect(location.assign).toHaveBeenCalledWith("/");
  });
});
