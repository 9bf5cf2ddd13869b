import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailCapture } from "../../test/mail-capture.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";
import { builtWebDist } from "../../test/web-build.js";
import { NewsletterSubscriber } from "../modules/newsletter-subscriber/newsletter-subscriber.entity.js";
import { updateWhere } from "../db/store.js";

/*
 * Issue #36: the newsletter's forms without JavaScript. Each is posted as a browser posts a form,
 * and answered with its page drawn by the real web build in the site's frame and language.
 */

const PUBLIC_URL = "https://www.diocese.example";
const WEB_DIST = builtWebDist();
let server: TestApp;
let mail: Awaited<ReturnType<typeof startMailCapture>>;
let client = 0;

beforeAll(async () => {
  mail = await startMailCapture();
  server = await startTestApp({
    webDistDir: WEB_DIST,
    env: { SMTP_URL: mail.url, PUBLIC_URL, TRUST_PROXY: "true" },
  });
});
afterAll(async () => {
  await server.close();
  await mail.close();
});

const subscribers = () => server.dataSource.getRepository(NewsletterSubscriber);

/** A form posted from this site's own page, as a browser sends it, from a client of its own. */
async function post(
  address: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { "sec-fetch-site": "same-origin", origin: PUBLIC_URL },
) {
  client += 1;
  const response = await fetch(`${server.url}${address}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": `198.51.100.${client}`,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const root = (html: string) => /<div id="root">(.*)<\/div>/s.exec(html)?.[1] ?? "";
/** The page's text as a reader sees it. */
const textOf = (html: string) =>
  root(html)
    .replace(/<style[^>]*>.*?<\/style>/gs, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

/** The page is drawn in the site's frame (menu, footer, icon) in its language, and kept by no one. */
function expectSitePage(page: { html: string; headers: Headers }, language: "en" | "sw") {
  expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  expect(page.headers.get("cache-control")).toBe("no-store");
  expect(page.html).toContain(`<html lang="${language}"`);
  expect(page.html).toContain('<link rel="icon" href="/favicon.svg"');
  expect(root(page.html)).toContain("<nav");
  expect(root(page.html)).toContain("<footer");
}

/** The link of the last confirmation e-mail to `to`. */
async function confirmationLink(to: string, after: number): Promise<string> {
  const message = await mail.next(to, after);
  return /https:\/\/\S+/.exec(message.text)?.[0] ?? "";
}

describe("signing up without JavaScript", () => {
  it("signs the address up from the footer's form and says to check the e-mail, in the page's language", async () => {
    const before = mail.received.length;
    const english = await post("/newsletter", { email: " Grace.Nekesa@Example.org " });
    expect(english.status).toBe(200);
    expectSitePage(english, "en");
    expect(textOf(english.html)).toContain("Check your e-mail");
    expect(textOf(english.html)).toContain(
      "Thank you: to confirm your subscription, open the link we e-mail to Grace.Nekesa@Example.org.",
    );
    expect(await subscribers().findOneByOrFail({ email: "grace.nekesa@example.org" })).toMatchObject({
      confirmed: false,
      language: "en",
    });
    expect(await confirmationLink("grace.nekesa@example.org", before)).toMatch(
      /^https:\/\/www\.diocese\.example\/newsletter\/confirm\?token=[\w-]{43}$/,
    );

    const kiswahili = await post("/sw/newsletter", { email: "baraka.wafula@example.org" });
    expect(kiswahili.status).toBe(200);
    expectSitePage(kiswahili, "sw");
    expect(textOf(kiswahili.html)).toContain("Angalia barua pepe yako");
    expect(await subscribers().findOneByOrFail({ email: "baraka.wafula@example.org" })).toMatchObject({
      language: "sw",
    });
  });

  it("answers an invalid address with the form again, the address as typed, and what is wrong", async () => {
    const answer = await post("/newsletter", { email: "grace at example" });
    expect(answer.status).toBe(400);
    expectSitePage(answer, "en");
    expect(root(answer.html)).toMatch(/<input[^>]*name="email"[^>]*value="grace at example"/);
    expect(root(answer.html)).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*name="email"[^>]*value="grace at example"/,
    );
    expect(textOf(answer.html)).toContain("Please enter a valid e-mail address, such as name@example.org.");
    expect(await subscribers().countBy({ email: "grace at example" })).toBe(0);

    const kiswahili = await post("/sw/newsletter", {});
    expect(kiswahili.status).toBe(400);
    expect(textOf(kiswahili.html)).toContain("Tafadhali andika anwani sahihi ya barua pepe");
  });

  it("says when too many sign-ups came from one network, and when to try again", async () => {
    const headers = { "sec-fetch-site": "same-origin", "x-forwarded-for": "203.0.113.77" };
    for (let count = 1; count <= 5; count += 1) {
      expect((await post("/newsletter", { email: `reader${count}@example.org` }, headers)).status).toBe(200);
    }
    const refused = await post("/newsletter", { email: "reader6@example.org" }, headers);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(textOf(refused.html)).toMatch(/Too many sign-ups from your network\. Try again in \d+ minutes?\./);
    expect(root(refused.html)).toContain('value="reader6@example.org"');
    expect(await subscribers().countBy({ email: "reader6@example.org" })).toBe(0);
  });

  it("refuses a form posted from another site, and signs nobody up", async () => {
    const crossSite = await post(
      "/newsletter",
      { email: "stranger@example.org" },
      { "sec-fetch-site": "cross-site", origin: "https://elsewhere.example" },
    );
    expect(crossSite.status).toBe(403);
    const otherOrigin = await post(
      "/sw/newsletter",
      { email: "stranger@example.org" },
      { origin: "https://elsewhere.example" },
    );
    expect(otherOrigin.status).toBe(403);
    expect(await subscribers().countBy({ email: "stranger@example.org" })).toBe(0);
  });
});

describe("confirming without JavaScript", () => {
  it("confirms with the e-mailed link's button, once, in the link's language", async () => {
    for (const [language, tree, email] of [
      ["en", "", "amani.otieno@example.org"],
      ["sw", "/sw", "neema.atieno@example.org"],
    ] as const) {
      const before = mail.received.length;
      await post(`${tree}/newsletter`, { email });
      const link = await confirmationLink(email, before);
      const address = link.replace(PUBLIC_URL, "");
      expect(address.startsWith(`${tree}/newsletter/confirm?token=`)).toBe(true);

      // Opening the link confirms nothing (mail scanners open links); its form posts to the link.
      const opened = await fetch(`${server.url}${address}`);
      expect(opened.status).toBe(200);
      // Its address carries the reader's secret: no browser or service worker may keep it.
      expect(opened.headers.get("cache-control")).toBe("no-store");
      const html = await opened.text();
      expect(html).toContain(`<html lang="${language}"`);
      expect(root(html)).toMatch(/<form method="post"(?![^>]*action=)[^>]*>/);
      expect(root(html)).toMatch(/<button type="submit"/);
      expect(html).not.toContain(new URL(link).searchParams.get("token"));
      expect(await subscribers().findOneByOrFail({ email })).toMatchObject({ confirmed: false });

      const pressed = await post(address, {});
      expect(pressed.status).toBe(200);
      expectSitePage(pressed, language);
      expect(textOf(pressed.html)).toContain(email);
      expect(await subscribers().findOneByOrFail({ email })).toMatchObject({ confirmed: true });

      const again = await post(address, {});
      expect(again.status).toBe(400);
      expect(textOf(again.html)).toContain(
        language === "en"
          ? "This link is wrong, has been used already or has expired."
          : "Kiungo hiki si sahihi",
      );
    }
  });

  it("refuses a confirmation posted from another site", async () => {
    const refused = await post(
      "/newsletter/confirm?token=x",
      {},
      { "sec-fetch-site": "cross-site", origin: "https://elsewhere.example" },
    );
    expect(refused.status).toBe(403);
  });
});

describe("unsubscribing", () => {
  /** A confirmed reader in a language, and the unsubscribe address their e-mails carry. */
  async function reader(email: string, language: "en" | "sw"): Promise<string> {
    client += 1;
    await server.services.newsletterSubscribers.subscribe({ email }, `192.0.2.${client}`, language);
    await updateWhere(subscribers(), { email }, { confirmed: true });
    const { unsubscribeToken } = await subscribers().findOneByOrFail({ email });
    return `${language === "sw" ? "/sw" : ""}/newsletter/unsubscribe?token=${unsubscribeToken}`;
  }

  it("asks on a page in the site's frame and the reader's language, and unsubscribes with its button", async () => {
    for (const [language, email, question, done] of [
      [
        "en",
        "agnes@example.org",
        "Press the button to stop receiving the newsletter",
        "You are unsubscribed",
      ],
      ["sw", "neema@example.org", "Bonyeza kitufe ili usipokee tena jarida", "Umejiondoa"],
    ] as const) {
      const address = await reader(email, language);
      const opened = await fetch(`${server.url}${address}`);
      expect(opened.status).toBe(200);
      expect(opened.headers.get("cache-control")).toBe("no-store");
      const html = await opened.text();
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain('<link rel="icon" href="/favicon.svg"');
      expect(html).toContain('<meta name="robots" content="noindex');
      expect(textOf(html)).toContain(question);
      expect(root(html)).toMatch(
        /<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"/,
      );
      expect(await subscribers().countBy({ email })).toBe(1);

      const pressed = await post(address, { "List-Unsubscribe": "One-Click" });
      expect(pressed.status).toBe(200);
      expectSitePage(pressed, language);
      expect(textOf(pressed.html)).toContain(done);
      expect(await subscribers().countBy({ email })).toBe(0);

      const again = await post(address, { "List-Unsubscribe": "One-Click" });
      expect(again.status).toBe(404);
      expectSitePage(again, language);
    }
  });

  it("takes a mail program's one click (RFC 8058) from anywhere, with no cookie, as a multipart form too", async () => {
    const address = await reader("peter@example.org", "en");
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const click = await fetch(`${server.url}${address}`, {
      method: "POST",
      headers: { origin: "https://mail.example" },
      body: form,
    });
    expect(click.status).toBe(200);
    expect(await subscribers().countBy({ email: "peter@example.org" })).toBe(0);

    const urlEncoded = await reader("paul@example.org", "sw");
    const clicked = await post(
      urlEncoded,
      { "List-Unsubscribe": "One-Click" },
      { "sec-fetch-site": "cross-site" },
    );
    expect(clicked.status).toBe(200);
    expect(await subscribers().countBy({ email: "paul@example.org" })).toBe(0);
  });
});
