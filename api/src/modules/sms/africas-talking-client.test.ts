import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AfricasTalkingClient, AfricasTalkingError } from "./africas-talking-client.js";
import { startSmsSimulator, type SmsSimulator } from "./africas-talking-simulator.js";
import { eventually } from "../../../test/giving-support.js";

/* The Africa's Talking client against the simulator, over real HTTP: sends, costs, refusals, and the reports that come back. */

const ACCOUNT = { username: "diocese-of-kakamega", apiKey: "at-test-key-2f9c" };

/** A stand-in for the site's callback addresses: every form posted to it, by path. */
async function startCallbackCatcher() {
  const received: { path: string; form: Record<string, string> }[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", form: Object.fromEntries(new URLSearchParams(body)) });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let outboxDir: string;
let catcher: Awaited<ReturnType<typeof startCallbackCatcher>>;
let simulator: SmsSimulator;
let client: AfricasTalkingClient;

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), "diocese-sms-outbox-"));
  catcher = await startCallbackCatcher();
  simulator = await startSmsSimulator({
    ...ACCOUNT,
    outboxDir,
    deliveryReportUrl: `${catcher.url}/africastalking/secret/sms/delivery`,
    inboundUrl: `${catcher.url}/africastalking/secret/sms/inbound`,
    deliveryDelayMs: 50,
  });
  client = new AfricasTalkingClient({ ...ACCOUNT, baseUrl: simulator.url });
});
afterAll(async () => {
  await simulator.close();
  await catcher.close();
  await rm(outboxDir, { recursive: true, force: true });
});

describe("sending an SMS through Africa's Talking", () => {
  it("answers each number with its status, id and cost, and writes each message to the outbox", async () => {
    const message = "Asante! Receipt DK-2026-0042: KES 500 to the Cathedral Appeal. God bless you.";
    const answers = await client.send({
      to: ["+254712345670", "+254112345671"],
      message,
      from: "ACK-KAKAMEGA",
    });
    expect(answers).toEqual([
      expect.objectContaining({
        number: "+254712345670",
        statusCode: 101,
        status: "Success",
        cost: { currency: "KES", amount: 0.8 },
        parts: 1,
      }),
      expect.objectContaining({ number: "+254112345671", statusCode: 101 }),
    ]);
    expect(answers[0]!.messageId).toMatch(/^ATXid_/);

    const files = (await readdir(outboxDir)).filter((file) => file.endsWith(".json"));
    const written = await Promise.all(
      files.map(
        async (file) =>
          JSON.parse(await readFile(path.join(outboxDir, file), "utf8")) as Record<string, unknown>,
      ),
    );
    expect(written.map((sms) => sms.to).sort()).toEqual(["+254112345671", "+254712345670"]);
    for (const sms of written) {
      expect(sms).toMatchObject({ message, senderId: "ACK-KAKAMEGA" });
      expect(new Date(sms.sentAt as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it("charges a message of two parts twice", async () => {
    const [answer] = await client.send({ to: ["0712 000 111"], message: "Harambee ".repeat(20) });
    expect(answer).toMatchObject({ statusCode: 101, parts: 2, cost: { currency: "KES", amount: 1.6 } });
  });

  it("refuses a number that is no mobile, for that number alone, and charges nothing for it", async () => {
    const answers = await client.send({ to: ["020 2345678", "+254722000333"], message: "Service at 10am" });
    expect(answers[0]).toMatchObject({
      statusCode: 403,
      status: "InvalidPhoneNumber",
      messageId: null,
      cost: null,
    });
    expect(answers[1]).toMatchObject({ statusCode: 101 });
    expect(simulator.sent().some((sms) => sms.to.endsWith("202345678"))).toBe(false);
  });

  it("refuses the whole send when the API key is wrong", async () => {
    const stranger = new AfricasTalkingClient({ ...ACCOUNT, apiKey: "stolen", baseUrl: simulator.url });
    const refusal = await stranger
      .send({ to: ["+254712345670"], message: "Hello" })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AfricasTalkingError);
    expect(refusal).toMatchObject({ status: 401 });
  });
});

describe("what the simulator sends back to the site", () => {
  it("reports delivery, or failure as the number's last two digits choose", async () => {
    const answers = await client.send({
      to: ["+254733100008", "+254733100098", "+254733100099"],
      message: "Reminder: the harambee is on Sunday.",
    });
    const reportOf = () =>
      answers.map((answer) => catcher.received.find((post) => post.form.id === answer.messageId));
    const found = await eventually(
      async () => reportOf(),
      (reports) => reports.every(Boolean),
      3_000,
    );
    const reports = found.map((post) => post!);
    expect(reports.map((report) => report.path)).toEqual(
      Array.from({ length: 3 }, () => "/africastalking/secret/sms/delivery"),
    );
    expect(reports.map(({ form }) => [form.phoneNumber, form.status, form.failureReason])).toEqual([
      ["+254733100008", "Success", undefined],
      ["+254733100098", "Failed", "UserIsInactive"],
      ["+254733100099", "Rejected", "DeliveryFailure"],
    ]);
  });

  it("brings an SMS a person sends to the short code, as Africa's Talking posts it", async () => {
    expect(await simulator.receive({ from: "+254712345670", text: "STOP" })).toBe(200);
    const inbound = catcher.received.find((post) => post.path === "/africastalking/secret/sms/inbound");
    expect(inbound?.form).toMatchObject({ from: "+254712345670", text: "STOP", to: "22384" });
    expect(inbound?.form.id).toBeTruthy();
  });
});
