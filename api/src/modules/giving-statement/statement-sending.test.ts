import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { createStaffMember, signedInHeaders } from "../../../test/factories.js";
import { currentYear, giveEveryWay, recordGiftFrom } from "../../../test/giving-statements.js";
import { graphql } from "../../../test/http.js";
import { startMailCapture } from "../../../test/mail-capture.js";
import { pdfText } from "../../../test/pdf-text.js";
import { startPledgingApp, type PledgingApp } from "../../../test/pledging.js";
import { SmsMessage } from "../sms/sms-message.entity.js";
import { StatementSend } from "./giving-statement.entity.js";
import { GivingStatementSending } from "./statement-sending.js";

/*
 * The treasurer sends every donor of a year their statement: once each, whoever presses and
 * however many instances send, by e-mail (to a real SMTP server) or by SMS with a link of their own.
 */

const year = currentYear();
let app: PledgingApp;
let mail: Awaited<ReturnType<typeof startMailCapture>>;
let editor: Record<string, string>;
let receipts: { byEveryWay: string[]; bySms: string; byEmail: string };

const YEAR_FIELDS = "year donors queued sent failed";
const yearOf = async (headers = app.treasurer) =>
  graphql<{ givingStatementYear: Record<string, number> }>(
    app.server.url,
    `query ($year: Int!) { givingStatementYear(year: $year) { ${YEAR_FIELDS} } }`,
    { year },
    headers,
  );
const sendEveryDonor = (headers = app.treasurer, chosen: unknown = year) =>
  graphql<{ sendGivingStatements: Record<string, number> }>(
    app.server.url,
    `mutation ($year: Int!) { sendGivingStatements(year: $year) { ${YEAR_FIELDS} } }`,
    { year: chosen },
    headers,
  );
/** Another instance's sending job, on the same database. */
const anotherInstance = () =>
  new GivingStatementSending(app.server.dataSource, app.server.services.sms, app.server.services.mail, {
    addresses: app.server.services.addresses,
    siteName: async () => "ACK Diocese of Kakamega",
    logger: { info: () => undefined, error: () => undefined },
  });
const statementSms = () =>
  app.server.dataSource
    .getRepository(SmsMessage)
    .find({ where: { kind: "statement" }, order: { id: "ASC" } });

beforeAll(async () => {
  mail = await startMailCapture();
  app = await startPledgingApp({ env: { SMTP_URL: mail.url, SMS_DAILY_LIMIT_PER_NUMBER: "50" } });
  await app.server.services.siteSettings.update(SYSTEM_ACTOR, {
    shortName: "ACK Diocese",
    fullName: "ACK Diocese of Kakamega",
  });
  editor = await signedInHeaders(app.server, await createStaffMember(app.server, { role: "editor" }));
  const everyWay = await giveEveryWay(app, "0712 700 101");
  const bySms = await recordGiftFrom(app, { amountKes: 800, phone: "0712 700 202" });
  const byEmail = await app.pledged({ phone: "0712 700 303", email: "wanjiku@example.org" });
  await app.daraja.payBill({ amount: 900, phone: "254712700303", accountNumber: byEmail.accountReference });
  const ledger = app.server.dataSource.getRepository("contribution");
  receipts = {
    byEveryWay: everyWay.counted,
    bySms: (await ledger.findOneByOrFail({ id: Number(bySms) })).receiptNumber,
    byEmail: "",
  };
  for (let tries = 0; tries < 80 && !receipts.byEmail; tries += 1) {
    const paid = await ledger.findOneBy({ pledgeId: Number(byEmail.id) });
    receipts.byEmail = paid?.receiptNumber ?? "";
    if (!receipts.byEmail) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 60_000);
afterAll(async () => {
  await app.close();
  await mail.close();
});

describe("sending every donor of a year their statement", () => {
  it("counts the year's donors by number, leaving out a parish's payment of its assessment", async () => {
    const { body } = await yearOf();
    expect(body.data!.givingStatementYear).toEqual({ year, donors: 3, queued: 0, sent: 0, failed: 0 });
  });

  it("queues each donor once, however often and at once the button is pressed", async () => {
    const presses = await Promise.all([sendEveryDonor(), sendEveryDonor()]);
    for (const press of presses) expect(press.body.errors).toBeUndefined();
    expect((await sendEveryDonor()).body.data!.sendGivingStatements).toEqual({
      year,
      donors: 3,
      queued: 3,
      sent: 0,
      failed: 0,
    });
  });

  it("sends each once with two instances racing, by e-mail where the ledger knows one, else by SMS", async () => {
    const [first, second] = await Promise.all([
      app.server.services.givingStatementSending.sendDue(),
      anotherInstance().sendDue(),
    ]);
    expect(first + second).toBe(3);
    expect(await anotherInstance().sendDue()).toBe(0);
    const sms = await statementSms();
    expect(sms.map((each) => each.phone).sort()).toEqual(["+254712700101", "+254712700202"]);
    expect(sms[0]!.body).toMatch(
      new RegExp(
        `^ACK Diocese of Kakamega: your statement of giving for ${year} is ready\\. .*/giving-statement/download/`,
      ),
    );
    // Thousands go at once: they wait for the hours the SMS module keeps for such messages.
    expect(sms.every((each) => each.promotional)).toBe(true);
    const email = await mail.next("wanjiku@example.org", 0);
    expect(email.subject).toBe(`Your statement of giving for ${year}`);
    expect(mail.received.filter((each) => each.to.includes("wanjiku@example.org"))).toHaveLength(1);
    expect((await yearOf()).body.data!.givingStatementYear).toMatchObject({ queued: 0, sent: 3 });
  });

  it("a later press sends only the donors who gave since", async () => {
    await recordGiftFrom(app, { amountKes: 400, phone: "0712 700 404" });
    expect((await sendEveryDonor()).body.data!.sendGivingStatements).toMatchObject({ donors: 4, queued: 1 });
    expect(await app.server.services.givingStatementSending.sendDue()).toBe(1);
    expect((await statementSms()).map((each) => each.phone)).toContain("+254712700404");
    expect(await statementSms()).toHaveLength(3);
  });

  it("lists who was sent theirs, numbers masked but for their last digits, a page at a time", async () => {
    const { body } = await graphql<{
      givingStatementsSent: { total: number; nextCursor: string | null; items: Record<string, unknown>[] };
    }>(
      app.server.url,
      `
        query ($year: Int!) {
          givingStatementsSent(year: $year, pageSize: 3) {
            total
            nextCursor
            items {
              phone
              status
              channel
              sentAt
            }
          }
        }
      `,
      { year },
      app.treasurer,
    );
    const page = body.data!.givingStatementsSent;
    expect(page.total).toBe(4);
    expect(page.items).toHaveLength(3);
    expect(page.nextCursor).not.toBeNull();
    expect(page.items[0]).toMatchObject({ phone: "*** *** 404", status: "SENT", channel: "SMS" });
    expect(JSON.stringify(page)).not.toContain("712700");
  });

  it("gives the list as a CSV to treasurers", async () => {
    const csv = await fetch(`${app.server.url}/exports/giving-statements.csv?year=${year}`, {
      headers: app.treasurer,
    });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines).toHaveLength(5);
    expect(lines[0]).toContain("Donor's number,Year,Asked for,Sent,How,Status");
    expect(lines.some((line) => line.includes("*** *** 303") && line.includes("E-mail,Sent"))).toBe(true);
    const refused = await fetch(`${app.server.url}/exports/giving-statements.csv?year=${year}`, {
      headers: editor,
    });
    expect(refused.status).toBe(403);
  });

  it("refuses editors, and a year that is none", async () => {
    expect((await sendEveryDonor(editor)).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const wrong = await sendEveryDonor(app.treasurer, 1999);
    expect(wrong.body.errors?.[0]?.message).toBe("year must be 2000 or later");
    expect(await app.server.dataSource.getRepository(StatementSend).countBy({ year: 1999 })).toBe(0);
  });
});

describe("a donor's link", () => {
  const linkOf = async (phone: string) => {
    const [sms] = await app.server.dataSource.getRepository(SmsMessage).findBy({ phone, kind: "statement" });
    return /(\/giving-statement\/download\/[\w-]+)/.exec(sms!.body)![1]!;
  };

  it("downloads that donor's statement alone, without a code", async () => {
    const response = await fetch(`${app.server.url}${await linkOf("+254712700202")}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const text = (await pdfText(new Uint8Array(await response.arrayBuffer()))).join("\n");
    expect(text).toContain(receipts.bySms);
    expect(text).toContain(`Total given in ${year}: KES 800`);
    for (const other of [...receipts.byEveryWay, receipts.byEmail]) expect(text).not.toContain(other);
  });

  it("leads back to the statement page once it has expired, or when it is none", async () => {
    const link = await linkOf("+254712700101");
    await app.server.dataSource
      .getRepository(StatementSend)
      .update({ phone: "254712700101" }, { linkExpiresAt: new Date(Date.now() - 1_000) });
    for (const address of [link, "/giving-statement/download/made-up"]) {
      const response = await fetch(`${app.server.url}${address}`, { redirect: "manual" });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/giving-statement/try-again/link-expired");
    }
  });
});
