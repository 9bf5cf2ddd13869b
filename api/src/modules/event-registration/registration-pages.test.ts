import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../../test/giving-support.js";
import { startMailCapture } from "../../../test/mail-capture.js";
import { nextPhone, startRegisteringApp, type RegisteringApp } from "../../../test/registering.js";
import { builtWebDist } from "../../../test/web-build.js";
import type { Event } from "../event/event.entity.js";
import { SIMULATED_PHONES } from "../mpesa/daraja-simulator.js";
import { RegistrationQuestionKind } from "./registration-setup.entity.js";

/*
 * What a registrant sees, over real HTTP: the site with the web app's server build drawing the
 * registration form and the registrant's page, M-Pesa and SMS on their simulators, and a real SMTP
 * server catching the confirmation e-mails.
 */

let site: RegisteringApp;
let mail: Awaited<ReturnType<typeof startMailCapture>>;
/** A youth camp with a fee, 40 places and every question the form can ask. */
let camp: Event;
let clients = 0;

const QUESTIONS = [
  {
    label: "T-shirt size",
    labelSw: "Saizi ya fulana",
    kind: RegistrationQuestionKind.CHOICE,
    choices: ["S", "M", "L"],
    required: true,
  },
  {
    label: "Emergency contact",
    labelSw: "Wa kupigiwa dharura",
    kind: RegistrationQuestionKind.TEXT,
    choices: [],
    required: false,
  },
];

beforeAll(async () => {
  mail = await startMailCapture();
  // Each request comes from an address of its own, so that no test meets another's throttle.
  site = await startRegisteringApp({
    webDistDir: builtWebDist(),
    env: { SMTP_URL: mail.url, TRUST_PROXY: "true" },
  });
  camp = await site.eventTaking(
    { feeKes: 1_500, capacity: 40, askParish: true, askRole: true, askDiet: true, questions: QUESTIONS },
    { title: "Youth Camp", place: "Kaimosi" },
  );
});
afterAll(async () => {
  await site.close();
  await mail.close();
});

const url = (address: string) => `${site.server.url}${address}`;
const newClient = () => ({ "x-forwarded-for": `203.0.113.${++clients}` });

async function page(address: string) {
  const response = await fetch(url(address), { headers: newClient() });
  return {
    status: response.status,
    html: await response.text(),
    cacheControl: response.headers.get("cache-control"),
  };
}

/** A form as a browser without JavaScript posts it, from the site's own page. */
function post(address: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(url(address), {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
      ...newClient(),
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** A registration form filled in as the camp asks: override a field, or leave one out with "". */
const campForm = (fields: Record<string, string> = {}) => ({
  name: "Faith Atieno",
  phone: nextPhone(),
  email: "",
  parishId: site.parishId,
  role: "YOUTH",
  diet: "",
  "q-q1": "M",
  "q-q2": "",
  payBy: "PROMPT",
  ...fields,
});

/** Registers through the form, and answers the registration's page address. */
async function registerByForm(event: Event, fields: Record<string, string>, language = "") {
  const response = await post(`${language}/events/${event.id}/register`, fields);
  expect(response.status).toBe(303);
  const location = response.headers.get("location")!;
  expect(location).toMatch(new RegExp(`^${language}/registrations/[\\w-]{43}$`));
  return location;
}

/** The text of a page's HTML, tags left out, for the words a reader sees. */
const words = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

describe("the registration form", () => {
  it("asks the event's questions in English, with every parish to choose from", async () => {
    const { status, html } = await page(`/events/${camp.id}/register`);
    expect(status).toBe(200);
    const text = words(html);
    for (const label of ["Your full name", "Your mobile number", "Your e-mail (optional)", "Your parish"]) {
      expect(text).toContain(label);
    }
    expect(text).toContain("You come as");
    expect(text).toContain("Food needs (optional)");
    expect(text).toContain("T-shirt size");
    expect(text).toContain("Emergency contact");
    expect(html).toContain(`<option value="${site.parishId}">St Paul&#x27;s Mumias</option>`);
    expect(text).toContain("KES 1,500");
    expect(text).toContain("Register and pay KES 1,500");
    expect(html).toContain(`action="/events/${camp.id}/register"`);
  });

  it("asks them in Kiswahili, with the questions' Kiswahili labels", async () => {
    const { status, html } = await page(`/sw/events/${camp.id}/register`);
    expect(status).toBe(200);
    const text = words(html);
    expect(text).toContain("Jina lako kamili");
    expect(text).toContain("Nambari yako ya simu");
    expect(text).toContain("Saizi ya fulana");
    expect(text).toContain("Wa kupigiwa dharura");
    expect(html).toContain(`action="/sw/events/${camp.id}/register"`);
  });

  it("is no page for an event that takes no registrations", async () => {
    const { createEvent } = await import("../../../test/factories.js");
    const other = await createEvent(site.server.services, { title: "Choir practice" });
    expect((await page(`/events/${other.id}/register`)).status).toBe(404);
  });

  const badInputs: [string, Record<string, string>, string, string][] = [
    ["no name", { name: "" }, "name", "Write your name, as on your ID"],
    ["a phone that is no Kenyan mobile", { phone: "12345" }, "phone", "That is not a Kenyan mobile number"],
    ["an e-mail that is no address", { email: "faith@" }, "email", "That is not an e-mail address"],
    ["no role", { role: "" }, "role", "Choose how you come from the list"],
    ["a parish that does not exist", { parishId: "999999" }, "parishId", "Choose your parish from the list"],
    ["a required question left empty", { "q-q1": "" }, "q-q1", "Answer this question."],
    ["a choice the question does not offer", { "q-q1": "XXL" }, "q-q1", "Choose one of the answers given."],
  ];
  it.each(badInputs)(
    "says what is wrong beside the field, keeps what was typed and writes nothing: %s",
    async (_what, bad, field, message) => {
      const before = await site.registrationCount();
      const form = campForm({ diet: "No pork", "q-q2": "Mama Faith 0700 000 000", ...bad });
      const response = await post(`/events/${camp.id}/register`, form);
      expect(response.status).toBe(400);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const html = await response.text();
      // The message comes after its field's own input, before the next field's label.
      const input = html.indexOf(`name="${field}"`);
      expect(input).toBeGreaterThan(0);
      const said = html.indexOf(message, input);
      expect(said).toBeGreaterThan(input);
      expect(html.slice(input, said)).not.toContain("<label");
      // What was typed elsewhere is still there.
      expect(html).toContain('value="No pork"');
      expect(html).toContain('value="Mama Faith 0700 000 000"');
      expect(await site.registrationCount()).toBe(before);
    },
  );

  it("says what is wrong in Kiswahili on the Kiswahili form", async () => {
    const response = await post(`/sw/events/${camp.id}/register`, campForm({ phone: "12345" }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Hiyo si nambari ya simu ya Kenya");
  });

  it("refuses a form from another site and writes nothing", async () => {
    const before = await site.registrationCount();
    const response = await post(`/events/${camp.id}/register`, campForm(), {
      "sec-fetch-site": "cross-site",
    });
    expect(response.status).toBe(403);
    expect(await site.registrationCount()).toBe(before);
  });

  it("says registrations are closed once they are, and writes nothing", async () => {
    const closed = await site.eventTaking({ open: false });
    expect(words((await page(`/events/${closed.id}/register`)).html)).toContain(
      "Registration for this event is closed.",
    );
    const before = await site.registrationCount();
    const response = await post(`/events/${closed.id}/register`, {
      name: "Faith Atieno",
      phone: nextPhone(),
    });
    expect(response.status).toBe(400);
    expect(words(await response.text())).toContain("Registration for this event is closed.");
    expect(await site.registrationCount()).toBe(before);
  });
});

describe("a registration through the form, paid with the M-Pesa prompt", () => {
  it("waits for the PIN on a page that asks for itself again, then shows the code and its QR code", async () => {
    const address = await registerByForm(camp, campForm({ email: "faith@example.org" }));
    const waiting = await page(address);
    expect(waiting.status).toBe(200);
    expect(waiting.cacheControl).toBe("no-store");
    expect(words(waiting.html)).toContain("Waiting for your payment");
    expect(waiting.html).toContain('<noscript><meta http-equiv="refresh" content="4" /></noscript>');
    expect(waiting.html).toContain('<meta name="robots" content="noindex" />');

    const confirmed = await eventually(
      () => page(address),
      ({ html }) => words(html).includes("You are registered"),
      10_000,
    );
    const code = /data-registration-code="true"[^>]*>([A-Z0-9]{6})</.exec(confirmed.html)?.[1];
    expect(code).toMatch(/^[ACDEFGHJKLMNPQRTUVWXY3479]{6}$/);
    expect(confirmed.html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="QR code of your code [A-Z0-9]{6}"/);
    expect(confirmed.html).toMatch(/<path d="M\d+ \d+h\d+v1h-\d+z/);
    expect(confirmed.html).not.toContain('http-equiv="refresh"');
    expect(words(confirmed.html)).toContain("Youth Camp");
    expect(words(confirmed.html)).toContain("Kaimosi");
  });

  it("says when the place was let go when the payment fails, with a way to register again", async () => {
    const address = await registerByForm(camp, campForm({ phone: `0712 00${SIMULATED_PHONES.cancelled}` }));
    const released = await eventually(
      () => page(address),
      ({ html }) => words(html).includes("Your place was let go"),
      10_000,
    );
    expect(words(released.html)).toContain("Let go on");
    expect(released.html).toContain(`href="/events/${camp.id}/register"`);
  });
});

describe("paying by the paybill by hand", () => {
  it("shows the paybill number, the account R<id> and the fee after registering", async () => {
    const address = await registerByForm(camp, campForm({ payBy: "PAYBILL" }));
    const { html } = await page(address);
    const token = address.split("/").pop()!;
    const receipt = (await site.receipt(token))!;
    const text = words(html);
    expect(text).toContain("Business number");
    expect(text).toContain(`Account number ${receipt.accountReference}`);
    expect(receipt.accountReference).toBe(`R${receipt.id}`);
    expect(text).toContain("KES 1,500");
  });
});

describe("the registrant's page in each state", () => {
  it("says a full event's registrant is on the waiting list, and where", async () => {
    const small = await site.eventTaking({ capacity: 1 });
    await registerByForm(small, { name: "First In", phone: nextPhone() });
    const address = await registerByForm(small, { name: "Second In", phone: nextPhone() }, "/sw");
    const text = words((await page(address)).html);
    expect(text).toContain("Uko kwenye orodha ya kusubiri");
    expect(text).toContain("Wewe ni nambari 1 kwenye orodha ya kusubiri.");
  });

  it("offers the place of one who cancels to the first waiting, with the time to pay by", async () => {
    const small = await site.eventTaking({ capacity: 1, feeKes: 200 });
    const first = await registerByForm(small, { name: "First In", phone: nextPhone(), payBy: "PAYBILL" });
    const second = await registerByForm(small, { name: "Second In", phone: nextPhone(), payBy: "PAYBILL" });
    expect(words((await page(second)).html)).toContain("You are on the waiting list");
    await cancelByForm(first);
    const { html } = await page(second);
    expect(words(html)).toMatch(/A place is yours: pay by .+/);
    expect(html).toContain(`action="${second}/pay"`);
    expect(words(html)).toContain("Account number R");
    const paying = await post(`${second}/pay`, { payBy: "PROMPT" });
    expect(paying.status).toBe(303);
    expect(paying.headers.get("location")).toBe(second);
  });

  it("shows a confirmed registration's code large, its QR code and the event, kept by nobody", async () => {
    const free = await site.eventTaking({}, { title: "Youth Rally", place: "Kaimosi" });
    const address = await registerByForm(free, { name: "Free Guest", phone: nextPhone() });
    const confirmed = await page(address);
    expect(confirmed.cacheControl).toBe("no-store");
    expect(confirmed.html).toContain('<meta name="robots" content="noindex" />');
    expect(confirmed.html).not.toContain('http-equiv="refresh"');
    expect(words(confirmed.html)).toContain("You are registered");
    const { code } = (await site.receipt(address.split("/").pop()!))!;
    expect(confirmed.html).toMatch(new RegExp(`data-registration-code="true"[^>]*>${code}<`));
    expect(confirmed.html).toContain(`aria-label="QR code of your code ${code}"`);
    expect(confirmed.html).toMatch(/<path d="(M\d+ \d+h\d+v1h-\d+z)+"/);
    expect(words(confirmed.html)).toContain("Youth Rally");
    expect(words(confirmed.html)).toContain("Kaimosi");
    // Compressed for its one reader, though no cache keeps it: a phone on costly data.
    for (const encoding of ["br", "gzip"]) {
      const sent = await fetch(url(address), { headers: { ...newClient(), "accept-encoding": encoding } });
      expect(sent.headers.get("content-encoding")).toBe(encoding);
      const bytes = Number(sent.headers.get("content-length"));
      expect(bytes).toBeGreaterThan(0);
      expect(bytes).toBeLessThan(Buffer.byteLength(confirmed.html) / 4);
      expect(words(await sent.text())).toContain("You are registered");
    }
  });

  it("is no page for a token no registration has", async () => {
    expect((await page(`/registrations/${"x".repeat(43)}`)).status).toBe(404);
  });
});

/** Cancels through the cancel page's button, as its form posts it. */
async function cancelByForm(address: string) {
  const response = await post(`${address}/cancel`, { confirm: "yes" });
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe(address);
}

describe("cancelling", () => {
  it("asks first, changes nothing without the yes, then cancels", async () => {
    const free = await site.eventTaking();
    const address = await registerByForm(free, { name: "Changed Mind", phone: nextPhone() });
    expect((await page(address)).html).toContain(`href="${address}/cancel"`);
    const asking = await page(`${address}/cancel`);
    expect(asking.cacheControl).toBe("no-store");
    expect(words(asking.html)).toContain("Cancel your registration?");
    expect(words(asking.html)).toContain("Yes, cancel my registration");

    expect((await post(`${address}/cancel`, {})).status).toBe(303);
    expect(words((await page(address)).html)).toContain("You are registered");

    await cancelByForm(address);
    const cancelled = words((await page(address)).html);
    expect(cancelled).toContain("Your registration is cancelled");
    expect(cancelled).not.toContain("Cancel my registration");
  });

  it("refuses a cancel form from another site", async () => {
    const free = await site.eventTaking();
    const address = await registerByForm(free, { name: "Kept Place", phone: nextPhone() });
    expect(
      (await post(`${address}/cancel`, { confirm: "yes" }, { "sec-fetch-site": "cross-site" })).status,
    ).toBe(403);
    expect(words((await page(address)).html)).toContain("You are registered");
  });
});

describe("the confirmation", () => {
  it("goes by SMS with the event, the code and the link, through Africa's Talking's simulator", async () => {
    const free = await site.eventTaking({}, { title: "Mothers' Union Rally" });
    const phone = nextPhone();
    const address = await registerByForm(free, { name: "Grace Wanjiru", phone });
    const receipt = (await site.receipt(address.split("/").pop()!))!;
    const [sms] = await site.smsTo(`+254${phone.slice(1)}`, "registration");
    expect(sms!.body).toContain("Mothers' Union Rally");
    expect(sms!.body).toContain(receipt.code);
    expect(sms!.body).toContain(`${site.server.config.publicUrl}${address}`);

    await site.server.services.smsSending.sendDue();
    const outbox = path.join(site.server.config.dataDir, "sms-outbox");
    const sent = await Promise.all(
      (await readdir(outbox)).map(async (file) =>
        JSON.parse(await readFile(path.join(outbox, file), "utf8")),
      ),
    );
    expect(sent.some((message) => String(message.message).includes(receipt.code))).toBe(true);
  });

  it("is e-mailed once, in the registrant's language, with the code, its QR code in place and the link", async () => {
    const free = await site.eventTaking({}, { title: "Mothers' Union Rally" });
    const before = mail.received.length;
    const address = await registerByForm(
      free,
      { name: "Grace Wanjiru", phone: nextPhone(), email: "grace@example.org" },
      "/sw",
    );
    const receipt = (await site.receipt(address.split("/").pop()!))!;
    const email = await mail.next("grace@example.org", before);
    expect(email.subject).toBe(`Umesajiliwa kwa Mothers' Union Rally: msimbo ${receipt.code}`);
    expect(email.text).toContain(`Msimbo wako: ${receipt.code}`);
    expect(email.text).toContain(`${site.server.config.publicUrl}${address}`);
    const [qr] = email.attachments;
    expect(qr!.contentType).toBe("image/png");
    expect(qr!.content.subarray(1, 4).toString()).toBe("PNG");
    expect(qr!.cid).toBe("registration-code-qr");
    // The mail reader put the attachment its HTML names by its cid in place of the reference.
    expect(email.html).toContain(`<img src="data:image/png;base64,${qr!.content.toString("base64")}"`);
    // Once: nothing more comes for it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.received.slice(before).filter((sent) => sent.to === "grace@example.org")).toHaveLength(1);
  });

  it("is not e-mailed to one who gave no address", async () => {
    const free = await site.eventTaking();
    const before = mail.received.length;
    await registerByForm(free, { name: "No Mail", phone: nextPhone() });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.received.length).toBe(before);
  });
});
