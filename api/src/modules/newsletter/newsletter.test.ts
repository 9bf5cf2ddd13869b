import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createEvent,
  createNewsArticle,
  createStaffMember,
  daysFromToday,
  signedInHeaders,
} from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { countQueries } from "../../../test/query-counter.js";
import { startMailCapture } from "../../../test/mail-capture.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { spokenWeekdayAndDate } from "../../site/calendar-days.js";
import type { Language } from "../../site/languages.js";
import { NewsletterSubscriber } from "../newsletter-subscriber/newsletter-subscriber.entity.js";
import { eventTimeInWords } from "./newsletter-digest.js";
import { NewsletterDelivery } from "./newsletter-issue.entity.js";
import { deleteWhere, insertRows, updateWhere } from "../../db/store.js";

const PUBLIC_URL = "https://www.diocese.example";
let server: TestApp;
let mail: Awaited<ReturnType<typeof startMailCapture>>;
let staff: Record<string, string>;
let staffEmail: string;

beforeAll(async () => {
  mail = await startMailCapture({
    refuse: (address) =>
      address.startsWith("gone")
        ? { responseCode: 550, message: "5.1.1 No such mailbox" }
        : address.startsWith("full")
          ? { responseCode: 452, message: "4.2.2 Mailbox full, try later" }
          : null,
  });
  server = await startTestApp({
    env: { SMTP_URL: mail.url, PUBLIC_URL, NEWSLETTER_MESSAGES_PER_SECOND: "1000" },
  });
  const member = await createStaffMember(server);
  staffEmail = member.email;
  staff = await signedInHeaders(server, member);
});
afterAll(async () => {
  await server.close();
  await mail.close();
});

const subscribers = () => server.dataSource.getRepository(NewsletterSubscriber);

/**
 * Readers who signed up and confirmed, written straight to the list: signing up is
 * newsletter-subscriber's to test, and its confirmation, mailed in the background, could arrive
 * among the copies a test counts.
 */
async function confirmedSubscribers(emails: string[], language: Language = "en"): Promise<void> {
  for (const email of emails) {
    await insertRows(subscribers(), {
      email,
      confirmed: true,
      confirmedAt: new Date(),
      language,
      unsubscribeToken: randomBytes(32).toString("base64url"),
    });
  }
}

const CREATE = `mutation ($input: NewsletterIssueInput!) { createNewsletterIssue(input: $input) { id status } }`;
const SEND = `mutation ($id: ID!, $at: DateTimeISO) { sendNewsletterIssue(id: $id, scheduledAt: $at) { id status scheduledAt } }`;
const ISSUE = `query ($id: ID!) { newsletterIssue(id: $id) { status sentAt progress { total sent failed bounced waiting } } }`;

async function draft(subject: string, body = "<p>Greetings from the Bishop.</p>"): Promise<string> {
  const { body: answer } = await graphql<{ createNewsletterIssue: { id: string } }>(
    server.url,
    CREATE,
    { input: { subject, body } },
    staff,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.createNewsletterIssue.id;
}

/** Sends a draft now and lets the sender run its round to the end. */
async function sendNow(id: string) {
  const { body } = await graphql(server.url, SEND, { id }, staff);
  expect(body.errors).toBeUndefined();
  await server.services.newsletterSending.sendDue();
  return (
    await graphql<{ newsletterIssue: { status: string; progress: Record<string, number> } }>(
      server.url,
      ISSUE,
      { id },
      staff,
    )
  ).body.data!.newsletterIssue;
}

describe("sending a newsletter issue", () => {
  it("sends one readable e-mail to each confirmed subscriber, with a one-click unsubscribe", async () => {
    await confirmedSubscribers(["agnes@example.org", "peter@example.org"]);
    await server.services.newsletterSubscribers.subscribe(
      { email: "unconfirmed@example.org" },
      "203.0.113.99",
    );
    const id = await draft(
      "Easter at the cathedral",
      '<p>Come to the <a href="/events">Easter services</a>.</p><p><img src="/uploads/cathedral.jpg" alt="Cathedral"></p>',
    );
    const before = mail.received.length;
    const issue = await sendNow(id);
    expect(issue).toMatchObject({
      status: "SENT",
      progress: { total: 2, sent: 2, failed: 0, bounced: 0, waiting: 0 },
    });

    const received = mail.received.slice(before).filter((m) => m.subject === "Easter at the cathedral");
    expect(received.map((m) => m.to).sort()).toEqual(["agnes@example.org", "peter@example.org"]);
    const agnes = received.find((m) => m.to === "agnes@example.org")!;
    // Pictures and links lead to the site; nothing is attached.
    expect(agnes.html).toContain(`src="${PUBLIC_URL}/uploads/cathedral.jpg"`);
    expect(agnes.html).toContain(`href="${PUBLIC_URL}/events"`);
    expect(agnes.text).toContain("Come to the Easter services.");
    expect(agnes.text).toContain(`${PUBLIC_URL}/`);
    expect(agnes.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const unsubscribeUrl = /<([^>]+)>/.exec(agnes.headers.get("list-unsubscribe") ?? "")?.[1] ?? "";
    expect(unsubscribeUrl.startsWith(`${PUBLIC_URL}/newsletter/unsubscribe?token=`)).toBe(true);
    expect(agnes.text).toContain(unsubscribeUrl);

    // The mail program's one click (RFC 8058): a POST with no cookie, and the address is gone at
    // once (the page a reader's button gets is pages/newsletter-forms.test.ts's).
    const local = unsubscribeUrl.replace(PUBLIC_URL, server.url);
    expect(await subscribers().countBy({ email: "agnes@example.org" })).toBe(1);
    const click = await fetch(local, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(click.status).toBe(200);
    expect(await subscribers().countBy({ email: "agnes@example.org" })).toBe(0);

    // The next issue goes to Peter alone.
    const next = await sendNow(await draft("Harvest thanksgiving"));
    expect(next.progress).toMatchObject({ total: 1, sent: 1 });
    expect(mail.received.filter((m) => m.subject === "Harvest thanksgiving").map((m) => m.to)).toEqual([
      "peter@example.org",
    ]);

    // The dashboard's list counts every issue's send in one query, not one per issue.
    type Listed = { newsletterIssues: { subject: string; progress: { total: number; sent: number } }[] };
    let listed: Listed | undefined;
    const queries = await countQueries(server.dataSource, async () => {
      listed = (
        await graphql<Listed>(
          server.url,
          `
            {
              newsletterIssues {
                subject
                progress {
                  total
                  sent
                }
              }
            }
          `,
          {},
          staff,
        )
      ).body.data;
    });
    const progressOf = (subject: string) =>
      listed!.newsletterIssues.find((listedIssue) => listedIssue.subject === subject)?.progress;
    expect(progressOf("Easter at the cathedral")).toEqual({ total: 2, sent: 2 });
    expect(progressOf("Harvest thanksgiving")).toEqual({ total: 1, sent: 1 });
    // The session's check, the issues, and their counts.
    expect(queries).toBeLessThanOrEqual(4);
  });

  it("unsubscribes no one with a wrong, overlong or missing unsubscribe token", async () => {
    await server.services.newsletterSubscribers.subscribe({ email: "stays@example.org" }, "203.0.113.201");
    await updateWhere(subscribers(), { email: "stays@example.org" }, { confirmed: true });
    for (const address of [
      "/newsletter/unsubscribe?token=not-a-real-token",
      `/sw/newsletter/unsubscribe?token=${"x".repeat(300)}`,
      "/newsletter/unsubscribe",
    ]) {
      const click = await fetch(`${server.url}${address}`, { method: "POST" });
      expect(click.status).toBe(404);
      expect(await click.json()).toEqual({ form: "newsletter-unsubscribe", outcome: "wrong-link" });
    }
    expect(await subscribers().countBy({ email: "stays@example.org" })).toBe(1);
    await deleteWhere(subscribers(), { email: "stays@example.org" });
  });

  it("counts a 5xx answer as bounced and a 4xx as failed, to try again later", async () => {
    await confirmedSubscribers(["gone@example.org", "full@example.org"]);
    const issue = await sendNow(await draft("Synod report"));
    expect(issue.status).toBe("SENDING");
    expect(issue.progress).toMatchObject({ bounced: 1, failed: 1 });
    const failed = await server.dataSource
      .getRepository(NewsletterDelivery)
      .findOneByOrFail({ email: "full@example.org", status: "failed" });
    expect(failed.smtpAnswer).toContain("Mailbox full");
    for (const email of ["gone@example.org", "full@example.org"]) await deleteWhere(subscribers(), { email });
  });

  it("sends a test copy to the member of staff alone, and schedules an issue for later", async () => {
    const id = await draft("Diocesan youth camp");
    const before = mail.received.length;
    const test = await graphql<{ sendNewsletterTest: string }>(
      server.url,
      `
        mutation ($id: ID!) {
          sendNewsletterTest(id: $id)
        }
      `,
      { id },
      staff,
    );
    expect(test.body.data?.sendNewsletterTest).toBe(staffEmail);
    const copy = await mail.next(staffEmail, before);
    expect(copy.subject).toBe("[Test] Diocesan youth camp");
    expect(copy.headers.has("list-unsubscribe")).toBe(false);

    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await graphql<{ sendNewsletterIssue: { status: string; scheduledAt: string } }>(
      server.url,
      SEND,
      { id, at },
      staff,
    );
    expect(scheduled.body.data?.sendNewsletterIssue).toEqual({ id, status: "SCHEDULED", scheduledAt: at });
    await server.services.newsletterSending.sendDue();
    expect(mail.received.slice(before).filter((m) => m.subject === "Diocesan youth camp")).toEqual([]);
  });

  it("sends Kiswahili readers the Kiswahili subject and letter, linking to the Kiswahili site", async () => {
    await confirmedSubscribers(["amani@example.org"]);
    await confirmedSubscribers(["neema@example.org"], "sw");
    const { body: created } = await graphql<{
      createNewsletterIssue: { id: string; needsTranslation: boolean; kiswahili: { field: string }[] };
    }>(
      server.url,
      `
        mutation ($input: NewsletterIssueInput!) {
          createNewsletterIssue(input: $input) {
            id
            needsTranslation
            kiswahili {
              field
              text
            }
          }
        }
      `,
      {
        input: {
          subject: "Easter week",
          body: "<p>Welcome to the Easter services.</p>",
          kiswahili: [
            { field: "subject", text: "Wiki ya Pasaka" },
            { field: "body", text: "<p>Karibuni kwenye ibada za Pasaka.</p>" },
          ],
        },
      },
      staff,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createNewsletterIssue).toMatchObject({
      needsTranslation: false,
      kiswahili: [
        { field: "subject", text: "Wiki ya Pasaka" },
        { field: "body", text: "<p>Karibuni kwenye ibada za Pasaka.</p>" },
      ],
    });
    const id = created.data!.createNewsletterIssue.id;

    // The test copy comes in both versions.
    let before = mail.received.length;
    await graphql(
      server.url,
      `
        mutation ($id: ID!) {
          sendNewsletterTest(id: $id)
        }
      `,
      { id },
      staff,
    );
    await mail.next(staffEmail, before);
    await expect
      .poll(() =>
        mail.received
          .slice(before)
          .map((m) => m.subject)
          .sort(),
      )
      .toEqual(["[Test] Easter week", "[Test] Wiki ya Pasaka"]);

    before = mail.received.length;
    await sendNow(id);
    const copyTo = (to: string) => mail.received.slice(before).find((m) => m.to === to)!;
    const neema = copyTo("neema@example.org");
    expect(neema.subject).toBe("Wiki ya Pasaka");
    expect(neema.html).toContain('<html lang="sw">');
    expect(neema.text).toContain("Karibuni kwenye ibada za Pasaka.");
    expect(neema.text).not.toContain("Welcome to the Easter services.");
    expect(neema.text).toContain("Unapokea barua hii kwa sababu ulijiandikisha kupokea jarida la");
    expect(neema.text).toContain(`${PUBLIC_URL}/sw\n`);
    expect(neema.headers.get("list-unsubscribe")).toMatch(
      new RegExp(`^<${PUBLIC_URL}/sw/newsletter/unsubscribe\\?token=[\\w-]+>$`),
    );
    const amani = copyTo("amani@example.org");
    expect(amani.subject).toBe("Easter week");
    expect(amani.text).toContain("Welcome to the Easter services.");
    expect(amani.text).toContain("You receive this because you subscribed");

    // Without a Kiswahili version, Kiswahili readers get the English letter in their own frame.
    before = mail.received.length;
    await sendNow(await draft("Synod dates"));
    const english = mail.received.slice(before).find((m) => m.to === "neema@example.org")!;
    expect(english.subject).toBe("Synod dates");
    expect(english.text).toContain("Unapokea barua hii");
  });

  it("refuses a Kiswahili version of a field the issue does not have", async () => {
    const { body } = await graphql(
      server.url,
      CREATE,
      { input: { subject: "x", body: "<p>x</p>", kiswahili: [{ field: "title", text: "y" }] } },
      staff,
    );
    expect(body.errors?.[0]?.message).toBe(
      "kiswahili: title has no Kiswahili version; translate subject, body",
    );
  });

  it("takes a scheduled issue back to draft to be changed, and deletes drafts but never a sent issue", async () => {
    const UNSCHEDULE = `mutation ($id: ID!) { unscheduleNewsletterIssue(id: $id) { id status scheduledAt } }`;
    const UPDATE = `mutation ($id: ID!, $input: NewsletterIssueInput!) { updateNewsletterIssue(id: $id, input: $input) { id } }`;
    const DELETE = `mutation ($id: ID!) { deleteNewsletterIssue(id: $id) }`;
    const id = await draft("Mothers' Union rally");
    const at = new Date(Date.now() + 3_600_000).toISOString();
    expect((await graphql(server.url, SEND, { id, at }, staff)).body.errors).toBeUndefined();
    const changeScheduled = await graphql(
      server.url,
      UPDATE,
      { id, input: { subject: "Mothers' Union rally, Butere", body: "<p>x</p>" } },
      staff,
    );
    expect(changeScheduled.body.errors?.[0]?.message).toBe(
      "Only a draft can be changed or sent; this issue is scheduled: unschedule it first",
    );

    const anonymous = await graphql(server.url, UNSCHEDULE, { id });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const unscheduled = await graphql(server.url, UNSCHEDULE, { id }, staff);
    expect(unscheduled.body.data).toEqual({
      unscheduleNewsletterIssue: { id, status: "DRAFT", scheduledAt: null },
    });
    const changed = await graphql(
      server.url,
      UPDATE,
      { id, input: { subject: "Mothers' Union rally, Butere", body: "<p>Saturday at ten.</p>" } },
      staff,
    );
    expect(changed.body.errors).toBeUndefined();
    // A draft is not sent when its old time comes.
    const before = mail.received.length;
    await server.services.newsletterSending.sendDue();
    expect(mail.received.slice(before)).toEqual([]);
    const again = await graphql(server.url, UNSCHEDULE, { id }, staff);
    expect(again.body.errors?.[0]?.message).toBe("Only a scheduled issue can go back to draft");

    expect((await graphql(server.url, DELETE, { id }, staff)).body.data).toEqual({
      deleteNewsletterIssue: true,
    });
    expect((await graphql(server.url, ISSUE, { id }, staff)).body.data).toEqual({ newsletterIssue: null });

    const sentId = await draft("Sent and kept");
    await sendNow(sentId);
    const deleteSent = await graphql(server.url, DELETE, { id: sentId }, staff);
    expect(deleteSent.body.errors?.[0]?.message).toBe("An issue that has begun sending cannot be deleted");
    const unscheduleSent = await graphql(server.url, UNSCHEDULE, { id: sentId }, staff);
    expect(unscheduleSent.body.errors?.[0]?.message).toBe("Only a scheduled issue can go back to draft");
    expect((await graphql(server.url, ISSUE, { id: sentId }, staff)).body.data).toMatchObject({
      newsletterIssue: { status: "SENT" },
    });
  });

  it("refuses bad input and anyone not signed in", async () => {
    const empty = await graphql(server.url, CREATE, { input: { subject: " ", body: "<p>x</p>" } }, staff);
    expect(empty.body.errors?.[0]?.message).toBe("subject must not be empty");
    const noBody = await graphql(
      server.url,
      CREATE,
      { input: { subject: "x", body: "<script></script>" } },
      staff,
    );
    expect(noBody.body.errors?.[0]?.message).toBe("body must not be empty");
    const past = await graphql(
      server.url,
      SEND,
      { id: await draft("Late"), at: "2020-01-01T00:00:00Z" },
      staff,
    );
    expect(past.body.errors?.[0]?.message).toContain("scheduledAt must not be in the past");
    const sentAlready = await graphql(server.url, SEND, { id: await draft("Twice") }, staff);
    expect(sentAlready.body.errors).toBeUndefined();
    const twice = await graphql(
      server.url,
      SEND,
      {
        id: sentAlready.body.data
          ? (sentAlready.body.data as { sendNewsletterIssue: { id: string } }).sendNewsletterIssue.id
          : "0",
      },
      staff,
    );
    expect(twice.body.errors?.[0]?.message).toContain("Only a draft can be changed or sent");
    const missing = await graphql(server.url, SEND, { id: "999999" }, staff);
    expect(missing.body.errors?.[0]?.message).toBe("There is no newsletter issue with id 999999");
    const anonymous = await graphql(server.url, CREATE, { input: { subject: "x", body: "<p>x</p>" } });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("prepares a digest of the news since the last issue and each coming time of an event, in both languages", async () => {
    await createNewsArticle(server.services, {
      title: "Bishop confirms 120 at St Peter's",
      kiswahili: [{ field: "title", text: "Askofu athibitisha 120 St Peter's" }],
    });
    await createEvent(server.services, { title: "Diocesan youth rally", date: daysFromToday(10) });
    await createEvent(server.services, { title: "Last month's synod", date: daysFromToday(-20) });
    // Begun three weeks ago, every week: its coming days are in the digest, its first is not.
    await createEvent(server.services, {
      title: "Holy Communion at the cathedral",
      date: daysFromToday(-21),
      repeat: { frequency: "WEEKLY" },
      kiswahili: [{ field: "title", text: "Ushirika Mtakatifu kanisani kuu" }],
    });
    const { body } = await graphql<{
      newsletterDigest: { subject: string; body: string; kiswahili: { field: string; text: string }[] };
    }>(
      server.url,
      `
        {
          newsletterDigest {
            subject
            body
            kiswahili {
              field
              text
            }
          }
        }
      `,
      {},
      staff,
    );
    const digest = body.data!.newsletterDigest;
    const site = server.config.publicUrl;
    /** Where a day of the calendar is, in a language's tree. */
    const dayOf = (date: string, tree = "") => `${site}${tree}/events?month=${date.slice(0, 7)}#day-${date}`;
    expect(digest.subject).toMatch(/^News from the /);
    expect(digest.body).toContain(
      `<a href="${site}/blogs-and-news/bishop-confirms-120-at-st-peters">Bishop confirms 120 at St Peter's</a>`,
    );
    const rally = daysFromToday(10);
    expect(digest.body).toContain(
      `${spokenWeekdayAndDate(rally)}, 9:00 am: <a href="${dayOf(rally)}">Diocesan youth rally</a>`,
    );
    expect(digest.body).not.toContain("Last month");
    // Today's, then a week, two, three and four weeks on, each linking to its own day.
    for (const days of [0, 7, 14, 21, 28]) {
      const date = daysFromToday(days);
      expect(digest.body).toContain(
        `${spokenWeekdayAndDate(date)}, 9:00 am: <a href="${dayOf(date)}">Holy Communion at the cathedral</a>`,
      );
    }
    expect(digest.body).not.toContain(spokenWeekdayAndDate(daysFromToday(-7)));

    // The Kiswahili version: its words, the items' Kiswahili titles, the Kiswahili site.
    const kiswahili = Object.fromEntries(digest.kiswahili.map(({ field, text }) => [field, text]));
    expect(Object.keys(kiswahili).sort()).toEqual(["body", "subject"]);
    expect(kiswahili.subject).toMatch(/^Habari kutoka /);
    expect(kiswahili.body).toContain("<h2>Habari</h2>");
    expect(kiswahili.body).toContain(
      `<a href="${site}/sw/blogs-and-news/bishop-confirms-120-at-st-peters">Askofu athibitisha 120 St Peter's</a>`,
    );
    const sunday = daysFromToday(7);
    expect(kiswahili.body).toContain(
      `${eventTimeInWords("sw", sunday, "09:00")}: <a href="${dayOf(sunday, "/sw")}">Ushirika Mtakatifu kanisani kuu</a>`,
    );
    expect(kiswahili.body).toContain(`<a href="${dayOf(rally, "/sw")}">Diocesan youth rally</a>`);
    expect(kiswahili.body).not.toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });
});

describe("unconfirmed subscriptions", () => {
  it("expire after a week; confirmed ones and fresh sign-ups stay", async () => {
    await confirmedSubscribers(["faithful@example.org"]);
    await server.services.newsletterSubscribers.subscribe({ email: "forgot@example.org" }, "203.0.113.50");
    await server.services.newsletterSubscribers.subscribe({ email: "fresh@example.org" }, "203.0.113.51");
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    for (const email of ["faithful@example.org", "forgot@example.org"]) {
      await updateWhere(
        subscribers(),
        { email },
        { createdAt: eightDaysAgo, confirmationSentAt: eightDaysAgo },
      );
    }
    expect(await server.services.newsletterSubscribers.expireUnconfirmed()).toBeGreaterThanOrEqual(1);
    const left = (await subscribers().find()).map((s) => s.email);
    expect(left).toContain("faithful@example.org");
    expect(left).toContain("fresh@example.org");
    expect(left).not.toContain("forgot@example.org");
  });
});
