import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildAppealProgress } from "../features/giving/giving.fixtures";
import { buildGiving, buildSiteSettings, siteSettingsMock } from "../features/site/site.fixtures";
import { HonourRollPageDocument } from "../gql/graphql";
import { paths } from "../lib/paths";
import { renderRoute } from "../test/render-route";
import { HonourRollPage } from "./honour-roll.page";
import { PublicLayout } from "./public-layout";

const routes = [
  {
    element: <PublicLayout />,
    children: [
      { path: paths.honourRoll.path, element: <HonourRollPage by="PARISH" /> },
      { path: paths.honourRollByArchdeaconry.path, element: <HonourRollPage by="ARCHDEACONRY" /> },
    ],
  },
];
const SLUG = "cathedral-roof";

const rollMock = (by: "PARISH" | "ARCHDEACONRY") => ({
  request: { query: HonourRollPageDocument, variables: { slug: SLUG, by } },
  result: {
    data: {
      project: {
        __typename: "Project",
        id: "7",
        slug: SLUG,
        title: "Cathedral Roof",
        status: "ONGOING",
        progress: buildAppealProgress(),
        honourRoll: {
          __typename: "HonourRoll",
          raisedKes: 120_000,
          givenOutsidePledgesKes: 4_000,
          groups: [
            {
              __typename: "HonourRollGroup",
              id: "11",
              name: by === "PARISH" ? "St Peter's Butere" : "Butere Archdeaconry",
              promisedKes: 67_000,
              givenKes: 12_500,
              pledges: 3,
              unnamed: 1,
              names: [
                {
                  __typename: "HonourRollName",
                  name: "Mothers' Union, Butere",
                  kind: "MOTHERS_UNION",
                  amountKes: 50_000,
                },
                { __typename: "HonourRollName", name: "Grace Achieng", kind: "PERSON", amountKes: null },
              ],
            },
            {
              __typename: "HonourRollGroup",
              id: null,
              name: null,
              promisedKes: 3_000,
              givenKes: 0,
              pledges: 1,
              unnamed: 1,
              names: [],
            },
          ],
        },
      },
    },
  },
});

describe("the honour roll page", () => {
  it("lists each parish with what it gave and promised, the named pledgers and how many more", async () => {
    renderRoute({
      routes,
      url: `/give/${SLUG}/honour-roll`,
      mocks: [rollMock("PARISH")],
      siteSettings: siteSettingsMock(buildSiteSettings(), buildGiving()),
    });
    const parish = (await screen.findByRole("heading", { level: 3, name: "St Peter's Butere" })).closest(
      "li",
    )!;
    expect(within(parish).getByText("Given KES 12,500 of KES 67,000 promised, in 3 pledges")).toBeTruthy();
    expect(within(parish).getByText("Mothers' Union, Butere: KES 50,000")).toBeTruthy();
    expect(within(parish).getByText("Grace Achieng")).toBeTruthy();
    expect(within(parish).getByText("and 1 more pledge, counted without a name")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Pledges that named no parish" })).toBeTruthy();
    expect(screen.getByText("Given to the appeal besides its pledges: KES 4,000.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "By archdeaconry" }).getAttribute("href")).toBe(
      `/give/${SLUG}/honour-roll/by-archdeaconry`,
    );
  });

  it("groups by archdeaconry when its address asks", async () => {
    renderRoute({
      routes,
      url: `/give/${SLUG}/honour-roll/by-archdeaconry`,
      mocks: [rollMock("ARCHDEACONRY")],
      siteSettings: siteSettingsMock(buildSiteSettings(), buildGiving()),
    });
    expect(await screen.findByRole("heading", { level: 3, name: "Butere Archdeaconry" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "By parish" }).getAttribute("href")).toBe(
      `/give/${SLUG}/honour-roll`,
    );
  });
});
