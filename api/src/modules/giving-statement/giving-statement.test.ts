import { SYSTEM_ACTOR } from "../../authorization.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  askForStatement,
  codeQueuedFor,
  currentYear,
  giveEveryWay,
  postForm,
  simulatorOutbox,
  type GivenEveryWay,
} from "../../../test/giving-statements.js";
import { pdfText } from "../../../test/pdf-text.js";
import { startPledgingApp, type PledgingApp } from "../../../test/pledging.js";
import { SmsMessage } from "../sms/sms-message.entity.js";
import { StatementCode } from "./giving-statement.entity.js";

/*
 * A donor asks for their statement on the public page, over real HTTP with M-Pesa and SMS on their
 * simulators: a code by SMS, then the PDF, read back as a reader's text extraction finds it.
 */

const DONOR = "0712 600 101";
const DONOR_SMS = "+254712600101";
let app: PledgingApp;
let given: GivenEveryWay;
const year = String(currentYear());

beforeAll(async () => {
  // The donor's receipts of the day would otherwise fill their number's day of SMS (five).
  app = await startPledgingApp({ env: { SMS_DAILY_LIMIT_PER_NUMBER: "50" } });
  await app.server.services.siteSettings.update(SYSTEM_ACTOR, {
    shortName: "ACK Diocese",
    fullName: "ACK Diocese of Kakamega",
    postalLine: "P.O. Box 1, Kakamega",
    phone: "+254 700 000 001",
    email: "office@ackkakamega.org",
  });
  given = await giveEveryWay(app, DONOR);
}, 60_000);
afterAll(() => app.close());
// Each test asks afresh: the limits per number and per connection are a test of their own.
beforeEach(() => app.server.dataSource.query("DELETE FROM throttle"));

const codesQueued = (phone: string) =>
  app.server.dataSource.getRepository(SmsMessage).countBy({ phone, kind: "statement-code" });

/** Asks for the statement and types the code that came; answers the PDF's response. */
async function statementPdf(language: "en" | "sw") {
  const codePage = await askForStatement(app.server.url, { phone: DONOR, year }, language);
  const code = await codeQueuedFor(app.server, DONOR_SMS);
  return postForm(app.server.url, codePage, { code: code! });
}

describe("a donor's statement by number and code", () => {
  it("sends a six-digit code by SMS, which reaches the phone through the SMS simulator", async () => {
    const codePage = await askForStatement(app.server.url, { phone: "+254 712 600 101", year });
    expect(codePage).toMatch(/^\/giving-statement\/code\/[\w-]{32}$/);
    const code = await codeQueuedFor(app.server, DONOR_SMS);
    expect(code).toMatch(/^\d{6}$/);
    await app.server.services.smsSending.sendDue();
    const arrived = (await simulatorOutbox(app.server)).filter((sms) => sms.message.startsWith(`${code} `));
    expect(arrived).toEqual([
      expect.objectContaining({
        to: DONOR_SMS,
        message: `${code} is your code for your ${year} statement of giving from the ACK Diocese of Kakamega. It works for 10 minutes. Do not share it.`,
      }),
    ]);
    // Only the code's hash is kept.
    const [request] = await app.server.dataSource
      .getRepository(StatementCode)
      .find({ order: { id: "DESC" }, take: 1 });
    expect(JSON.stringify(request)).not.toContain(code);
  });

  it("opens a PDF listing every gift of the year with its receipt number and the right total", async () => {
    const response = await statementPdf("en");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="giving-statement-${year}.pdf"`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = (await pdfText(new Uint8Array(await response.arrayBuffer()))).join("\n");
    expect(text).toContain(`Statement of giving, ${year}`);
    expect(text).toContain("ACK Diocese of Kakamega");
    expect(text).toContain("P.O. Box 1, Kakamega");
    expect(text).toContain("For the M-Pesa number ending 101");
    for (const receipt of given.counted) expect(text).toContain(receipt);
    expect(text).toContain("M-Pesa prompt");
    expect(text).toContain("M-Pesa paybill");
    expect(text).toContain("Recorded: cheque");
    expect(text).toContain(given.reversed);
    expect(text).toContain("Reversed: KES 300");
    for (const receipt of given.elsewhere) expect(text).not.toContain(receipt);
    expect(text).toContain(`Total given in ${year}: KES 4,200`);
    expect(text).toContain("3 gifts counted.");
  });

  it("is in Kiswahili when asked for from the Kiswahili page", async () => {
    const codePage = await askForStatement(app.server.url, { phone: DONOR, year }, "sw");
    expect(codePage).toMatch(/^\/sw\/giving-statement\/code\//);
    const sms = await app.server.dataSource
      .getRepository(SmsMessage)
      .find({ where: { phone: DONOR_SMS, kind: "statement-code" }, order: { id: "DESC" }, take: 1 });
    expect(sms[0]!.body).toContain("ni nambari yako ya taarifa ya michango");
    const code = await codeQueuedFor(app.server, DONOR_SMS);
    const response = await postForm(app.server.url, codePage, { code: code! });
    expect(response.headers.get("content-disposition")).toContain(`taarifa-ya-michango-${year}.pdf`);
    const text = (await pdfText(new Uint8Array(await response.arrayBuffer()))).join("\n");
    expect(text).toContain(`Taarifa ya michango, ${year}`);
    expect(text).toContain("Paa la Kanisa Kuu");
    for (const receipt of given.counted) expect(text).toContain(receipt);
    expect(text).toContain("Imerejeshwa: KES 300");
    expect(text).toContain(`Jumla iliyotolewa mwaka ${year}: KES 4,200`);
  });

  it("answers a number that gave nothing the same way, and sends it no SMS", async () => {
    const stranger = await askForStatement(app.server.url, { phone: "0712 600 999", year });
    expect(stranger).toMatch(/^\/giving-statement\/code\/[\w-]{32}$/);
    expect(await codesQueued("+254712600999")).toBe(0);
  });
});

describe("a code that does not open the statement", () => {
  it("is refused when wrong, back to the code's page saying so", async () => {
    const codePage = await askForStatement(app.server.url, { phone: DONOR, year });
    const code = (await codeQueuedFor(app.server, DONOR_SMS))!;
    const wrong = code === "000000" ? "111111" : "000000";
    const response = await postForm(app.server.url, codePage, { code: wrong });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${codePage}/wrong`);
    expect((await postForm(app.server.url, codePage, { code: "12ab" })).headers.get("location")).toBe(
      `${codePage}/wrong`,
    );
  });

  it("is refused, even the right one, after five tries", async () => {
    const codePage = await askForStatement(app.server.url, { phone: DONOR, year });
    const code = (await codeQueuedFor(app.server, DONOR_SMS))!;
    const wrong = code === "000000" ? "111111" : "000000";
    const tries = await Promise.all(
      Array.from({ length: 5 }, () => postForm(app.server.url, codePage, { code: wrong })),
    );
    expect(tries.map((each) => each.headers.get("location"))).toEqual(Array(5).fill(`${codePage}/wrong`));
    const right = await postForm(app.server.url, codePage, { code });
    expect(right.headers.get("location")).toBe(`${codePage}/used-up`);
  });

  it("is refused once ten minutes have passed", async () => {
    const codePage = await askForStatement(app.server.url, { phone: DONOR, year });
    const code = (await codeQueuedFor(app.server, DONOR_SMS))!;
    const codes = app.server.dataSource.getRepository(StatementCode);
    const [request] = await codes.find({ order: { id: "DESC" }, take: 1 });
    await codes.update({ id: request!.id }, { expiresAt: new Date(Date.now() - 1_000) });
    const response = await postForm(app.server.url, codePage, { code });
    expect(response.headers.get("location")).toBe(`${codePage}/expired`);
  });

  it("is refused for an address no request has", async () => {
    const response = await postForm(app.server.url, "/giving-statement/code/not-a-request", {
      code: "123456",
    });
    expect(response.headers.get("location")).toBe("/giving-statement/code/not-a-request/expired");
  });
});

describe("a request the page refuses", () => {
  const requests = () => app.server.dataSource.getRepository(StatementCode).count();

  it.each([
    ["no number", { phone: "", year }, "phone"],
    ["a landline", { phone: "020 222 2222", year }, "phone"],
    ["a foreign number", { phone: "+44 7700 900123", year }, "phone"],
    ["no year", { phone: DONOR, year: "" }, "year"],
    ["a year in words", { phone: DONOR, year: "twenty" }, "year"],
    ["next year", { phone: DONOR, year: String(currentYear() + 1) }, "year"],
    ["a year before the records", { phone: DONOR, year: "1999" }, "year"],
  ])("for %s: back to the form saying what, nothing kept or sent", async (_name, fields, problem) => {
    const before = [await requests(), await codesQueued(DONOR_SMS)];
    const location = await askForStatement(app.server.url, fields);
    expect(location).toBe(`/giving-statement/try-again/${problem}`);
    expect([await requests(), await codesQueued(DONOR_SMS)]).toEqual(before);
  });

  it("after three codes to one number in an hour, whether or not it gave", async () => {
    for (const phone of [DONOR, "0712 600 888"]) {
      for (let each = 0; each < 3; each += 1) {
        expect(await askForStatement(app.server.url, { phone, year })).toMatch(/\/code\//);
      }
      expect(await askForStatement(app.server.url, { phone, year })).toBe(
        "/giving-statement/try-again/too-many",
      );
    }
  });

  it("after ten requests from one connection in an hour", async () => {
    for (let each = 0; each < 10; each += 1) {
      await askForStatement(app.server.url, { phone: `0712 601 ${String(100 + each)}`, year });
    }
    expect(await askForStatement(app.server.url, { phone: "0712 601 200", year })).toBe(
      "/giving-statement/try-again/too-many",
    );
  });

  it("from another site's form", async () => {
    const response = await fetch(`${app.server.url}/giving-statement`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      body: new URLSearchParams({ phone: DONOR, year }).toString(),
      redirect: "manual",
    });
    expect(response.status).toBe(403);
  });
});
