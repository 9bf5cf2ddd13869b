import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.js";
import { signIn } from "./support/sign-in.js";
import { startSite, type RunningSite } from "./support/server.js";

const ADMIN_EMAIL = "office@diocese.example";
const ADMIN_PASSWORD = "Synod-Kakamega-2026";

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

/** The system admin, signed in, on a page of their own whose console errors are kept. */
async function adminPage(): Promise<{ page: Page; consoleErrors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  await page.goto(`${site.url}/authentication/login`);
  await signIn(page, site.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  return { page, consoleErrors };
}

/**
 * The dialog opens, and is still open a second later: one opened while another dialog is still
 * closing was once closed with it, flashing past before anyone could note its secret.
 */
async function staysOpen(page: Page, dialog: Locator) {
  await dialog.waitFor();
  await page.waitForTimeout(1_000);
  expect(await dialog.isVisible()).toBe(true);
}

/** A GraphQL call from the page, with its session cookie, as the dashboard's own calls go. */
function callFromPage(page: Page, query: string, variables: Record<string, unknown> = {}) {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
    },
    { query, variables },
  );
}

describe("a secret shown once", () => {
  it("a reset password stays on screen, and signs its account in", async () => {
    const { page, consoleErrors } = await adminPage();
    const made = await callFromPage(
      page,
      `mutation ($input: NewAdminUserInput!) { createAdminUser(input: $input) { user { id } } }`,
      { input: { name: "Peter Wafula", email: "peter@diocese.example", username: "peter.wafula" } },
    );
    expect(made.errors).toBeUndefined();

    await page.goto(`${site.url}/admin/users`);
    await page.getByRole("button", { name: "Reset the password of Peter Wafula" }).click();
    await page
      .getByRole("alertdialog", { name: "Reset the password of Peter Wafula?" })
      .getByRole("button", { name: "Reset password" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Their password" });
    await staysOpen(page, dialog);
    const password = await dialog.getByLabel("Generated password").textContent();
    expect(password).toMatch(/^\S{16}$/);
    await dialog.getByRole("button", { name: "I have noted it" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(consoleErrors).toEqual([]);
    await page.close();

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const peter = await context.newPage();
    await peter.goto(`${site.url}/authentication/login`);
    await signIn(peter, site.url, "peter.wafula", password!);
    await peter.getByRole("heading", { level: 1, name: "Welcome, Peter Wafula" }).waitFor();
    await context.close();
  });

  it("a new API token stays on screen, and reads private data as a Bearer token", async () => {
    const { page, consoleErrors } = await adminPage();
    await page.goto(`${site.url}/admin/api-tokens`);
    await page.getByRole("button", { name: "Make a token" }).click();
    const form = page.getByRole("dialog", { name: "Make an API token" });
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Parish app sync");
    await form.getByText(/^Read private data/).click();
    expect(await form.getByRole("checkbox", { name: /Read private data/ }).isChecked()).toBe(true);
    await form.getByRole("button", { name: "Make token" }).click();
    const dialog = page.getByRole("dialog", { name: "The token for Parish app sync" });
    await staysOpen(page, dialog);
    const token = (await dialog.getByLabel("New API token").textContent())?.trim();
    expect(token).toBeTruthy();
    await dialog.getByRole("button", { name: "I have copied it" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(consoleErrors).toEqual([]);
    await page.close();

    // Subscribers are private: a visitor is refused them, the token's bearer is not.
    const read = async (authorization?: string) => {
      const response = await fetch(`${site.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({ query: "{ newsletterSubscribers(page: 1, pageSize: 5) { total } }" }),
      });
      return {
        status: response.status,
        body: (await response.json()) as { data?: unknown; errors?: unknown[] },
      };
    };
    const refused = await read();
    expect(refused.body.errors).toBeDefined();
    const allowed = await read(`Bearer ${token}`);
    expect(allowed.status).toBe(200);
    expect(allowed.body.errors).toBeUndefined();
    expect(allowed.body.data).toEqual({ newsletterSubscribers: { total: expect.any(Number) } });
  });
});
