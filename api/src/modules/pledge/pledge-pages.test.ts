import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, giftStatus, TEST_DARAJA_ACCOUNT } from "../../../test/giving-support.js";
import { daysFromToday } from "../../../test/factories.js";
import type { TestApp } from "../../../test/test-app.js";
import { builtWebDist } from "../../../test/web-build.js";
import { butTheLast, startPledgingApp, type PledgingApp } from "../../../test/pledging.js";
import type { Project } from "../project/project.entity.js";
import { SmsMessage } from "../sms/sms-message.entity.js";
import { Pledge } from "./pledge.entity.js";

/*
 * The pledge pages without JavaScript, as a cheap phone's browser uses them: the server-drawn
 * form, its POST, the pledge's own page, paying from it and stopping its reminders.
 */

let app: PledgingApp;
let server: TestApp;
let appeal: Project;

beforeAll(async () => {
  app = await startPledgingApp({ webDistDir: builtWebDist(), env: { TRUST_PROXY: "true" } });
  ({ server, appeal } = app);
});
afterAll(() => app.close());

let clients = 0;
const post = (address: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${address}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": `203.0.113.${++clients}`,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
const page = async (address: string) => {
  const response = await fetch(`${server.url}${address}`);
  return { status: response.status, html: await response.text() };
};

const FORM = (phone: string) => ({
  pledgerKind: "PERSON",
  name: "Grace Achieng",
  amount: "3,000",
  dueOn: daysFromToday(60),
  schedule: "MONTHLY",
  phone,
  honourRoll: "NAME_ONLY",
  remindersConsent: "on",
});

describe("the pledge form without JavaScript", () => {
  it("is drawn by the server in English and Kiswahili, posting to its own address", async () => {
    const english = await page(`/give/${appeal.slug}/pledge`);
    expect(english.status).toBe(200);
    expect(english.html).toContain(`action="/give/${appeal.slug}/pledge"`);
    expect(english.html).toContain("Make my pledge");
    const kiswahili = await page(`/sw/give/${appeal.slug}/pledge`);
    expect(kiswahili.html).toContain(`action="/sw/give/${appeal.slug}/pledge"`);
    expect(kiswahili.html).toContain("Toa ahadi yangu");
  });

  it("makes the pledge and leads to its own page, which shows it and is kept from search engines", async () => {
    const response = await post(`/give/${appeal.slug}/pledge`, FORM("0712 600 101"));
    expect(response.status).toBe(303);
    const address = response.headers.get("location")!;
    expect(address).toMatch(/^\/pledges\/\d+\/[A-Za-z0-9_-]{32}$/);
    const { status, html } = await page(address);
    expect(status).toBe(200);
    expect(html).toContain("Your pledge to Cathedral Roof");
    expect(html).toContain("KES 3,000");
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).toMatch(new RegExp(`business number ${TEST_DARAJA_ACCOUNT.shortcode}, account P\\d+`));
    // Only that address shows it.
    expect((await page(butTheLast(address))).status).toBe(404);
  });

  it("in Kiswahili, writes its SMS and page in Kiswahili", async () => {
    const response = await post(`/sw/give/${appeal.slug}/pledge`, FORM("0712 600 202"));
    const address = response.headers.get("location")!;
    expect(address).toMatch(/^\/sw\/pledges\//);
    expect((await page(address)).html).toContain("Ahadi yako kwa Paa la Kanisa Kuu");
    const [sms] = await server.dataSource.getRepository(SmsMessage).findBy({ phone: "+254712600202" });
    expect(sms!.body).toContain("Ahadi yako ya KES 3,000 kwa Paa la Kanisa Kuu");
  });

  it.each([
    ["amount", { amount: "five hundred" }],
    ["due", { dueOn: daysFromToday(-3) }],
    ["phone", { phone: "12345" }],
    ["name", { name: "" }],
    ["name", { pledgerKind: "CLAN" }],
  ])("sends back to the form saying what was wrong (%s), keeping nothing", async (problem, fields) => {
    const before = await server.dataSource.getRepository(Pledge).count();
    const response = await post(`/give/${appeal.slug}/pledge`, { ...FORM("0712 600 303"), ...fields });
    expect(response.headers.get("location")).toBe(`/give/${appeal.slug}/pledge/${problem}`);
    expect((await page(response.headers.get("location")!)).html).toContain('role="alert"');
    expect(await server.dataSource.getRepository(Pledge).count()).toBe(before);
  });

  it("refuses a form from another site", async () => {
    const response = await post(`/give/${appeal.slug}/pledge`, FORM("0712 600 404"), {
      origin: "https://elsewhere.example",
    });
    expect(response.status).toBe(403);
  });
});

describe("a pledge's own page without JavaScript", () => {
  it("pays by an M-Pesa prompt, and stops its reminders", async () => {
    const made = await post(`/give/${appeal.slug}/pledge`, FORM("0712 600 505"));
    const address = made.headers.get("location")!;
    const paid = await post(`${address}/pay`, { amount: "1000" });
    expect(paid.status).toBe(303);
    const token = paid.headers.get("location")!.replace("/gifts/", "");
    expect(
      await eventually(
        () => giftStatus(server.url, token),
        (status) => status === "PAID",
        8_000,
      ),
    ).toBe("PAID");
    expect((await page(address)).html).toMatch(/KES 1,000[\s\S]*KES 2,000/);

    const stopped = await post(`${address}/reminders`, { schedule: "STOP" });
    expect(stopped.headers.get("location")).toBe(address);
    expect((await page(address)).html).toContain("Reminders are off.");
  });

  it("stops every SMS to its phone, for ever, by its link", async () => {
    const made = await post(`/give/${appeal.slug}/pledge`, FORM("0712 600 909"));
    const address = made.headers.get("location")!;
    const stopped = await post(`${address}/stop-sms`, {});
    expect(stopped.headers.get("location")).toBe(address);
    expect(await server.services.sms.isOptedOut("+254712600909")).toBe(true);
    expect((await page(address)).html).toContain("you asked us to stop them");
    expect((await post(`${butTheLast(address)}/stop-sms`, {})).status).toBe(404);
    expect((await post(`${butTheLast(address)}/reminders`, { schedule: "STOP" })).status).toBe(404);
  });

  it("says what was wrong with a payment, and answers nothing at a wrong address", async () => {
    const made = await post(`/give/${appeal.slug}/pledge`, FORM("0712 600 606"));
    const address = made.headers.get("location")!;
    const refused = await post(`${address}/pay`, { amount: "5" });
    expect(refused.headers.get("location")).toBe(`${address}/amount`);
    expect((await page(`${address}/amount`)).html).toContain("Enter a whole number of shillings from 10");
    expect((await post(`${butTheLast(address)}/pay`, { amount: "100" })).status).toBe(404);
  });
});

describe("the honour roll page", () => {
  it("names the pledgers who agreed, by parish and by archdeaconry, in both languages, with no phone", async () => {
    await post(`/give/${appeal.slug}/pledge`, {
      ...FORM("0712 600 707"),
      name: "Mothers' Union, St Peter's Butere",
      pledgerKind: "MOTHERS_UNION",
      parishId: app.parishId,
      honourRoll: "NAME_AND_AMOUNT",
    });
    await post(`/give/${appeal.slug}/pledge`, {
      ...FORM("0712 600 808"),
      name: "Hidden Giver",
      honourRoll: "ANONYMOUS",
    });
    const byParish = await page(`/give/${appeal.slug}/honour-roll`);
    expect(byParish.status).toBe(200);
    expect(byParish.html).toContain("St Peter&#x27;s Butere");
    expect(byParish.html).toContain("Mothers&#x27; Union, St Peter&#x27;s Butere: KES 3,000");
    expect(byParish.html).not.toContain("Hidden Giver");
    expect(byParish.html).not.toMatch(/0712 ?600|254712600/);
    const byArchdeaconry = await page(`/give/${appeal.slug}/honour-roll/by-archdeaconry`);
    expect(byArchdeaconry.html).toMatch(/aria-current="page"[^>]*>By archdeaconry</);
    expect((await page(`/sw/give/${appeal.slug}/honour-roll`)).html).toContain("Orodha ya heshima");
  });
});
