import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { signedInHeaders } from "../../../test/factories.js";
import { graphql, graphqlAs } from "../../../test/http.js";
import { startMailCapture } from "../../../test/mail-capture.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { NewsletterSubscriber } from "./newsletter-subscriber.entity.js";
import { updateWhere } from "../../db/store.js";

const PUBLIC_URL = "https://www.diocese.example";
let server: TestApp;
let mail: Awaited<ReturnType<typeof startMailCapture>>;
let staff: Record<string, string>;
let clientCounter = 0;

beforeAll(async () => {
  mail = await startMailCapture();
  server = await startTestApp({ env: { SMTP_URL: mail.url, TRUST_PROXY: "true", PUBLIC_URL } });
  staff = await signedInHeaders(server);
});
afterAll(async () => {
  await server.close();
  await mail.close();
});

/** A client address of its own, so that the sign-up limit of one test does not touch another. */
function newClient(): string {
  clientCounter += 1;
  return `198.51.100.${clientCounter}`;
}

const SUBSCRIBE = `mutation ($email: String!) { subscribeToNewsletter(email: $email) }`;
const CONFIRM = `mutation ($token: String!) { confirmNewsletterSubscription(token: $token) }`;
const LIST = `query ($confirmed: Boolean) { newsletterSubscribers(pageSize: 50, confirmed: $confirmed) { total items { id email confirmed confirmedAt createdAt } } }`;
const UPDATE = `mutation ($id: ID!, $input: NewsletterSubscriberInput!) { updateNewsletterSubscriber(id: $id, input: $input) { id email confirmed confirmedAt } }`;
const DELETE = `mutation ($id: ID!) { deleteNewsletterSubscriber(id: $id) }`;

const subscribe = (email: string, client = newClient()) =>
  graphqlAs<{ subscribeToNewsletter: boolean }>(server.url, { "x-forwarded-for": client }, SUBSCRIBE, {
    email,
  });
const confirm = (token: string) =>
  graphql<{ confirmNewsletterSubscription: string }>(server.url, CONFIRM, { token });

const addresses = async () =>
  (await server.services.newsletterSubscribers.page(SYSTEM_ACTOR, { pageSize: 50 })).items
    .map((s) => s.email)
    .sort();

type Listed = { email: string; confirmed: boolean; confirmedAt: string | null };
const listed = async (email: string): Promise<Listed | undefined> =>
  (
    await graphql<{ newsletterSubscribers: { items: Listed[] } }>(server.url, LIST, {}, staff)
  ).body.data!.newsletterSubscribers.items.find((s) => s.email === email);

/** The confirmation link of the e-mail that arrives for `to` after `after` e-mails were received. */
async function confirmationLink(to: string, after: number): Promise<{ link: string; token: string }> {
  const message = await mail.next(to, after);
  const link = /https:\/\/\S+/.exec(message.text)?.[0] ?? "";
  const token = new URL(link).searchParams.get("token") ?? "";
  return { link, token };
}

/** Makes the last confirmation e-mail to `email` older, as if time had passed. */
const ageConfirmation = (email: string, fields: Partial<NewsletterSubscriber>) =>
  updateWhere(server.dataSource.getRepository(NewsletterSubscriber), { email }, fields);

describe("newsletter subscribers over GraphQL", () => {
  it("lets anyone subscribe, unconfirmed, and lists the address for staff", async () => {
    const { body } = await subscribe(" Mary.Achieng@Example.org ");
    expect(body).toEqual({ data: { subscribeToNewsletter: true } });
    const list = await graphql<{ newsletterSubscribers: { items: { email: string; confirmed: boolean }[] } }>(
      server.url,
      LIST,
      {},
      staff,
    );
    expect(list.body.data!.newsletterSubscribers.items).toContainEqual(
      expect.objectContaining({ email: "mary.achieng@example.org", confirmed: false }),
    );
  });

  it("treats subscribing twice as success and keeps one record", async () => {
    for (const email of ["john.wafula@example.org", "JOHN.WAFULA@example.org"]) {
      expect((await subscribe(email)).body).toEqual({
        data: { subscribeToNewsletter: true },
      });
    }
    expect((await addresses()).filter((email) => email === "john.wafula@example.org")).toHaveLength(1);
  });

  it("refuses an address that is not one", async () => {
    const before = await addresses();
    for (const email of ["", "not-an-address", "a@b"]) {
      const { body } = await subscribe(email);
      expect(body.errors?.[0]).toMatchObject({
        message: "email must be an e-mail address such as name@example.org",
        extensions: { code: "BAD_USER_INPUT" },
      });
    }
    expect(await addresses()).toEqual(before);
  });

  it("keeps the list private: reading, changing or deleting needs a session", async () => {
    await server.services.newsletterSubscribers.subscribe({ email: "private@example.org" }, newClient());
    const [subscriber] = (await server.services.newsletterSubscribers.page(SYSTEM_ACTOR, {})).items;
    const before = await addresses();
    const attempts = [
      await graphql(server.url, LIST, {}),
      await graphql(
        server.url,
        `
          query ($id: ID!) {
            newsletterSubscriber(id: $id) {
              email
            }
          }
        `,
        {
          id: String(subscriber!.id),
        },
      ),
      await graphql(server.url, UPDATE, {
        id: String(subscriber!.id),
        input: { email: "x@example.org", confirmed: true },
      }),
      await graphql(server.url, DELETE, { id: String(subscriber!.id) }),
    ];
    for (const { body } of attempts) {
      expect(body.errors?.[0]).toMatchObject({
        message: "You need to sign in to do that",
        extensions: { code: "UNAUTHENTICATED" },
      });
    }
    expect(await addresses()).toEqual(before);
  });

  it("lets staff correct an address, confirm it, filter by it and delete it", async () => {
    await server.services.newsletterSubscribers.subscribe({ email: "typo@exmaple.org" }, newClient());
    await server.services.newsletterSubscribers.subscribe({ email: "taken@example.org" }, newClient());
    const subscriber = (
      await server.services.newsletterSubscribers.page(SYSTEM_ACTOR, { pageSize: 50 })
    ).items.find((s) => s.email === "typo@exmaple.org")!;
    const id = String(subscriber.id);

    const updated = await graphql(
      server.url,
      UPDATE,
      { id, input: { email: "Typo@Example.org", confirmed: true } },
      staff,
    );
    expect(updated.body.data).toEqual({
      updateNewsletterSubscriber: {
        id,
        email: "typo@example.org",
        confirmed: true,
        confirmedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });

    const confirmedOnly = await graphql<{ newsletterSubscribers: { items: { email: string }[] } }>(
      server.url,
      LIST,
      { confirmed: true },
      staff,
    );
    expect(confirmedOnly.body.data!.newsletterSubscribers.items.map((s) => s.email)).toEqual([
      "typo@example.org",
    ]);

    const clash = await graphql(
      server.url,
      UPDATE,
      { id, input: { email: "taken@example.org", confirmed: true } },
      staff,
    );
    expect(clash.body.errors?.[0]).toMatchObject({
      message: "taken@example.org is already subscribed; delete one of the two instead",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const invalid = await graphql(
      server.url,
      UPDATE,
      { id, input: { email: "nope", confirmed: true } },
      staff,
    );
    expect(invalid.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");

    expect((await graphql(server.url, DELETE, { id }, staff)).body.data).toEqual({
      deleteNewsletterSubscriber: true,
    });
    expect(await addresses()).not.toContain("typo@example.org");
    const again = await graphql(server.url, DELETE, { id }, staff);
    expect(again.body.errors?.[0]).toMatchObject({
      message: `There is no newsletter subscriber with id ${id}`,
      extensions: { code: "NOT_FOUND" },
    });
  });
});

describe("limits on signing up", () => {
  it("refuses a sixth sign-up from one client address within 15 minutes, with a message for the visitor", async () => {
    const client = newClient();
    for (let n = 1; n <= 5; n++) {
      expect((await subscribe(`flood${n}@example.org`, client)).body).toEqual({
        data: { subscribeToNewsletter: true },
      });
    }
    const refused = await subscribe("flood6@example.org", client);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: "Too many sign-ups from your network. Try again in 15 minutes.",
      extensions: { code: "TOO_MANY_REQUESTS" },
    });
    expect(await addresses()).not.toContain("flood6@example.org");

    // Another client is not held back by the first one's sign-ups.
    expect((await subscribe("flood6@example.org")).body).toEqual({ data: { subscribeToNewsletter: true } });
  });

  it("counts every address of one IPv6 network (its /64) as one client", async () => {
    for (let n = 1; n <= 5; n++) {
      expect((await subscribe(`six${n}@example.org`, `2001:db8:77:1::${n}`)).body).toEqual({
        data: { subscribeToNewsletter: true },
      });
    }
    const refused = await subscribe("six6@example.org", "2001:db8:77:1:ffff::6");
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("TOO_MANY_REQUESTS");
    expect((await subscribe("six6@example.org", "2001:db8:77:2::1")).body).toEqual({
      data: { subscribeToNewsletter: true },
    });
  });
});

describe("confirming a subscription by e-mail", () => {
  it("e-mails a new sign-up a link to the confirm page, which carries a single-use token", async () => {
    const before = mail.received.length;
    await subscribe("grace.nekesa@example.org");
    const message = await mail.next("grace.nekesa@example.org", before);
    expect(message.subject).toBe("Please confirm your subscription to our newsletter");
    const { link, token } = await confirmationLink("grace.nekesa@example.org", before);
    expect(link).toMatch(/^https:\/\/www\.diocese\.example\/newsletter\/confirm\?token=[\w-]{43}$/);
    expect(await listed("grace.nekesa@example.org")).toMatchObject({ confirmed: false, confirmedAt: null });

    const confirmed = await confirm(token);
    expect(confirmed.body).toEqual({ data: { confirmNewsletterSubscription: "grace.nekesa@example.org" } });
    const row = await listed("grace.nekesa@example.org");
    expect(row).toMatchObject({ confirmed: true });
    expect(Date.now() - Date.parse(row!.confirmedAt!)).toBeLessThan(60_000);

    const again = await confirm(token);
    expect(again.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^This confirmation link is wrong or has been used already\./),
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("e-mails a sign-up from the Kiswahili site in Kiswahili, with a link to the Kiswahili confirm page", async () => {
    const before = mail.received.length;
    const answer = await graphqlAs<{ subscribeToNewsletter: boolean }>(
      server.url,
      { "x-forwarded-for": newClient(), "accept-language": "sw" },
      SUBSCRIBE,
      { email: "baraka.wafula@example.org" },
    );
    expect(answer.body.data).toEqual({ subscribeToNewsletter: true });
    const message = await mail.next("baraka.wafula@example.org", before);
    expect(message.subject).toBe("Tafadhali thibitisha usajili wako wa jarida letu");
    expect(message.text).toMatch(/^Habari,/);
    expect(message.text).toContain("ubonyeze Thibitisha usajili wangu");
    const { link, token } = await confirmationLink("baraka.wafula@example.org", before);
    expect(link).toMatch(/^https:\/\/www\.diocese\.example\/sw\/newsletter\/confirm\?token=[\w-]{43}$/);
    expect((await confirm(token)).body.errors).toBeUndefined();

    const languages = await graphql<{
      newsletterSubscribers: { items: { email: string; language: string }[] };
    }>(
      server.url,
      `
        {
          newsletterSubscribers(pageSize: 50) {
            items {
              email
              language
            }
          }
        }
      `,
      {},
      staff,
    );
    const items = languages.body.data!.newsletterSubscribers.items;
    expect(items.find((s) => s.email === "baraka.wafula@example.org")?.language).toBe("SW");
    expect(items.find((s) => s.email === "grace.nekesa@example.org")?.language).toBe("EN");
  });

  it("keeps only a hash of the token", async () => {
    const before = mail.received.length;
    await subscribe("hash.only@example.org");
    const { token } = await confirmationLink("hash.only@example.org", before);
    const stored = await server.dataSource.query(
      `SELECT * FROM newsletter_subscriber WHERE email = 'hash.only@example.org'`,
    );
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).toContain(createHash("sha256").update(token).digest("hex"));
  });

  it("says clearly when a link is wrong or has expired, and confirms nothing", async () => {
    const wrong = await confirm("made-up-token");
    expect(wrong.body.errors?.[0]).toMatchObject({
      message:
        "This confirmation link is wrong or has been used already. If your address is not confirmed yet, sign up again with the newsletter form at the foot of the website's pages for a new link.",
      extensions: { code: "BAD_USER_INPUT" },
    });

    const before = mail.received.length;
    await subscribe("late.reader@example.org");
    const { token } = await confirmationLink("late.reader@example.org", before);
    await ageConfirmation("late.reader@example.org", {
      confirmationExpiresAt: new Date(Date.now() - 60_000),
    });
    const expired = await confirm(token);
    expect(expired.body.errors?.[0]).toMatchObject({
      message:
        "This confirmation link has expired. Sign up again with the newsletter form at the foot of the website's pages, and we will send you a new one.",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await listed("late.reader@example.org")).toMatchObject({ confirmed: false, confirmedAt: null });
  });

  it("lets no link sent to an address confirm the address staff corrected it to", async () => {
    const before = mail.received.length;
    await subscribe("mary@exmaple.org");
    const { token } = await confirmationLink("mary@exmaple.org", before);
    const id = (
      await server.dataSource
        .getRepository(NewsletterSubscriber)
        .findOneByOrFail({ email: "mary@exmaple.org" })
    ).id;
    const corrected = await graphql(
      server.url,
      UPDATE,
      { id, input: { email: "mary.okoth@example.org", confirmed: false } },
      staff,
    );
    expect(corrected.body.errors).toBeUndefined();

    const answer = await confirm(token);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(JSON.stringify(answer.body)).not.toContain("mary.okoth@example.org");
    expect(await listed("mary.okoth@example.org")).toMatchObject({ confirmed: false });
  });

  it("sends an unconfirmed address at most one e-mail an hour, however often it signs up", async () => {
    const before = mail.received.length;
    await subscribe("often@example.org");
    const first = await confirmationLink("often@example.org", before);
    await subscribe("often@example.org");
    await subscribe("OFTEN@example.org");
    // A later sign-up's e-mail arrives; none more for the first address.
    await subscribe("witness@example.org");
    await mail.next("witness@example.org", before);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.received.slice(before).filter((m) => m.to === "often@example.org")).toHaveLength(1);

    // An hour later, signing up again sends a new link; the old one no longer works.
    await ageConfirmation("often@example.org", { confirmationSentAt: new Date(Date.now() - 61 * 60_000) });
    const beforeSecond = mail.received.length;
    await subscribe("often@example.org");
    const second = await confirmationLink("often@example.org", beforeSecond);
    expect(second.token).not.toBe(first.token);
    expect((await confirm(first.token)).body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await confirm(second.token)).body.data).toEqual({
      confirmNewsletterSubscription: "often@example.org",
    });
  });

  it("sends a confirmed address no more e-mail when it signs up again, and keeps it confirmed", async () => {
    const before = mail.received.length;
    await subscribe("faithful@example.org");
    const { token } = await confirmationLink("faithful@example.org", before);
    await confirm(token);
    await ageConfirmation("faithful@example.org", { confirmationSentAt: new Date(Date.now() - 61 * 60_000) });

    const afterConfirming = mail.received.length;
    expect((await subscribe("faithful@example.org")).body).toEqual({ data: { subscribeToNewsletter: true } });
    await subscribe("witness2@example.org");
    await mail.next("witness2@example.org", afterConfirming);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.received.slice(afterConfirming).filter((m) => m.to === "faithful@example.org")).toEqual([]);
    expect(await listed("faithful@example.org")).toMatchObject({ confirmed: true });
  });

  it("dates a confirmation staff make, and forgets the date when they undo it", async () => {
    await server.services.newsletterSubscribers.subscribe({ email: "by.phone@example.org" }, newClient());
    const { id } = (await server.dataSource
      .getRepository(NewsletterSubscriber)
      .findOneByOrFail({ email: "by.phone@example.org" })) as { id: number };
    const set = (confirmed: boolean) =>
      graphql<{ updateNewsletterSubscriber: Listed }>(
        server.url,
        UPDATE,
        { id: String(id), input: { email: "by.phone@example.org", confirmed } },
        staff,
      );
    const confirmedAt = (await set(true)).body.data!.updateNewsletterSubscriber.confirmedAt;
    expect(confirmedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Saving the form again keeps the day it was first confirmed.
    expect((await set(true)).body.data!.updateNewsletterSubscriber.confirmedAt).toBe(confirmedAt);
    expect((await set(false)).body.data!.updateNewsletterSubscriber).toMatchObject({
      confirmed: false,
      confirmedAt: null,
    });
  });
});
