import { QueryFailedError } from "typeorm";
import { createLogger, SLOW_READ_MS } from "../src/logging.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createStaffMember, STAFF_PASSWORD } from "./factories.js";
import { graphql, graphqlAs, requestJson } from "./http.js";
import { logCapture, startTestApp, type TestApp } from "./test-app.js";

let server: TestApp;
const { stream: capture, lines } = logCapture();

beforeAll(async () => {
  server = await startTestApp({ logTo: capture, logLevel: "debug" });
});
afterAll(() => server.close());

describe("the request log", () => {
  it("at debug, has one JSON line per request with its id and status, and never a password, token, cookie or code", async () => {
    const staff = await createStaffMember(server);
    const signIn = await requestJson(server.url, "POST", "/api/login", {
      body: { email: staff.email, password: STAFF_PASSWORD },
    });
    const token = signIn.body.token as string;
    await requestJson(server.url, "GET", "/api/login", { headers: { "access-token": token } });
    await graphqlAs(server.url, { cookie: `diocese_session=${token}` }, `{ me { id } }`);
    await fetch(`${server.url}/api/getAllNews?token=reset-token-secret-123`);
    await requestJson(server.url, "POST", "/api/verifyOtp", {
      body: { email: staff.email, otp: "123456", newpass: "Secret-New-Password-1" },
    });

    // The secrets of the addresses M-Pesa calls back.
    await requestJson(server.url, "POST", "/mpesa/stk-callback/12/callback-secret-456", { body: {} });
    await requestJson(server.url, "POST", "/mpesa/paybill/paybill-secret-789/confirmation", { body: {} });
    await fetch(`${server.url}/gifts/gift-token-0123456789abcdef/receipt`);
    // Africa's Talking's (whose reader could dial as anyone) and a pledge's own page.
    await fetch(`${server.url}/africastalking/at-callback-secret-0246/ussd`, { method: "POST" });
    await fetch(`${server.url}/pledges/7/pledge-token-13579/stop-sms`, { method: "POST" });
    // A giving statement's request and the link of the treasurer's sending, in either language.
    await fetch(`${server.url}/giving-statement/code/statement-request-2468`);
    await fetch(`${server.url}/sw/giving-statement/download/statement-link-1357`, { redirect: "manual" });

    const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === "request");
    expect(requests).toHaveLength(12);
    for (const entry of requests) {
      expect(entry).toMatchObject({
        reqId: expect.any(String),
        status: expect.any(Number),
        ms: expect.any(Number),
      });
    }
    const log = lines.join("\n");
    expect(log).toContain('"url":"/api/getAllNews?…"');
    expect(log).toContain('"url":"/mpesa/stk-callback/12/…"');
    expect(log).toContain('"url":"/mpesa/paybill/…/confirmation"');
    expect(log).toContain('"url":"/africastalking/…/ussd"');
    expect(log).toContain('"url":"/pledges/7/…/stop-sms"');
    expect(log).toContain('"url":"/giving-statement/code/…"');
    expect(log).toContain('"url":"/sw/giving-statement/download/…"');
    for (const secret of [
      STAFF_PASSWORD,
      token,
      "reset-token-secret-123",
      "123456",
      "Secret-New-Password-1",
      "callback-secret-456",
      "paybill-secret-789",
      "gift-token-0123456789abcdef",
      "at-callback-secret-0246",
      "pledge-token-13579",
      "statement-request-2468",
      "statement-link-1357",
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it("gives an error logged while answering a request the request's id, as its line has", async () => {
    const failure = vi.spyOn(server.services.news, "pageSummaries").mockRejectedValueOnce(new Error("boom"));
    const answer = await fetch(`${server.url}/api/getAllNews?page=7`);
    failure.mockRestore();
    expect(answer.status).toBe(500);
    const entries = lines.map((line) => JSON.parse(line));
    const error = entries.find((entry) => entry.msg === "legacy API request failed");
    expect(error).toMatchObject({ level: 50, reqId: expect.any(String), err: { message: "boom" } });
    const line = entries.find((entry) => entry.msg === "request" && entry.reqId === error.reqId);
    expect(line).toMatchObject({ level: 30, method: "GET", url: "/api/getAllNews?…", status: 500 });
  });

  it("logs a failed statement's error without the values it carried (a donor's phone)", () => {
    const written: string[] = [];
    const logger = createLogger("info", {
      write: (line: string) => void written.push(line),
    });
    const failure = new QueryFailedError(
      "INSERT INTO contribution (phone) VALUES (?)",
      ["254712345678"],
      Object.assign(new Error("duplicate key value violates unique constraint"), {
        detail: "Key (phone)=(254712345678) already exists.",
      }),
    );
    logger.error({ err: failure }, "a write failed");
    expect(written.join("")).toContain("duplicate key value");
    expect(written.join("")).not.toContain("254712345678");
  });
});

describe("the request log at info, the default", () => {
  let site: TestApp;
  const { stream, lines: infoLines } = logCapture();
  beforeAll(async () => {
    site = await startTestApp({ logTo: stream });
  });
  afterAll(() => site.close());
  const requestLines = () =>
    infoLines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === "request");

  it("has a line for each write, failure and slow read, and none for a read answered well and soon", async () => {
    const staff = await createStaffMember(site);
    const news = "{ newsArticles(pageSize: 2) { total } }";
    await fetch(`${site.url}/healthz`);
    await fetch(`${site.url}/api/getAllNews`);
    await graphql(site.url, news);
    await graphql(site.url, news);
    await fetch(`${site.url}/no-such-file.txt`);
    await requestJson(site.url, "POST", "/api/login", {
      body: { email: staff.email, password: "not the password" },
    });
    await graphql(
      site.url,
      `
        mutation {
          confirmNewsletterSubscription(token: "no-such-token")
        }
      `,
    );
    const slowly = vi.spyOn(site.services.news, "pageSummaries").mockImplementationOnce(async (args) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_READ_MS));
      slowly.mockRestore();
      return site.services.news.pageSummaries(args);
    });
    expect((await fetch(`${site.url}/api/getAllNews?page=2`)).status).toBe(200);

    await expect.poll(() => requestLines().length).toBe(4);
    expect(requestLines()).toEqual([
      expect.objectContaining({ level: 30, method: "GET", url: "/no-such-file.txt", status: 404 }),
      expect.objectContaining({ level: 30, method: "POST", url: "/api/login", status: 401 }),
      expect.objectContaining({ level: 30, method: "POST", url: "/graphql", status: 200 }),
      expect.objectContaining({ level: 30, method: "GET", url: "/api/getAllNews?…", status: 200 }),
    ]);
    expect(requestLines()[3].ms).toBeGreaterThanOrEqual(SLOW_READ_MS);
  });
});
