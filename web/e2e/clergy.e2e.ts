import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.js";
import { signIn } from "./support/sign-in.js";
import { startSite, type RunningSite } from "./support/server.js";

const ADMIN_EMAIL = "office@diocese.example";
const ADMIN_PASSWORD = "Synod-Kakamega-2026";
/** A sample parish whose vicar the sample content does not post. */
const PARISH = { name: "St. Luke's Chavakali", slug: "st-lukes-chavakali" };

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([
    // Postings are put into effect as often as scheduled items go public: every 2 s here.
    startSite({
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      ADMIN_NAME: "Diocesan Office",
      SCHEDULED_PUBLISHING_INTERVAL_SECONDS: "2",
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A GraphQL call from the page, with its session cookie, as the dashboard's own calls go. */
async function callFromPage<Data>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const answer = await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: unknown; errors?: { message: string }[] };
    },
    { query, variables },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data as Data;
}

/** Today in Kakamega, as postings count their days. */
const todayInKakamega = () => new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe("a posting of the year's list", () => {
  it("takes effect on its day: the parish's page on a phone shows its new vicar, and the directory finds them by the parish", async () => {
    const office = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await office.goto(`${site.url}/authentication/login`);
    await signIn(office, site.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    const { parishBySlug } = await callFromPage<{ parishBySlug: { id: string; vicar: string | null } }>(
      office,
      `query ($slug: String!) { parishBySlug(slug: $slug) { id vicar } }`,
      { slug: PARISH.slug },
    );
    expect(parishBySlug.vicar).toBeNull();
    const { createClergyMember: person } = await callFromPage<{ createClergyMember: { id: string } }>(
      office,
      `mutation ($input: ClergyMemberInput!) { createClergyMember(input: $input) { id } }`,
      {
        input: {
          title: "The Rev.",
          name: "Naomi Akinyi",
          slug: "naomi-akinyi",
          languages: "English, Kiswahili",
        },
      },
    );
    const { createClergyPostingList: list } = await callFromPage<{ createClergyPostingList: { id: string } }>(
      office,
      `mutation ($input: ClergyPostingListInput!) { createClergyPostingList(input: $input) { id } }`,
      { input: { title: "Clergy postings, mid-year", status: "DRAFT" } },
    );
    await callFromPage(
      office,
      `mutation ($input: ClergyPostingInput!) { addClergyPosting(input: $input) { id } }`,
      {
        input: {
          clergyMemberId: person.id,
          postingListId: list.id,
          parishId: parishBySlug.id,
          role: "VICAR",
          startsOn: todayInKakamega(),
        },
      },
    );

    // The list is a draft: its posting waits, and the dashboard says so.
    await office.goto(`${site.url}/admin/clergy-postings`);
    const postings = office.getByRole("table", { name: "Postings" });
    await postings.getByRole("row").filter({ hasText: "Naomi Akinyi" }).getByText("Not yet").waitFor();
    await callFromPage(
      office,
      `mutation ($id: ID!, $input: ClergyPostingListInput!) { updateClergyPostingList(id: $id, input: $input) { id } }`,
      { id: list.id, input: { title: "Clergy postings, mid-year", status: "PUBLISHED" } },
    );

    const phone = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await phone.newPage();
    // The job's next turn, within seconds of the list's publication on the posting's day.
    await expect
      .poll(
        async () => {
          await page.goto(`${site.url}/parishes/${PARISH.slug}`);
          return page.getByRole("link", { name: "The Rev. Naomi Akinyi" }).count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole("link", { name: "The Rev. Naomi Akinyi" }).click();
    await page.waitForURL(`${site.url}/clergy/naomi-akinyi`);
    await page.getByRole("heading", { level: 1, name: "The Rev. Naomi Akinyi" }).waitFor();
    expect(await page.getByRole("link", { name: `Vicar, ${PARISH.name}` }).count()).toBe(1);

    await page.goto(`${site.url}/clergy`);
    await page.getByLabel("Name, parish or archdeaconry").fill("Chavakali");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(`${site.url}/clergy?q=Chavakali`);
    expect(await page.getByRole("link", { name: "The Rev. Naomi Akinyi" }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await office.goto(`${site.url}/admin/clergy-postings`);
    await postings.getByRole("row").filter({ hasText: "Naomi Akinyi" }).getByText("Taken effect").waitFor();
    await phone.close();
    await office.close();
  });
});
