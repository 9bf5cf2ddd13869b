import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { paths } from "../app/paths";
import { renderRoute } from "../test/render-route";
import { NotFoundPage } from "./not-found.page";

const routes = [
  { path: paths.home.path, element: <p>Home page</p> },
  { path: paths.newsList.path, element: <p>News page</p> },
  { path: paths.notFound.path, element: <NotFoundPage /> },
];

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

  it("goes back to the previous page", async () => {
    const { router } = renderRoute({ routes, url: ["/blogs-and-news", "/no-such-page"] });

    await userEvent.click(screen.getByRole("button", { name: "Go Back" }));

    expect(await screen.findByText("News page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/blogs-and-news");
  });

  it("goes to the home page when the visitor arrived on it directly", async () => {
    renderRoute({ routes, url: "/no-such-page" });

    await userEvent.click(screen.getByRole("button", { name: "Go Back" }));

    expect(await screen.findByText("Home page")).toBeTruthy();
  });
});
