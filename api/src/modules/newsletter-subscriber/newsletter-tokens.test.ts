import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql, graphqlAs } from "../../../test/http.js";
import { startMailCapture } from "../../../test/mail-capture.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { builtWebDist } from "../../../test/web-build.js";
import { NewsletterSubscriber } from "./newsletter-subscriber.entity.js";

/*
 * The newsletter's links as an attacker tries them: forged tokens, tokens used already, one
 * reader's token against another reader, tokens of the wrong length or characters. Nothing may
 * change, and every refusal must read alike, so that no answer tells which addresses are on the list.
 */

const PUBLIC_URL = "https://www.diocese.example";
let server: TestApp;
let mail: Awaited<ReturnType<typeof startMailCapture>>;
let client = 0;

beforeAll(async () => {
  mail = await startMailCapture();
  // The unsubscribe pages are drawn by the real web build, as a reader's browser gets them.
  server = await startTestApp({
    webDistDir: builtWebDist(),
    env: { SMTP_URL: mail.url, TRUST_PROXY: "true", PUBLIC_URL },
  });
});
afterAll(async () => {
  await server.close();
  await mail.close();
});

const WRONG_LINK =
  "This confirmation link is wrong or has been used already. If your address is not confirmed yet, sign up again with the newsletter form at the foot of the website's pages for a new link.";

/** Tokens no e-mail ever carried: made up, of the wrong length or characters, or a query's tricks. */
const FORGED = [
  randomBytes(32).toString("base64url"),
  "a",
  "x".repeat(64),
  "x".repeat(5000),
  "' OR '1'='1",
  "%00",
  "../../admin",
  "<script>alert(1)</script>",
  "token\r\nSet-Cookie: a=b",
  "ÄÖÜ-ñ",
];

const subscribers = () => server.dataSource.getRepository(NewsletterSubscriber);
/** What the list holds, to show that nothing changed. */
const theList = async () =>
  (await subscribers().find({ order: { id: "ASC" } })).map(({ email, confirmed, unsubscribeToken }) => ({
    email,
    confirmed,
    unsubscribeToken,
  }));

const confirm = (token: string) =>
  graphql<{ confirmNewsletterSubscription: string }>(
    server.url,
    `
      mutation ($token: String!) {
        confirmNewsletterSubscription(token: $token)
      }
    `,
    { token },
  );

/** Signs `email` up and answers the token of the link e-mailed to it. */
async function signUp(email: string): Promise<string> {
  const before = mail.received.length;
  client += 1;
  const { body } = await graphqlAs(
    server.url,
    { "x-forwarded-for": `198.51.100.${client}` },
    `mutation ($email: String!) { subscribeToNewsletter(email: $email) }`,
    { email },
  );
  expect(body.errors).toBeUndefined();
  const link = /https:\/\/\S+/.exec((await mail.next(email, before)).text)![0];
  return new URL(link).searchParams.get("token")!;
}

const unsubscribeTokenOf = async (email: string) =>
  (await subscribers().findOneByOrFail({ email })).unsubscribeToken!;

/** The unsubscribe address's answer to a POST (the page's button, or a mail program's one click). */
async function pressUnsubscribe(query: string, language: "" | "/sw" = "") {
  const response = await fetch(`${server.url}${language}/newsletter/unsubscribe?${query}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  return { status: response.status, body: await response.text() };
}

describe("confirming with a token that is not the address's own", () => {
  it("refuses forged, malformed and used tokens with one message, and confirms nobody", async () => {
    const agnesToken = await signUp("agnes@example.org");
    const peterToken = await signUp("peter@example.org");
    const before = await theList();

    const tampered = [
      ...FORGED,
      `${agnesToken}x`,
      agnesToken.slice(0, -1),
      agnesToken.toUpperCase(),
      ` ${agnesToken}`,
    ];
    for (const token of tampered) {
      const { status, body } = await confirm(token);
      expect(status, token).toBe(200);
      expect(body.data ?? null, token).toBeNull();
      expect(body.errors, token).toEqual([
        expect.objectContaining({
          message: WRONG_LINK,
          extensions: expect.objectContaining({ code: "BAD_USER_INPUT", field: "token" }),
        }),
      ]);
    }
    expect(await theList()).toEqual(before);

    // Peter's token confirms Peter, whoever presses it, and nobody else.
    expect((await confirm(peterToken)).body.data).toEqual({
      confirmNewsletterSubscription: "peter@example.org",
    });
    expect(await subscribers().findOneByOrFail({ email: "agnes@example.org" })).toMatchObject({
      confirmed: false,
    });
    // Used once, it is refused as a forged one is.
    const again = await confirm(peterToken);
    expect(again.body.errors?.[0]).toMatchObject({
      message: WRONG_LINK,
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect((await confirm(agnesToken)).body.data).toEqual({
      confirmNewsletterSubscription: "agnes@example.org",
    });
  });

  it("answers an address already on the list as it answers a new one, and sends it nothing", async () => {
    const token = await signUp("listed@example.org");
    await confirm(token);
    const before = mail.received.length;
    const answers = [];
    for (const email of ["listed@example.org", "new.reader@example.org", "LISTED@example.org"]) {
      client += 1;
      answers.push(
        await graphqlAs(
          server.url,
          { "x-forwarded-for": `198.51.100.${client}` },
          `mutation ($email: String!) { subscribeToNewsletter(email: $email) }`,
          { email },
        ),
      );
    }
    expect(new Set(answers.map(({ status, body }) => JSON.stringify({ status, body })))).toEqual(
      new Set([JSON.stringify({ status: 200, body: { data: { subscribeToNewsletter: true } } })]),
    );
    await mail.next("new.reader@example.org", before);
    expect(mail.received.slice(before).map((message) => message.to)).toEqual(["new.reader@example.org"]);
  });
});

describe("unsubscribing with a token that is not the address's own", () => {
  it("refuses forged, malformed and used tokens alike, in both languages, and takes nobody off the list", async () => {
    await signUp("mary@example.org");
    await signUp("john@example.org");
    const maryToken = await unsubscribeTokenOf("mary@example.org");
    const johnToken = await unsubscribeTokenOf("john@example.org");
    const before = await theList();

    const queries = [
      ...FORGED.map((token) => `token=${encodeURIComponent(token)}`),
      `token=${maryToken}x`,
      `token=${maryToken.toUpperCase()}`,
      `token=${maryToken}&token=${johnToken}`,
      `token[]=${maryToken}`,
      `token=`,
      "",
      `email=mary%40example.org&token=${randomBytes(32).toString("base64url")}`,
    ];
    for (const language of ["", "/sw"] as const) {
      const refusals = new Set<string>();
      for (const query of queries) {
        const { status, body } = await pressUnsubscribe(query, language);
        expect(status, query).toBe(404);
        refusals.add(body);
      }
      // One page for every refusal: none says more about one token than another.
      expect(refusals.size).toBe(1);
      expect([...refusals][0]).toContain(
        language ? "Kiungo hiki cha kujiondoa si sahihi" : "This unsubscribe link is wrong",
      );
    }
    expect(await theList()).toEqual(before);

    // John's token takes John off the list, and nobody else; used again, it is refused as a forged one is.
    const forgedAnswer = await pressUnsubscribe(`token=${randomBytes(32).toString("base64url")}`);
    expect((await pressUnsubscribe(`token=${johnToken}`)).status).toBe(200);
    expect(await subscribers().countBy({ email: "john@example.org" })).toBe(0);
    expect(await subscribers().countBy({ email: "mary@example.org" })).toBe(1);
    expect(await pressUnsubscribe(`token=${johnToken}`)).toEqual(forgedAnswer);
  });

  it("asks the same question for any well-formed token, so that opening a link tells nothing", async () => {
    await signUp("grace@example.org");
    const real = await unsubscribeTokenOf("grace@example.org");
    const forged = randomBytes(32).toString("base64url");
    const page = async (token: string) => {
      const response = await fetch(`${server.url}/newsletter/unsubscribe?token=${token}`);
      return { status: response.status, body: (await response.text()).replaceAll(token, "TOKEN") };
    };
    expect(await page(forged)).toEqual(await page(real));
    expect(await subscribers().countBy({ email: "grace@example.org" })).toBe(1);
  });
});
