import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
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
    expect(pages.getByRole("tab", { name: "Historia ya Dayosisi" })).toBeTruthy();
    expect(pages.getByText("Rasimu")).toBeTruthy();
    expect(pages.getByRole("link", { name: "Onyesho la ukurasa wa Kuhusu Sisi" })).toBeTruthy();
    expect(pages.getByRole("button", { name: "Hifadhi ukurasa wa Kuhusu Sisi" })).toBeTruthy();
    expect(pages.getByText("Ukurasa utaonekana kwa wafanyakazi pekee, hadi utakapochapishwa.")).toBeTruthy();

    expect(document.body.textContent).not.toMatch(/dashboard\w*\.\w+/);
    expect([...missingMessages]).toEqual([]);
  });
});
