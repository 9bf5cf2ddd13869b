import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuilt } from "../../scripts/build-if-stale.mjs";
import { launchBrowser } from "./support/browser.js";
import { signIn } from "./support/sign-in.js";
import { startSite, type RunningSite } from "./support/server.js";

const EMAIL = "editor@diocese.example";
const PASSWORD = "Synod-Mumias-2026";

let site: RunningSite;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ensureBuilt(["api", "web"]);
  [site, browser] = await Promise.all([
    startSite({ ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, ADMIN_NAME: "News Editor" }),
    launchBrowser(),
  ]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${site.url}/authentication/login`);
  await signIn(page, site.url, EMAIL, PASSWORD);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/**
 * Writes an article whose last words become a link through the toolbar's pop-up, as staff do it:
 * select the words, click Link, type the address, Add; then publishes it.
 */
async function publishWithToolbarLink(title: string, linkText: string, address: string) {
  await page.goto(`${site.url}/admin/news`);
  await page.getByRole("button", { name: "Publish article" }).waitFor();
  const cover = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#1f4e79" } })
    .png()
    .toBuffer();
  await page
    .getByLabel("Cover picture")
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: cover });
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);

  const editor = page.getByRole("textbox", { name: "Article", exact: true });
  await editor.click();
  await page.keyboard.type(`The choirs sang. See ${linkText}`);
  // Selected with the keyboard, as a person would: React hands the new selection to draft-js on
  // each key's keyup, which press() waits for, so the editor knows it before the toolbar is clicked.
  for (let step = 0; step < linkText.length; step++) await page.keyboard.press("Shift+ArrowLeft");

  // The English body's toolbar, the first of the form's two editors (the Kiswahili one follows).
  await page.getByTitle("Link", { exact: true }).first().click();
  // The pop-up copies the selected words into its Link Title field when it opens; Add stays
  // disabled until both fields have text, and the click waits for that.
  const linkTitle = page.getByLabel("Link Title");
  await expect.poll(() => linkTitle.inputValue()).toBe(linkText);
  await page.getByLabel("Link Target").fill(address);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await linkTitle.waitFor({ state: "detached" });

  await page.getByRole("button", { name: "Publish article" }).click();
  await page.getByRole("status").filter({ hasText: "News article created" }).first().waitFor();
}

/** The article's public page, reached by its title as old links do. */
async function openArticle(title: string): Promise<Page> {
  const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await visitor.goto(`${site.url}/blogs-and-news/${encodeURIComponent(title)}`);
  await visitor.getByRole("heading", { level: 1, name: title }).waitFor();
  return visitor;
}

describe("staff link words in an article with the editor's toolbar", () => {
  it("makes the selected words a link to the address typed in the pop-up", async () => {
    await publishWithToolbarLink("Synod programme published", "the programme", "https://example.org/synod");

    const visitor = await openArticle("Synod programme published");
    const link = visitor.getByRole("main").getByRole("link", { name: "the programme" });
    expect(await link.getAttribute("href")).toBe("https://example.org/synod");
    await visitor.context().close();
  });

  it("keeps the words but no link when the address is javascript:", async () => {
    await publishWithToolbarLink("Choir rota for Advent", "the rota", "javascript:alert(document.cookie)");

    const visitor = await openArticle("Choir rota for Advent");
    const words = visitor.getByRole("main").getByText("See the rota");
    await words.waitFor();
    expect(await words.locator("a").count()).toBe(0);
    expect(await visitor.getByRole("main").locator("a[href^='javascript:' i]").count()).toBe(0);
    await visitor.context().close();
  });
});
