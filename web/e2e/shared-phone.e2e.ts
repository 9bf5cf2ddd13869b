import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { ensureBuilt } from "../../scripts/build-if-stale.mjs";
import { launchBrowser } from "./support/browser.js";
import { signIn } from "./support/sign-in.js";
import { startSite, type RunningSite } from "./support/server.js";

/*
 * One phone, shared: a donor gives on it, a member of staff signs in on it, opens the dashboard
 * and a preview of a draft, and signs out. Offline afterwards, the phone's service worker must show
 * nothing of theirs: not the dashboard, not the draft or its picture, not the donor's gift or
 * receipt, and keep nothing a page said not to keep.
 */

const EMAIL = "clerk@diocese.example";
const PASSWORD = "Synod-Butere-2026";
const DRAFT_TITLE = "Draft: the bishop's letter on the synod budget";
const DONOR = "Wanjiku Kamau";

let site: RunningSite;
let browser: Browser;

// Payments go to the Daraja simulator: its donor enters the PIN after 3 s.
beforeAll(async () => {
  ensureBuilt(["api", "web"]);
  [site, browser] = await Promise.all([
    startSite({
      MPESA_ENV: "simulator",
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
      ADMIN_NAME: "Synod Clerk",
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A GraphQL operation sent by the page, with its cookie, as the web app sends them. */
function sendOperation<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
      const { data, errors } = (await response.json()) as { data: unknown; errors?: { message: string }[] };
      if (errors) throw new Error(errors.map((error) => error.message).join("; "));
      return data;
    },
    { query, variables },
  ) as Promise<T>;
}

/** Writes a draft with a cover picture from the page, as the dashboard's form does; its id and picture. */
function saveDraftWithPicture(page: Page, picture: string): Promise<{ id: string; imageUrl: string }> {
  return page.evaluate(
    async ({ title, picture }) => {
      const form = new FormData();
      form.append(
        "operations",
        JSON.stringify({
          query:
            "mutation ($input: NewsArticleInput!, $image: Upload) { createNewsArticle(input: $input, image: $image) { id imageUrl } }",
          variables: {
            input: { title, body: "<p>For the standing committee only.</p>", status: "DRAFT" },
            image: null,
          },
        }),
      );
      form.append("map", JSON.stringify({ 0: ["variables.image"] }));
      const bytes = Uint8Array.from(atob(picture), (character) => character.charCodeAt(0));
      form.append("0", new Blob([bytes], { type: "image/png" }), "cover.png");
      const response = await fetch("/graphql", {
        method: "POST",
        headers: { "apollo-require-preflight": "true" },
        body: form,
      });
      const { data } = (await response.json()) as {
        data: { createNewsArticle: { id: string; imageUrl: string } };
      };
      return data.createNewsArticle;
    },
    { title: DRAFT_TITLE, picture },
  );
}

/** Every address the phone's service worker keeps, in all its caches. */
function keptAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = await caches.keys();
    const requests = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
    return requests.flat().map((request) => {
      const url = new URL(request.url);
      return `${url.pathname}${url.search}`;
    });
  });
}

describe("a phone shared by a donor and a member of staff", () => {
  it("shows nothing of the dashboard, a draft's preview or another person's gift offline after signing out", async () => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(site.url);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // A donor gives on the phone, and opens their gift's page and receipt.
    const { featuredProject } = await sendOperation<{ featuredProject: { id: string } }>(
      page,
      "{ featuredProject { id } }",
    );
    const { giveByMpesa: gift } = await sendOperation<{ giveByMpesa: { token: string } }>(
      page,
      "mutation ($input: GiveInput!) { giveByMpesa(input: $input) { token } }",
      { input: { projectId: featuredProject.id, amountKes: 2500, phone: "0712 345 678", name: DONOR } },
    );
    const giftPage = `/gifts/${gift.token}`;
    await page.goto(`${site.url}${giftPage}`);
    await expect
      .poll(() => page.getByRole("heading", { name: "Thank you for your gift" }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await page.goto(`${site.url}${giftPage}/receipt`);
    expect(await page.getByRole("article", { name: "Official receipt" }).textContent()).toContain(DONOR);
    // The same receipt at addresses written otherwise, as a link typed or forwarded may be.
    const otherSpellings = [`/Gifts/${gift.token}/receipt`, `${giftPage}/receipt/`, `/sw${giftPage}/receipt`];
    for (const address of otherSpellings) await page.goto(`${site.url}${address}`);

    // A member of staff signs in on it, opens the dashboard and a preview of a draft with its picture.
    await page.goto(`${site.url}/authentication/login`);
    await signIn(page, site.url, EMAIL, PASSWORD);
    const cover = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#7a1f3d" } })
      .png()
      .toBuffer();
    const draft = await saveDraftWithPicture(page, cover.toString("base64"));
    const preview = `/preview/news/${draft.id}`;
    await page.goto(`${site.url}${preview}`);
    await page.getByRole("heading", { level: 1, name: DRAFT_TITLE }).waitFor();
    await expect
      .poll(() => page.locator(`img[src*="${draft.imageUrl.replace(/_\d+x\d+\.jpg$/, "")}"]`).count())
      .toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    await page.goto(`${site.url}/administrator/welcome`);
    await page
      .getByRole("banner")
      .getByRole("button", { name: /Synod Clerk/ })
      .click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await page.waitForURL(`${site.url}/authentication/login`);

    // Offline, the next person to pick up the phone tries each address.
    await context.setOffline(true);
    const privateAddresses = [
      "/administrator/welcome",
      "/admin/news",
      preview,
      giftPage,
      `${giftPage}/receipt`,
      ...otherSpellings,
    ];
    for (const address of privateAddresses) {
      const response = await page.goto(`${site.url}${address}`);
      // The offline page, in the address's language.
      expect(await page.getByRole("heading", { level: 1 }).textContent(), address).toBe(
        address.startsWith("/sw/") ? "Huna mtandao" : "You are offline",
      );
      const shown = (await page.content()) + (response ? await response.text() : "");
      expect(shown, address).not.toContain(DRAFT_TITLE);
      expect(shown, address).not.toContain(DONOR);
      expect(shown, address).not.toContain("KES 2,500");
    }
    // Nothing of theirs is kept: no private page, no GraphQL answer, not the draft's picture.
    const kept = await keptAddresses(page);
    expect(kept.filter((address) => /gifts|preview|admin|authentication|graphql/i.test(address))).toEqual([]);
    expect(kept.filter((address) => address.includes(draft.imageUrl.replace(/_\d+x\d+\.jpg$/, "")))).toEqual(
      [],
    );
    await context.close();
  });

  it("keeps no page the site said not to store, such as a reader's unsubscribe page", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(site.url);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const token = "Zq3W9nL2xP8vR5tY7uA1sD4fG6hJ0kMbNcVeXwQiOpT";
    const response = await page.goto(`${site.url}/newsletter/unsubscribe?token=${token}`);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect((await keptAddresses(page)).filter((address) => address.includes(token))).toEqual([]);
    await context.setOffline(true);
    await page.goto(`${site.url}/newsletter/unsubscribe?token=${token}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("You are offline");
    await context.close();
  });
});
