import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuilt } from "../../scripts/build-if-stale.mjs";
import { launchBrowser } from "./support/browser.js";
import { startSite, type RunningSite } from "./support/server.js";
import { signIn } from "./support/sign-in.js";

const EMAIL = "door@diocese.example";
const PASSWORD = "Synod-Butere-2026";

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ensureBuilt(["api", "web"]);
  [site, browser] = await Promise.all([
    startSite({
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
      ADMIN_NAME: "Door Keeper",
      MPESA_ENV: "simulator",
      SMS_ENV: "simulator",
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function query<T>(
  text: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${site.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query: text, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The sample youth camp: the event that takes registrations, with a fee and 40 places. */
async function youthCamp(): Promise<string> {
  for (let page = 1; ; page += 1) {
    const { events } = await query<{ events: { items: { id: string; title: string }[]; pageCount: number } }>(
      `query ($page: Int!) { events(page: $page, pageSize: 50) { items { id title } pageCount } }`,
      { page },
    );
    const camp = events.items.find((event) => event.title === "KAYO Youth Camp");
    if (camp) return camp.id;
    if (page >= events.pageCount) throw new Error("The sample content has no KAYO Youth Camp");
  }
}

/** Registers a camper as the form would, paying by prompt (the simulator pays), and waits for the confirmation. */
async function confirmedCamper(eventId: string, name: string, phone: string): Promise<string> {
  const { register } = await query<{ register: { token: string; code: string } }>(
    `mutation ($input: RegisterInput!) { register(input: $input, payBy: PROMPT) { token code } }`,
    { input: { eventId, name, phone, role: "YOUTH", answers: [{ questionId: "q1", answer: "M" }] } },
  );
  await expect
    .poll(
      async () =>
        (
          await query<{ registration: { status: string } }>(
            `query ($token: String!) { registration(token: $token) { status } }`,
            {
              token: register.token,
            },
          )
        ).registration.status,
      { timeout: 20_000 },
    )
    .toBe("CONFIRMED");
  return register.code;
}

describe("check-in at the door on a phone with a poor connection", () => {
  it("checks two campers in offline, by code and by name, and sends them once the network is back", async () => {
    const eventId = await youthCamp();
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/authentication/login`);
    await signIn(page, site.url, EMAIL, PASSWORD);
    const faithCode = await confirmedCamper(eventId, "Zawadi Nekesa", "0712 480 301");
    await confirmedCamper(eventId, "Tobias Kipchumba", "0712 480 302");
    await page.goto(`${site.url}/admin/events/${eventId}/check-in`);
    await page.getByRole("heading", { level: 1, name: "Check-in: KAYO Youth Camp" }).waitFor();
    const search = page.getByRole("textbox", { name: "Code or name" });
    await search.fill(faithCode);
    await page.getByRole("button", { name: "Check in: Zawadi Nekesa" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await context.setOffline(true);
    await page.getByRole("button", { name: "Check in: Zawadi Nekesa" }).click();
    await search.fill("kipchumba");
    await page.getByRole("button", { name: "Check in: Tobias Kipchumba" }).click();
    await page.getByText("2 check-ins waiting to send").waitFor();
    await page
      .getByText("No connection: check-ins are kept on this phone and sent when it is back.")
      .waitFor();
    expect(await page.getByText("Waiting to send", { exact: true }).count()).toBe(1);

    await context.setOffline(false);
    await expect
      .poll(() => page.getByText(/check-ins? waiting to send/).count(), { timeout: 20_000 })
      .toBe(0);
    await search.fill("");
    expect(await page.getByText(/^Checked in \d/).count()).toBe(2);

    await page.goto(`${site.url}/admin/events/${eventId}/registrations`);
    await page.getByRole("combobox", { name: "Status" }).selectOption("CONFIRMED");
    const table = page.getByRole("table");
    await table.getByRole("row").filter({ hasText: "Zawadi Nekesa" }).waitFor();
    const checkedIn = page.getByRole("status", { name: "Registrations" });
    await expect.poll(() => checkedIn.textContent()).toContain("Checked in: 2");
    for (const name of ["Zawadi Nekesa", "Tobias Kipchumba"]) {
      const rows = table.getByRole("row").filter({ hasText: name });
      expect(await rows.count()).toBe(1);
      expect(await rows.getByRole("cell").nth(5).textContent()).not.toBe("");
    }
    await context.close();
  });
});
