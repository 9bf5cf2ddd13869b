import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { createArchdeaconry, createParish } from "../../../test/factories.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { builtWebDist } from "../../../test/web-build.js";

/*
 * The year in numbers as visitors read it, drawn by the server in English and Kiswahili: a year
 * not published is no page; a published one shows totals, never a parish's answers, and each
 * parish's assessment only once ticked; a change shows at once on the page kept.
 */

let server: TestApp;
const YEAR = 2023;

const page = async (address: string) => {
  const response = await fetch(`${server.url}${address}`, { redirect: "manual" });
  return { status: response.status, html: await response.text(), cache: response.headers.get("x-cache") };
};
const decide = (published: boolean, showsParishPayments: boolean) =>
  server.services.yearSummaries.set(SYSTEM_ACTOR, { year: YEAR, published, showsParishPayments });
const answers = (children: number, adults: number) =>
  [
    ["baptisms_children", children],
    ["baptisms_adults", adults],
    ["baptisms", children + adults],
  ].map(([key, value]) => ({ key, value: String(value) }));

let parishes: { id: number; name: string }[];

beforeAll(async () => {
  server = await startTestApp({ webDistDir: builtWebDist() });
  const archdeaconry = await createArchdeaconry(server.services, { name: "Mumias" });
  parishes = [
    await createParish(server.services, { name: "St. Luke's Ekero", archdeaconryId: archdeaconry.id }),
    await createParish(server.services, { name: "St. Mark's Nabongo", archdeaconryId: archdeaconry.id }),
  ];
  await server.services.parishReturnQuestions.setQuestions(SYSTEM_ACTOR, {
    year: YEAR,
    questions: [
      {
        key: "baptisms_children",
        labelEn: "Children baptised",
        labelSw: "Watoto waliobatizwa",
        optional: false,
        totalOf: [],
      },
      {
        key: "baptisms_adults",
        labelEn: "Adults baptised",
        labelSw: "Watu wazima waliobatizwa",
        optional: false,
        totalOf: [],
      },
      {
        key: "baptisms",
        labelEn: "Baptisms in all",
        labelSw: "Ubatizo wote",
        optional: false,
        totalOf: ["baptisms_children", "baptisms_adults"],
      },
    ],
  });
  await server.services.parishReturns.submit(SYSTEM_ACTOR, {
    parishId: String(parishes[0]!.id),
    year: YEAR,
    answers: answers(1234, 17),
  });
  await server.services.assessments.set(SYSTEM_ACTOR, {
    parishId: String(parishes[0]!.id),
    year: YEAR,
    amountKes: 345_000,
  });
});
afterAll(() => server.close());

describe("a year not published", () => {
  it("is no page, in either language, nor is a year no return can be for", async () => {
    for (const address of [
      `/year-in-numbers/${YEAR}`,
      `/sw/year-in-numbers/${YEAR}`,
      "/year-in-numbers/1999",
      "/year-in-numbers/twenty",
    ]) {
      expect((await page(address)).status, address).toBe(404);
    }
    const index = await page("/year-in-numbers");
    expect(index.status).toBe(200);
    expect(index.html).toContain("The diocese has not published a year&#x27;s figures yet.");
  });
});

describe("a published year", () => {
  beforeAll(() => decide(true, false));

  it("shows the diocese's totals in English, and no parish's answers or money", async () => {
    const { status, html } = await page(`/year-in-numbers/${YEAR}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>`);
    expect(html).toContain(`${YEAR} in Numbers`);
    expect(html).toContain("Children baptised");
    expect(html).toContain("1,234");
    expect(html).toContain("1 of 2 parishes sent their return");
    expect(html).toContain("KES 345,000");
    for (const parish of parishes) expect(html).not.toContain(parish.name);
    const index = await page("/year-in-numbers");
    expect(index.html).toContain(`href="/year-in-numbers/${YEAR}"`);
  });

  it("is in the sitemap for search engines, with the list of years", async () => {
    const { html: sitemap } = await page("/sitemaps/pages.xml");
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/year-in-numbers/${YEAR}</loc>`));
    expect(sitemap).toMatch(/<loc>[^<]*\/year-in-numbers<\/loc>/);
  });

  it("shows them in Kiswahili at the Kiswahili address", async () => {
    const { status, html } = await page(`/sw/year-in-numbers/${YEAR}`);
    expect(status).toBe(200);
    expect(html).toContain(`Mwaka ${YEAR} kwa Takwimu`);
    expect(html).toContain("Watoto waliobatizwa");
    expect(html).toContain("Parokia 1 kati ya 2 zilituma ripoti yao");
    expect((await page("/sw/year-in-numbers")).html).toContain(`href="/sw/year-in-numbers/${YEAR}"`);
  });

  it("has no second page of parishes while their money is not shown", async () => {
    expect((await page(`/year-in-numbers/${YEAR}?page=2`)).status).toBe(404);
  });

  it("shows a return submitted, a parish's money ticked and the year unpublished on the page kept", async () => {
    await page(`/year-in-numbers/${YEAR}`);
    const kept = await page(`/year-in-numbers/${YEAR}`);
    expect(kept).toMatchObject({ status: 200, cache: "hit" });
    expect(kept.html).toContain("1 of 2 parishes");
    await server.services.parishReturns.submit(SYSTEM_ACTOR, {
      parishId: String(parishes[1]!.id),
      year: YEAR,
      answers: answers(6, 0),
    });
    const after = await page(`/year-in-numbers/${YEAR}`);
    expect(after.cache).toBe("miss");
    expect(after.html).toContain("2 of 2 parishes");
    expect(after.html).toContain("1,240");

    await decide(true, true);
    const ticked = await page(`/year-in-numbers/${YEAR}`);
    expect(ticked.html).toContain("St. Luke&#x27;s Ekero");
    expect(ticked.html).toContain("Each parish&#x27;s assessment");

    await decide(false, true);
    expect((await page(`/year-in-numbers/${YEAR}`)).status).toBe(404);
    expect((await page("/sitemaps/pages.xml")).html).not.toContain(`/year-in-numbers/${YEAR}<`);
    expect((await page("/year-in-numbers")).html).not.toContain(`/year-in-numbers/${YEAR}"`);
  });
});
