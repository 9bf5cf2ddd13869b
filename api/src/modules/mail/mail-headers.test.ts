import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { createStaffMember, signedInHeaders } from "../../../test/factories.js";
import { graphql, graphqlAs } from "../../../test/http.js";
import { startMailCapture, type CapturedMail } from "../../../test/mail-capture.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { NewsletterSubscriber } from "../newsletter-subscriber/newsletter-subscriber.entity.js";
import { NewsletterIssue } from "../newsletter/newsletter-issue.entity.js";
import { updateWhere } from "../../db/store.js";

/*
 * Header injection: text that reaches an e-mail's headers (a newsletter's subject, a reader's
 * address) must never add a header of its own, such as a Bcc to everyone. Read from the raw
 * message a real SMTP server received.
 */

const PUBLIC_URL = "https://www.diocese.example";
let server: TestApp;
let mail: Awaited<ReturnType<typeof startMailCapture>>;
let staff: Record<string, string>;

beforeAll(async () => {
  mail = await startMailCapture();
  server = await startTestApp({
    env: { SMTP_URL: mail.url, PUBLIC_URL, TRUST_PROXY: "true", NEWSLETTER_MESSAGES_PER_SECOND: "1000" },
  });
  staff = await signedInHeaders(server, await createStaffMember(server));
});
afterAll(async () => {
  await server.close();
  await mail.close();
});

/**
 * What an editor could have typed before subjects were one line: headers of their own, and
 * controls (not NUL, which PostgreSQL's text cannot hold).
 */
const INJECTED_SUBJECT =
  "Advent news\r\nBcc: everyone@example.org\r\nX-Injected: yes\n\nA body of mine\u0001\u001b\u0085\u2028end";

/** The headers the site's mail carries; anything else came from some text. */
const OUR_HEADERS = new Set([
  "from",
  "to",
  "subject",
  "message-id",
  "date",
  "mime-version",
  "content-type",
  "content-transfer-encoding",
  "list-unsubscribe",
  "list-unsubscribe-post",
]);

/** The message's header block checked as it was sent: each line a header of the site's, or a fold. */
function headerNames(message: CapturedMail): string[] {
  const block = message.raw.slice(0, message.raw.indexOf("\r\n\r\n"));
  const names: string[] = [];
  for (const line of block.split("\r\n")) {
    expect(line).not.toMatch(/[\r\n]/);
    if (/^[ \t]/.test(line)) continue;
    const name = /^([!-9;-~]+):/.exec(line)?.[1]?.toLowerCase();
    expect(name, `a header line: ${line}`).toBeDefined();
    names.push(name!);
  }
  return names;
}

describe("a newsletter's subject", () => {
  it("adds no header, nor a line of the body, to any copy, when a stored one holds line breaks and controls", async () => {
    for (const [email, language] of [
      ["agnes@example.org", "en"],
      ["baraka@example.org", "sw"],
    ] as const) {
      const confirmations = mail.received.length;
      await server.services.newsletterSubscribers.subscribe({ email }, `203.0.113.${email.length}`, language);
      await mail.next(email, confirmations);
    }
    await updateWhere(
      server.dataSource.getRepository(NewsletterSubscriber),
      { confirmed: false },
      { confirmed: true, confirmedAt: new Date() },
    );
    const issue = await server.services.newsletter.create(SYSTEM_ACTOR, {
      subject: "Advent news",
      body: "<p>Greetings from the Bishop.</p>",
      kiswahili: [{ field: "subject", text: "Habari za Majilio" }],
    });
    // As an issue saved before the rule would hold them.
    await updateWhere(
      server.dataSource.getRepository(NewsletterIssue),
      { id: issue.id },
      { subject: INJECTED_SUBJECT, kiswahili: { subject: INJECTED_SUBJECT } },
    );

    const before = mail.received.length;
    const { body } = await graphql(
      server.url,
      `
        mutation ($id: ID!) {
          sendNewsletterIssue(id: $id) {
            id
          }
        }
      `,
      { id: String(issue.id) },
      staff,
    );
    expect(body.errors).toBeUndefined();
    await server.services.newsletterSending.sendDue();
    const received = mail.received.slice(before);
    expect(received.map((message) => message.recipients).sort()).toEqual([
      ["agnes@example.org"],
      ["baraka@example.org"],
    ]);
    for (const message of received) {
      const names = headerNames(message);
      for (const name of names) expect(OUR_HEADERS.has(name), `a header of the site's: ${name}`).toBe(true);
      expect(names.filter((name) => name === "subject")).toHaveLength(1);
      // The reader's mail program shows the subject on one line, without the controls.
      expect(message.subject).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
      expect(message.subject).toMatch(
        /^Advent news +Bcc: everyone@example\.org +X-Injected: yes +A body of mine +end$/,
      );
      expect(message.text.startsWith("Advent news")).toBe(true);
    }
  });

  it("is refused with a line break at input, in English and in Kiswahili, naming the field", async () => {
    const create = (input: Record<string, unknown>) =>
      graphql(
        server.url,
        `
          mutation ($input: NewsletterIssueInput!) {
            createNewsletterIssue(input: $input) {
              id
            }
          }
        `,
        { input: { subject: "Advent news", body: "<p>Ours</p>", ...input } },
        staff,
      );
    const english = await create({ subject: "Advent news\r\nBcc: everyone@example.org" });
    expect(english.body.errors?.[0]).toMatchObject({
      message: "subject must be one line, without line breaks, tabs or other control characters",
      extensions: { code: "BAD_USER_INPUT", field: "subject" },
    });
    const kiswahili = await create({
      kiswahili: [{ field: "subject", text: "Habari\r\nBcc: wote@example.org" }],
    });
    expect(kiswahili.body.errors?.[0]).toMatchObject({
      message: "kiswahili: subject must be one line, without line breaks, tabs or other control characters",
      extensions: { code: "BAD_USER_INPUT", field: "kiswahili" },
    });
  });
});

describe("a reader's address", () => {
  it("is refused when it could carry a header or a second recipient, and nothing is kept or sent", async () => {
    const before = mail.received.length;
    const addresses = [
      '"reader\r\nBcc: everyone@example.org"@example.org',
      '"reader\nX-Injected: yes"@example.org',
      '"reader, everyone@example.org"@example.org',
      '"<everyone@example.org>"@example.org',
      "reader@example.org\r\nBcc: everyone@example.org",
      "Reader <reader@example.org>",
    ];
    for (const [index, email] of addresses.entries()) {
      const { body } = await graphqlAs(
        server.url,
        { "x-forwarded-for": `198.51.100.${index + 1}` },
        `mutation ($email: String!) { subscribeToNewsletter(email: $email) }`,
        { email },
      );
      expect(body.errors?.[0], email).toMatchObject({
        message: "email must be an e-mail address such as name@example.org",
        extensions: { code: "BAD_USER_INPUT", field: "email" },
      });
    }
    expect(await server.dataSource.getRepository(NewsletterSubscriber).countBy({})).toBe(2);
    // Give the background sender time to show that it sends nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.received.length).toBe(before);
  });

  it("is refused the same way for a member of staff, a parish and the site's contact address", async () => {
    const address = '"office\r\nBcc: everyone@example.org"@example.org';
    await expect(
      server.services.adminUsers.create(SYSTEM_ACTOR, { name: "Grace", email: address, username: "grace" }),
    ).rejects.toMatchObject({ field: "email" });
    await expect(
      server.services.siteSettings.update(SYSTEM_ACTOR, {
        shortName: "ACK",
        fullName: "ACK Diocese",
        email: address,
      }),
    ).rejects.toMatchObject({ field: "email" });
    const archdeaconry = await server.services.archdeaconries.create(SYSTEM_ACTOR, { name: "Butere" });
    await expect(
      server.services.parishes.create(SYSTEM_ACTOR, {
        name: "St. Mark's",
        archdeaconryId: archdeaconry.id,
        email: address,
      }),
    ).rejects.toMatchObject({ field: "email" });
  });
});
