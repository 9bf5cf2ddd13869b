import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { INFORMATION_PAGES, informationPageSlug, sitePaths } from "@diocese/site/site-routes";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { missingMessages } from "../../lib/language";
import { renderRoute } from "../../test/render-route";
import { AdminAboutUsDocument, type AdminAboutUsQuery } from "../gql/graphql";

const aboutUs: AdminAboutUsQuery = {
  administrativeSecretary: {
    __typename: "AdministrativeSecretary",
    name: "Jane Atieno",
    title: "Diocesan Administrative Secretary",
    imageUrl: null,
    image: null,
    kiswahili: [{ __typename: "TextTranslation", field: "title", text: "Katibu wa Utawala wa Dayosisi" }],
    needsTranslation: false,
  },
  informationPages: [
    {
      __typename: "InformationPage",
      id: "1",
      slug: "about-us",
      title: "About Us",
      body: "<p>The diocese serves western Kenya.</p>",
      status: "DRAFT",
      publishAt: null,
      updatedAt: "2026-11-01T07:00:00.000Z",
      kiswahili: [],
      needsTranslation: true,
    },
  ],
  historyBishops: [],
};

const aboutUsMock: MockLink.MockedResponse<AdminAboutUsQuery> = {
  request: { query: AdminAboutUsDocument },
  result: { data: aboutUs },
};

afterEach(() => missingMessages.clear());

describe("the About Us screen", () => {
  it("speaks Kiswahili to a member of staff whose language is Kiswahili, with the Kiswahili fields", async () => {
    renderRoute({
      routes,
      url: "/admin/ui/aboutus-page",
      mocks: [meMock(buildStaff({ language: "SW" })), aboutUsMock],
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Ukurasa wa Kuhusu Sisi" })).toBeTruthy();
    const secretary = within(screen.getByRole("region", { name: "Katibu wa Utawala" }));
    expect(secretary.getByLabelText<HTMLInputElement>(/^Cheo \(Kiswahili\)/).value).toBe(
      "Katibu wa Utawala wa Dayosisi",
    );
    expect(secretary.getByRole("button", { name: "Sasisha taarifa" })).toBeTruthy();

    const pages = within(screen.getByRole("region", { name: "Maandishi ya kurasa" }));
    expect(pages.getByRole("tab", { name: "Historia" })).toBeTruthy();
    expect(pages.getByText("Rasimu")).toBeTruthy();
    expect(pages.getByRole("link", { name: "Onyesho la ukurasa wa Kuhusu Sisi" })).toBeTruthy();
    expect(pages.getByRole("button", { name: "Hifadhi ukurasa wa Kuhusu Sisi" })).toBeTruthy();
    expect(pages.getByText("Ukurasa utaonekana kwa wafanyakazi pekee, hadi utakapochapishwa.")).toBeTruthy();

    expect(document.body.textContent).not.toMatch(/dashboard\w*\.\w+/);
    expect([...missingMessages]).toEqual([]);
  });

  it("offers every information page of the site's route table, as the website names it, each starting from its title", async () => {
    renderRoute({ routes, url: "/admin/ui/aboutus-page", mocks: [meMock(buildStaff()), aboutUsMock] });

    const pages = within(await screen.findByRole("region", { name: "Pages' text" }));
    const titles = INFORMATION_PAGES.map((page) => sitePaths[page].title);
    expect(pages.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(titles);
    for (const page of INFORMATION_PAGES) {
      await userEvent.click(pages.getByRole("tab", { name: sitePaths[page].title }));
      const saved = aboutUs.informationPages.find((item) => item.slug === informationPageSlug(page));
      const [title] = within(pages.getByRole("tabpanel")).getAllByLabelText<HTMLInputElement>(/^Title/);
      expect({ page, title: title!.value }).toEqual({ page, title: saved?.title ?? sitePaths[page].title });
    }
    expect(
      within(pages.getByRole("tabpanel")).getByRole("button", { name: "Save the Projects page" }),
    ).toBeTruthy();
  });
});
