import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.js";
import { signIn } from "./support/sign-in.js";
import { startSite, type RunningSite } from "./support/server.js";

const ADMIN_EMAIL = "office@diocese.example";
const ADMIN_PASSWORD = "Synod-Kakamega-2026";
const PARISH = "St. Andrew's Mbale";

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
function callFromPage(page: Page, query: string, variables: Record<string, unknown> = {}) {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as {
        data?: Record<string, unknown>;
        errors?: { message: string; extensions?: { code?: string } }[];
      };
    },
    { query, variables },
  );
}

describe("a parish editor", () => {
  it("is made by a system admin, keeps their own parish's page, and cannot open another parish", async () => {
    const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await admin.goto(`${site.url}/authentication/login`);
    await signIn(admin, site.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    await admin.goto(`${site.url}/admin/users`);
    await admin.getByRole("button", { name: "Add an editor" }).click();
    const form = admin.getByRole("dialog", { name: "Add an editor" });
    await form.getByLabel("Full name").fill("Grace Auma");
    await form.getByLabel("E-mail").fill("grace@diocese.example");
    await form.getByLabel("Username").fill("grace.auma");
    await form.getByLabel("Role").selectOption("PARISH_EDITOR");
    await form.getByLabel("Parish").selectOption({ label: `${PARISH} (Vihiga)` });
    await form.getByRole("button", { name: "Add account" }).click();
    const password = await admin.getByLabel("Generated password").textContent();
    expect(password).toMatch(/^\S{16}$/);
    await admin.getByRole("button", { name: "I have noted it" }).click();
    await admin.getByText(`Parish editor of ${PARISH}`).waitFor();
    await admin.close();

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/authentication/login`);
    await page.getByRole("textbox", { name: "E-mail or username", exact: true }).fill("grace.auma");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(password!);
    await page.getByRole("button", { name: "Sign in" }).click();
    // She lands on her parish's page, with the sections she may change and no others.
    await page.getByRole("heading", { level: 1, name: PARISH }).waitFor();
    const ownUrl = page.url();
    expect(ownUrl).toMatch(/\/administrator\/parish\/\d+$/);
    const sidebar = page.getByRole("navigation").first();
    expect(await sidebar.getByRole("link", { name: "My parish" }).count()).toBe(1);
    expect(await sidebar.getByRole("link", { name: "Events" }).count()).toBe(1);
    expect(await sidebar.getByRole("link", { name: "Archdeaconry" }).count()).toBe(0);
    expect(await sidebar.getByRole("link", { name: "Users" }).count()).toBe(0);
    expect(await page.getByLabel("Parish name").isDisabled()).toBe(true);

    await page.getByLabel("Town or village").fill("Mbale Market");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Parish updated").waitFor();
    const ownId = ownUrl.split("/").pop()!;
    const saved = await callFromPage(page, `query ($id: ID!) { parish(id: $id) { town } }`, { id: ownId });
    expect(saved.data).toEqual({ parish: { town: "Mbale Market" } });

    const listed = await callFromPage(page, `{ parishes(page: 1, pageSize: 50) { items { id name } } }`);
    const other = (listed.data!.parishes as { items: { id: string; name: string }[] }).items.find(
      (parish) => parish.id !== ownId,
    )!;
    await page.goto(`${site.url}/administrator/parish/${other.id}`);
    expect(await page.getByRole("alert").textContent()).toBe(`You can change only ${PARISH}.`);
    expect(await page.getByRole("button", { name: "Save changes" }).count()).toBe(0);

    // A write sent by hand is refused by the server, which changes nothing.
    const forced = await callFromPage(
      page,
      `mutation ($id: ID!, $input: ParishInput!) { updateParish(id: $id, input: $input) { id } }`,
      { id: other.id, input: { name: other.name, archdeaconryId: "1", town: "Somewhere else" } },
    );
    expect(forced.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(forced.errors?.[0]?.message).toMatch(/^You can change only St\. Andrew's Mbale/);
    const untouched = await callFromPage(page, `query ($id: ID!) { parish(id: $id) { town } }`, {
      id: other.id,
    });
    expect((untouched.data!.parish as { town: string | null }).town).not.toBe("Somewhere else");
    await context.close();
  });
});
