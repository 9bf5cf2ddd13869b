import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildFeaturedAppeal, buildHomePage } from "../features/home/home.fixtures";
import type { HomePageQuery, HomePageQueryVariables } from "../gql/graphql";
import { HOME_PAGE_VARIABLES } from "../public/home.route";
import { renderRoute } from "../test/render-route";
import { routes } from "./router";
import { FeaturedAppealDocument, HomePageDocument } from "../gql/graphql";

const homePage: MockLink.MockedResponse<HomePageQuery, HomePageQueryVariables> = {
  request: { query: HomePageDocument, variables: HOME_PAGE_VARIABLES },
  result: { data: buildHomePage() },
};
const featuredAppeal = {
  request: { query: FeaturedAppealDocument },
  result: { data: buildFeaturedAppeal() },
};

describe("the public site", () => {
  it("opens on the home page inside the site's top bar, menu and footer", async () => {
    renderRoute({ routes, url: "/", mocks: [homePage, featuredAppeal] });

    expect(await screen.findByRole("heading", { name: "A word from the Bishop" })).toBeTruthy();
    expect(screen.getByText("The Rt Rev. John Bishop")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Synod opens in Kakamega" })).toBeTruthy();
    // The first slide is the picture to hurry; the news below the fold waits until scrolled near.
    const newsCover = screen.getByRole("img", { name: "Bishop visits Vihiga parishes" });
    expect(newsCover.getAttribute("loading")).toBe("lazy");
    expect(screen.getByText("2:00 pm – 4:30 pm")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Appeal" }).textContent).toContain("KES 600,000,000");
    expect(screen.getByRole("link", { name: "Mail" }).getAttribute("href")).toBe("https://mail.example.org");

    const navigation = screen.getByRole("navigation", { name: "Main" });
    expect(within(navigation).getByRole("link", { name: "HOME" }).getAttribute("aria-current")).toBe("page");
    expect(within(navigation).getByRole("link", { name: "PROJECTS" }).getAttribute("href")).toBe("/projects");
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Anglican Church`))).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("ACK Diocese | Home"));
  });

  it("builds the Archdeaconries and Departments menus from the API", async () => {
    const user = userEvent.setup();
    renderRoute({ routes, url: "/", mocks: [homePage, featuredAppeal] });

    const menu = () => within(screen.getByRole("navigation", { name: "Main" }));
    await user.click(await screen.findByRole("button", { name: "ARCHDEACONRIES" }));
    // The menus' entries come with the site's navigation, after the menu buttons are drawn.
    expect((await menu().findByRole("link", { name: "Vihiga" })).getAttribute("href")).toBe(
      "/archdeaconry/2",
    );
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "DEPARTMENTS" }));
    expect(menu().getByRole("link", { name: "Education" }).getAttribute("href")).toBe(
      "/departments/education",
    );
  });

  it("offers About Us, History, Governance, the clergy, Boards & Committees, the year in numbers, careers and the strategic plan under ABOUT", async () => {
    const user = userEvent.setup();
    renderRoute({ routes, url: "/", mocks: [homePage, featuredAppeal] });

    const aboutButton = await screen.findByRole("button", { name: "ABOUT" });
    await user.click(aboutButton);
    const list = document.getElementById(aboutButton.getAttribute("aria-controls")!)!;
    // The strategic plan's link comes with the site's navigation, after the menu is drawn.
    await within(list).findByRole("link", { name: "Strategic Plan" });
    const items = within(list).getAllByRole("link");
    expect(items.map((item) => [item.textContent, item.getAttribute("href")])).toEqual([
      ["About Us", "/about-us"],
      ["Diocese History", "/diocese-history"],
      ["Governance System", "/governance-system"],
      ["Our Clergy", "/clergy"],
      ["Boards & Committees", "/boards-and-committees"],
      ["The Year in Numbers", "/year-in-numbers"],
      ["Career Opportunities", "/career-oppotunities"],
      ["Strategic Plan", "/uploads/documents/strategic-plan.pdf"],
    ]);
  });

  it("sends the correctly spelt careers address to the old one", async () => {
    const { router } = renderRoute({ routes, url: "/career-opportunities" });

    await waitFor(() => expect(router.state.location.pathname).toBe("/career-oppotunities"));
    expect(await screen.findByRole("heading", { level: 1, name: "Career Opportunities" })).toBeTruthy();
  });

  it("shows the 404 page for any unknown address", () => {
    renderRoute({ routes, url: "/no-such-page" });

    expect(screen.getByRole("heading", { name: "Oops!" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeTruthy();
  });
});
