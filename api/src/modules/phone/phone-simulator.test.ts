import { Script } from "node:vm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { eventually } from "../../../test/giving-support.js";
import { TEST_AT_SECRET } from "../../../test/phone-calls.js";
import { registerPhoneSimulator } from "./phone-simulator.route.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { builtWebDist } from "../../../test/web-build.js";
import { ProjectStatus } from "../project/project.entity.js";

/*
 * The phone simulator (/simulator/phone) over HTTP, on a site with the web app's pages and both
 * simulators started with it, as `SMS_ENV=simulator MPESA_ENV=simulator npm start` runs.
 */

let site: TestApp;

beforeAll(async () => {
  site = await startTestApp({
    ownPublicUrl: true,
    webDistDir: builtWebDist(),
    env: { SMS_ENV: "simulator", MPESA_ENV: "simulator", AT_CALLBACK_SECRET: TEST_AT_SECRET },
  });
  await site.services.projects.create(SYSTEM_ACTOR, {
    title: "Cathedral Roof",
    summary: "A new roof.",
    body: "<p>The roof.</p>",
    targetAmountKes: 5_000_000,
    status: ProjectStatus.ONGOING,
    featured: true,
  });
});
afterAll(() => site.close());

const post = (path: string, body: unknown, type = "application/json") =>
  fetch(`${site.url}${path}`, {
    method: "POST",
    headers: { "content-type": type },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

interface Inbox {
  sms: { message: string; sentAt: string }[];
  prompts: { amount: number; accountReference: string; sentAt: string; outcome: string }[];
  watching: { sms: boolean; prompts: boolean };
}

async function inboxOf(phone: string): Promise<Inbox> {
  const response = await fetch(`${site.url}/simulator/phone/inbox?phone=${encodeURIComponent(phone)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Inbox;
}

/** One step of a session through the page's proxy; answers the screen. */
async function ussd(sessionId: string, phoneNumber: string, text: string): Promise<string> {
  const response = await post("/simulator/phone/ussd", { sessionId, phoneNumber, text });
  expect(response.status).toBe(200);
  return ((await response.json()) as { screen: string }).screen;
}

describe("the phone simulator's addresses", () => {
  it("do not exist unless SMS_ENV=simulator", async () => {
    const offSite = await startTestApp({ webDistDir: builtWebDist(), env: { MPESA_ENV: "simulator" } });
    try {
      for (const path of ["/simulator/phone", "/simulator/phone.js", "/simulator/phone.css"]) {
        expect((await fetch(`${offSite.url}${path}`)).status, path).toBe(404);
      }
      expect((await fetch(`${offSite.url}/simulator/phone/inbox?phone=0712345678`)).status).toBe(404);
      const step = await fetch(`${offSite.url}/simulator/phone/ussd`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ sessionId: "SIM_1", phoneNumber: "0712345678", text: "" }),
      });
      expect(step.status).toBe(404);
    } finally {
      await offSite.close();
    }
  });

  it("do not exist beside a real M-Pesa, whose prompts would reach real phones", async () => {
    for (const mode of ["sandbox", "production"] as const) {
      const app = Fastify();
      await registerPhoneSimulator(
        app,
        { sms: { ...site.config.sms, mode: "simulator" }, mpesa: { ...site.config.mpesa, mode } },
        site.services,
      );
      expect((await app.inject({ method: "GET", url: "/simulator/phone" })).statusCode, mode).toBe(404);
      await app.close();
    }
  });

  it("serve the page, its stylesheet and its script under the site's Content-Security-Policy", async () => {
    const page = await fetch(`${site.url}/simulator/phone`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain("<h1>Phone simulator</h1>");
    // Every script and style is a file of the site's own: the policy runs no inline script.
    expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<script src="/simulator/phone.js" defer>',
    ]);
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/);

    const script = await fetch(`${site.url}/simulator/phone.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    const code = await script.text();
    expect(() => new Script(code)).not.toThrow();
    expect(code).toContain("/simulator/phone/inbox");
    const styles = await fetch(`${site.url}/simulator/phone.css`);
    expect(styles.headers.get("content-type")).toMatch(/^text\/css/);
  });

  it("refuse bad input with 400 and say what is wanted", async () => {
    const refusals: [Response, RegExp][] = [
      [await post("/simulator/phone/ussd", "{not json"), /JSON/],
      [await post("/simulator/phone/ussd", [1, 2]), /sessionId/],
      [await post("/simulator/phone/ussd", { phoneNumber: "0712345678", text: "" }), /sessionId/],
      [await post("/simulator/phone/ussd", { sessionId: "a b", phoneNumber: "0712345678" }), /sessionId/],
      [
        await post("/simulator/phone/ussd", { sessionId: "SIM_1", phoneNumber: "020 222 3333" }),
        /Kenyan mobile/,
      ],
      [await post("/simulator/phone/ussd", { sessionId: "SIM_1", phoneNumber: 712345678 }), /Kenyan mobile/],
      [
        await post("/simulator/phone/ussd", {
          sessionId: "SIM_1",
          phoneNumber: "0712345678",
          text: "1".repeat(401),
        }),
        /at most 400/,
      ],
      [
        await post("/simulator/phone/ussd", {
          sessionId: "SIM_1",
          phoneNumber: "0712345678",
          serviceCode: "x",
        }),
        /serviceCode/,
      ],
      [await post("/simulator/phone/sms", { from: "0712345678", text: "  " }), /must not be empty/],
      [await post("/simulator/phone/sms", { from: "0712345678", text: "x".repeat(161) }), /at most 160/],
      [
        await post("/simulator/phone/sms", { from: "0712345678", text: "HELP\u0007" }),
        /no control characters/,
      ],
      [
        await post("/simulator/phone/sms", { from: "+1 202 555 0100", text: "HELP" }),
        /from must be a Kenyan/,
      ],
      [await post("/simulator/phone/sms", {}), /from must be a Kenyan/],
      [await fetch(`${site.url}/simulator/phone/inbox`), /phone must be a Kenyan/],
      [await fetch(`${site.url}/simulator/phone/inbox?phone=hello`), /phone must be a Kenyan/],
    ];
    for (const [response, message] of refusals) {
      const body = (await response.json()) as { error: string };
      expect(response.status, body.error).toBe(400);
      expect(body.error).toMatch(message);
    }
    const tooLarge = await post("/simulator/phone/sms", { from: "0712345678", text: "x".repeat(10_000) });
    expect(tooLarge.status).toBe(413);
  });
});

describe("the simulated phone", () => {
  it("dials the USSD menu through the page and is answered its main screen", async () => {
    const screen = await ussd("SIM_main_screen", "0712 345 600", "");
    expect(screen).toMatch(/^CON .*\n1\. Toa\n/);
  });

  it("gives KES 100 by USSD: the inbox lists the M-Pesa prompt, then the receipt SMS", async () => {
    const phone = "0712 345 678";
    const session = "SIM_give_100";
    await ussd(session, phone, "");
    expect(await ussd(session, phone, "1")).toMatch(/^CON Cathedral Roof\nAndika kiasi/);
    expect(await ussd(session, phone, "1*100")).toMatch(/^CON Toa KES 100 kwa Cathedral Roof/);
    expect(await ussd(session, phone, "1*100*1")).toMatch(/^END Ombi la M-Pesa la KES 100/);

    const { prompts, watching } = await inboxOf(phone);
    expect(watching).toEqual({ sms: true, prompts: true });
    expect(prompts).toEqual([
      {
        amount: 100,
        accountReference: expect.stringMatching(/^G\d+$/),
        sentAt: expect.any(String),
        outcome: "pending",
      },
    ]);
    // The simulated donor enters the PIN after 3 s; the receipt is then queued, and sent here by hand.
    const paid = await eventually(
      () => inboxOf(phone),
      (inbox) => inbox.prompts[0]?.outcome === "paid",
      10_000,
    );
    expect(paid.prompts[0]?.outcome).toBe("paid");
    const withReceipt = await eventually(
      async () => {
        await site.services.smsSending.sendDue();
        return inboxOf(phone);
      },
      (inbox) => inbox.sms.length > 0,
      5_000,
    );
    expect(withReceipt.sms[0]?.message).toMatch(/KES 100 kwa Cathedral Roof/);
    // Another number's inbox holds none of it.
    expect(await inboxOf("0712 345 699")).toMatchObject({ sms: [], prompts: [] });
  }, 20_000);

  it("sends an SMS keyword, and the reply comes to the inbox", async () => {
    const phone = "0712 345 611";
    const response = await post("/simulator/phone/sms", { from: phone, text: "HELP" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    await site.services.smsSending.sendDue();
    const { sms } = await inboxOf(phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.message).toMatch(/send GIVE 500 to give KES 500/);
  });
});
