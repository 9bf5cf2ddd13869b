import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.js";
import { signIn } from "./support/sign-in.js";
import { startSite, type RunningSite } from "./support/server.js";

const ADMIN_EMAIL = "office@diocese.example";
const ADMIN_PASSWORD = "Synod-Kakamega-2026";
const TOTALS_TABLE = "Each question summed over the submitted returns, by archdeaconry";

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([
    startSite({ ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME: "Diocesan Office" }),
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

/** The diocese's row of the totals table, each cell under its column's header. */
async function dioceseTotals(page: Page): Promise<Record<string, string>> {
  const table = page.getByRole("table", { name: TOTALS_TABLE });
  await table.getByRole("row").filter({ hasText: "The diocese" }).waitFor();
  const headers = await table.locator("thead th").allTextContents();
  const cells = await table
    .getByRole("row")
    .filter({ hasText: "The diocese" })
    .locator("td, th")
    .allTextContents();
  return Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? ""]));
}

const THE_RETURN: Record<string, string> = {
  "Infant baptisms": "31",
  "Adult baptisms": "7",
  "Baptisms in all": "38",
  Confirmations: "22",
  Marriages: "6",
  Burials: "11",
  "Communicants: men": "70",
  "Communicants: women": "104",
  "Communicants: youth": "43",
  "Communicants in all": "217",
  "Average Sunday attendance": "240",
  "Members on the roll": "455",
  "Income for the year (KES)": "412000",
};

describe("a parish's annual return", () => {
  it("is filled and submitted by the parish editor on a phone; the diocesan office sees it in the totals and downloads the synod report", async () => {
    const office = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await office.goto(`${site.url}/authentication/login`);
    await signIn(office, site.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    // A parish whose return of last year the sample has not started, and an editor for it.
    const { parishReturnYears } = await callFromPage<{ parishReturnYears: number[] }>(
      office,
      "{ parishReturnYears }",
    );
    const year = Math.max(...parishReturnYears);
    const { parishReturnStatuses } = await callFromPage<{
      parishReturnStatuses: { items: { parishId: string; parishName: string }[] };
    }>(
      office,
      `query ($year: Int!) {
        parishReturnStatuses(year: $year, status: NOT_STARTED, pageSize: 1) { items { parishId parishName } }
      }`,
      { year },
    );
    const parish = parishReturnStatuses.items[0]!;
    const { createAdminUser } = await callFromPage<{ createAdminUser: { password: string } }>(
      office,
      `mutation ($input: NewAdminUserInput!) { createAdminUser(input: $input) { password } }`,
      {
        input: {
          name: "Joseph Wekesa",
          email: "wekesa@diocese.example",
          username: "joseph.wekesa",
          role: "PARISH_EDITOR",
          parishId: parish.parishId,
        },
      },
    );
    await office.goto(`${site.url}/admin/parish-returns`);
    const before = await dioceseTotals(office);

    const phone = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await phone.newPage();
    await page.goto(`${site.url}/authentication/login`);
    await page.getByRole("textbox", { name: "E-mail or username", exact: true }).fill("joseph.wekesa");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(createAdminUser.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { level: 1, name: parish.parishName }).waitFor();
    await page.getByRole("button", { name: "Open the dashboard menu" }).click();
    await page.getByRole("link", { name: "Parish returns" }).click();
    await page.getByRole("heading", { name: `${parish.parishName}'s return for ${year}` }).waitFor();

    // Half filled and kept as a draft; then a total that does not add up is refused on submitting.
    await page.getByLabel("Infant baptisms", { exact: true }).fill(THE_RETURN["Infant baptisms"]!);
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByText("The draft is saved.").waitFor();
    for (const [question, answer] of Object.entries(THE_RETURN)) {
      await page.getByLabel(question, { exact: true }).fill(answer);
    }
    await page.getByLabel("Baptisms in all", { exact: true }).fill("40");
    await page.getByRole("button", { name: "Submit…" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Submit", exact: true }).click();
    await page
      .getByText(/Baptisms in all is 40, but .* add up to 38/)
      .first()
      .waitFor();
    await page.getByLabel("Baptisms in all", { exact: true }).fill("38");
    await page.getByRole("button", { name: "Submit…" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Submit", exact: true }).click();
    await page.getByText("The return is submitted to the diocese.").waitFor();
    await page.getByText(/Submitted on .*Only the diocese can reopen it/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.close();

    // The office sees the parish's figures in the diocese's totals.
    await office.reload();
    const after = await dioceseTotals(office);
    const number = (text: string | undefined) => Number((text ?? "").replace(/[^\d]/g, ""));
    expect(number(after["Baptisms in all"])).toBe(number(before["Baptisms in all"]) + 38);
    expect(number(after["Average Sunday attendance"])).toBe(
      number(before["Average Sunday attendance"]) + 240,
    );

    // The year's synod report, made from the records of that moment and kept in the library.
    await office.getByRole("button", { name: "Make the synod report" }).click();
    const pdfLink = office.getByRole("link", { name: "Open the PDF" });
    await pdfLink.waitFor();
    const pdf = await office.evaluate(
      async (href) => {
        const response = await fetch(href);
        const bytes = new Uint8Array(await response.arrayBuffer());
        return {
          type: response.headers.get("content-type"),
          start: String.fromCharCode(...bytes.slice(0, 5)),
        };
      },
      (await pdfLink.getAttribute("href"))!,
    );
    expect(pdf).toEqual({ type: "application/pdf", start: "%PDF-" });
    const [spreadsheet] = await Promise.all([
      office.waitForEvent("download"),
      office.getByRole("link", { name: "Download spreadsheet" }).click(),
    ]);
    expect(spreadsheet.suggestedFilename()).toMatch(new RegExp(`${year}.*\\.xlsx$`));
    const file = await readFile((await spreadsheet.path())!);
    // An .xlsx is a zip archive: it starts with the zip's "PK".
    expect(file.subarray(0, 2).toString("latin1")).toBe("PK");
    await office.close();
  });
});
