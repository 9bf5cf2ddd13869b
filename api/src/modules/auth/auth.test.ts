import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffMember, STAFF_PASSWORD } from "../../../test/factories.js";
import { graphqlAs, requestJson } from "../../../test/http.js";
import { startMailCapture } from "../../../test/mail-capture.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { KnownSignInClient } from "./known-sign-in-client.entity.js";
import { PasswordReset } from "./password-reset.entity.js";
import { RECOVERY_SENT } from "./auth.service.js";
import { WRONG_CREDENTIALS } from "./sign-in-lock-out.js";

let server: TestApp;
let mail: Awaited<ReturnType<typeof startMailCapture>>;
let addressCounter = 0;

beforeAll(async () => {
  mail = await startMailCapture();
  server = await startTestApp({ env: { SMTP_URL: mail.url, TRUST_PROXY: "true" } });
});
afterAll(async () => {
  await server.close();
  await mail.close();
});

/** Each test signs in from its own client address, so that rate limits of one do not touch another. */
function newClient(): Record<string, string> {
  addressCounter += 1;
  return { "x-forwarded-for": `198.51.100.${addressCounter}` };
}

const login = (client: Record<string, string>, email: string, password: string) =>
  requestJson(server.url, "POST", "/api/login", { body: { email, password }, headers: client });

const SIGN_IN = `mutation ($identifier: String!, $password: String!) { signIn(identifier: $identifier, password: $password) { name email } }`;
const ME = `{ me { name email role } }`;

function deviceCookieOf(headers: Headers): string {
  const cookie = headers.getSetCookie().find((value) => value.startsWith("diocese_device="));
  if (!cookie) throw new Error("no device cookie was set");
  return cookie;
}

const expiryOf = (cookie: string) => Date.parse(/Expires=([^;]+)/.exec(cookie)![1]!);

/** The clock in Kakamega `minutes` from now, as the lock-out's messages give it. */
function kakamegaClockIn(minutes: number): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Africa/Nairobi",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(Date.now() + minutes * 60_000));
}

const lockedNow = (time: string) =>
  `${WRONG_CREDENTIALS}. After 5 wrong passwords from devices it has not been signed in on before, this account is now locked on new devices until ${time} (Kakamega time). Sign in on a device you have used before, try again then, or reset your password.`;

function sessionCookieOf(headers: Headers): string {
  const cookie = headers.getSetCookie().find((value) => value.startsWith("diocese_session="));
  if (!cookie) throw new Error("no session cookie was set");
  return cookie;
}

describe("signing in over REST (the legacy contract)", () => {
  it("answers Success with a token, and GET /api/login knows who it is", async () => {
    const staff = await createStaffMember(server, { name: "Grace Achieng", phone: "+254712345678" });
    const client = newClient();
    const signIn = await login(client, staff.email, STAFF_PASSWORD);
    expect(signIn.status).toBe(200);
    expect(signIn.body).toEqual({
      Status: "Success",
      token: expect.any(String),
      message: "You are signed in",
    });

    const check = await requestJson(server.url, "GET", "/api/login", {
      headers: { "access-token": signIn.body.token as string },
    });
    expect(check.body).toEqual({
      Status: "Success",
      name: "Grace Achieng",
      email: staff.email,
      phone: "+254712345678",
      role: "Admin",
    });
    const bearer = await requestJson(server.url, "GET", "/api/login", {
      headers: { authorization: `Bearer ${signIn.body.token as string}` },
    });
    expect(bearer.body.Status).toBe("Success");
  });

  it("signs in with the username as well as the e-mail", async () => {
    const staff = await createStaffMember(server);
    const signIn = await login(newClient(), staff.username, STAFF_PASSWORD);
    expect(signIn.body.Status).toBe("Success");
  });

  it("answers a wrong password and an unknown e-mail with the same 401 and message", async () => {
    const staff = await createStaffMember(server);
    const wrong = await login(newClient(), staff.email, "not-the-password");
    const unknown = await login(newClient(), "nobody@diocese.example", "not-the-password");
    expect(wrong).toMatchObject({ status: 401, body: { Status: "Failed", message: WRONG_CREDENTIALS } });
    expect(unknown).toMatchObject({ status: 401, body: { Status: "Failed", message: WRONG_CREDENTIALS } });
  });

  it("takes as long for an unknown e-mail as for a wrong password", async () => {
    // Two accounts, so that no one reaches the lock-out's five wrong passwords.
    const staff = [await createStaffMember(server), await createStaffMember(server)];
    const timeOf = async (email: string) => {
      const started = performance.now();
      await login(newClient(), email, "not-the-password");
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 6; round++) {
      known.push(await timeOf(staff[round % 2]!.email));
      unknown.push(await timeOf(`nobody${round}@diocese.example`));
    }
    // Both check an argon2 hash; without the decoy an unknown address would answer many times
    // faster. The fastest of each is compared: it is what the work costs when the machine is quiet.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.4);
  });

  it("refuses missing credentials with a message", async () => {
    const response = await requestJson(server.url, "POST", "/api/login", {
      body: { email: "" },
      headers: newClient(),
    });
    expect(response).toMatchObject({
      status: 400,
      body: { Status: "Failed", message: "Enter your e-mail or username and your password" },
    });
  });

  it("answers GET /api/login without a valid token with Failed", async () => {
    const response = await requestJson(server.url, "GET", "/api/login", {
      headers: { "access-token": "made-up" },
    });
    expect(response).toMatchObject({ status: 401, body: { Status: "Failed" } });
  });

  it("ends the session at POST /api/logout: the token stops working at once", async () => {
    const staff = await createStaffMember(server);
    const { body } = await login(newClient(), staff.email, STAFF_PASSWORD);
    const headers = { "access-token": body.token as string };
    expect(await requestJson(server.url, "POST", "/api/logout", { headers })).toMatchObject({
      status: 200,
      body: { status: "success" },
    });
    expect((await requestJson(server.url, "GET", "/api/login", { headers })).body.Status).toBe("Failed");
  });
});

describe("brute force", () => {
  it("locks an account on the 5th wrong password in a row from new clients, and says until when in Kakamega", async () => {
    const staff = await createStaffMember(server);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect(await login(newClient(), staff.email, `wrong-${attempt}`)).toMatchObject({
        status: 401,
        body: { message: WRONG_CREDENTIALS },
      });
    }
    const lockEnds = [kakamegaClockIn(15)];
    const fifth = await login(newClient(), staff.email, "wrong-4");
    lockEnds.push(kakamegaClockIn(15));
    expect(fifth.status).toBe(423);
    expect(lockEnds.map((time) => lockedNow(time))).toContain(fifth.body.message);

    const locked = await login(newClient(), staff.email, STAFF_PASSWORD);
    expect(locked.status).toBe(423);
    expect(locked.body.Status).toBe("Failed");
    expect(locked.body.message).toMatch(
      /^After 5 wrong passwords from devices .* locked on new devices until \d\d:\d\d \(Kakamega time\)/,
    );
  });

  it("never locks staff out of a browser or an address they have signed in from", async () => {
    const staff = await createStaffMember(server);
    const office = newClient();
    const signIn = await graphqlAs(server.url, office, SIGN_IN, {
      identifier: staff.email,
      password: STAFF_PASSWORD,
    });
    const device = deviceCookieOf(signIn.headers);
    expect(device).toMatch(/; HttpOnly/);
    expect(device).toMatch(/; SameSite=Lax/);
    expect(expiryOf(device)).toBeGreaterThan(Date.now() + 360 * 24 * 60 * 60 * 1000);

    // Someone who knows the e-mail tries ten passwords from ten addresses.
    for (let attempt = 0; attempt < 10; attempt++) await login(newClient(), staff.email, `guess-${attempt}`);
    expect((await login(newClient(), staff.email, STAFF_PASSWORD)).status).toBe(423);

    const fromPhone = await graphqlAs(
      server.url,
      { ...newClient(), cookie: device.split(";")[0]! },
      SIGN_IN,
      { identifier: staff.email, password: STAFF_PASSWORD },
    );
    expect(fromPhone.body.data).toEqual({ signIn: { name: staff.name, email: staff.email } });
    expect((await login(office, staff.email, STAFF_PASSWORD)).body.Status).toBe("Success");
  });

  it("locks a known client after 5 wrong passwords from it, and only that client", async () => {
    const staff = await createStaffMember(server);
    const office = newClient();
    const signIn = await graphqlAs(server.url, newClient(), SIGN_IN, {
      identifier: staff.email,
      password: STAFF_PASSWORD,
    });
    const device = { ...newClient(), cookie: deviceCookieOf(signIn.headers).split(";")[0]! };
    expect((await login(office, staff.email, STAFF_PASSWORD)).body.Status).toBe("Success");

    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await login(office, staff.email, `wrong-${attempt}`)).status).toBe(401);
    }
    const fifth = await login(office, staff.email, "wrong-4");
    expect(fifth).toMatchObject({ status: 423 });
    expect(fifth.body.message).toMatch(
      /now locked on this device and network until \d\d:\d\d \(Kakamega time\)/,
    );
    expect((await login(office, staff.email, STAFF_PASSWORD)).status).toBe(423);
    expect((await login(device, staff.email, STAFF_PASSWORD)).body.Status).toBe("Success");
  });

  it("counts made-up device cookies from a known address by the address", async () => {
    const staff = await createStaffMember(server);
    const office = newClient();
    expect((await login(office, staff.email, STAFF_PASSWORD)).body.Status).toBe("Success");
    const withMadeUpDevice = () => ({
      ...office,
      cookie: `diocese_device=${randomBytes(32).toString("base64url")}`,
    });
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await login(withMadeUpDevice(), staff.email, `wrong-${attempt}`)).status).toBe(401);
    }
    expect((await login(withMadeUpDevice(), staff.email, "wrong-4")).body.message).toMatch(
      /now locked on this device and network/,
    );
    expect((await login(withMadeUpDevice(), staff.email, STAFF_PASSWORD)).status).toBe(423);
  });

  it("answers a very long name with a device cookie like any other wrong sign-in", async () => {
    const device = { ...newClient(), cookie: `diocese_device=${randomBytes(32).toString("base64url")}` };
    const answer = await login(device, `${"a".repeat(400)}@diocese.example`, "wrong");
    expect(answer).toMatchObject({ status: 401, body: { message: WRONG_CREDENTIALS } });
  });

  it("remembers a browser only when it keeps the device cookie", async () => {
    const staff = await createStaffMember(server);
    const office = newClient();
    const knownClients = async () =>
      (await server.dataSource.getRepository(KnownSignInClient).findBy({ userId: staff.id }))
        .map((client) => client.clientKey.split(":")[0])
        .sort();
    for (let signIn = 0; signIn < 3; signIn++) await login(office, staff.email, STAFF_PASSWORD);
    expect(await knownClients()).toEqual(["address"]);
    await graphqlAs(server.url, office, SIGN_IN, { identifier: staff.email, password: STAFF_PASSWORD });
    expect(await knownClients()).toEqual(["address", "device"]);
  });

  it("checks no more than 5 of many wrong passwords sent at once", async () => {
    const staff = await createStaffMember(server);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) => login(newClient(), staff.email, `burst-${attempt}`)),
    );
    const checked = answers.filter((answer) => String(answer.body.message).startsWith(WRONG_CREDENTIALS));
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.every((answer) => answer.status === 401 || answer.status === 423)).toBe(true);
    expect((await login(newClient(), staff.email, STAFF_PASSWORD)).status).toBe(423);
  });

  it("lets a password reset undo every lock of the account", async () => {
    const staff = await createStaffMember(server);
    for (let attempt = 0; attempt < 5; attempt++) await login(newClient(), staff.email, `wrong-${attempt}`);
    expect((await login(newClient(), staff.email, STAFF_PASSWORD)).status).toBe(423);
    const before = mail.received.length;
    await requestJson(server.url, "POST", "/api/otp", { body: { email: staff.email }, headers: newClient() });
    const code = /Your code is (\d{6})\./.exec((await mail.next(staff.email, before)).text)![1]!;
    const reset = await requestJson(server.url, "POST", "/api/verifyOtp", {
      body: { email: staff.email, otp: code, newpass: "Bungoma-Retreat-2026" },
      headers: newClient(),
    });
    expect(reset.status).toBe(200);
    expect((await login(newClient(), staff.email, "Bungoma-Retreat-2026")).body.Status).toBe("Success");
  });

  it("locks unknown addresses the same way, so a lock-out reveals nothing", async () => {
    for (let attempt = 0; attempt < 5; attempt++) await login(newClient(), "ghost@diocese.example", "wrong");
    expect((await login(newClient(), "ghost@diocese.example", "wrong")).status).toBe(423);
  });

  it("limits sign-in attempts per client address with 429", async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await login(client, `someone${attempt}@diocese.example`, "wrong")).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const refused = await login(client, "someone@diocese.example", "wrong");
    expect(refused.body.message).toMatch(/^Too many attempts from your network\. Try again in 1 minute\.$/);
  });
});

describe("the web app's session cookie", () => {
  it("is HttpOnly, SameSite=Lax, for the whole site, and Secure only over https", async () => {
    const staff = await createStaffMember(server);
    const plain = await graphqlAs(server.url, newClient(), SIGN_IN, {
      identifier: staff.email,
      password: STAFF_PASSWORD,
    });
    const cookie = sessionCookieOf(plain.headers);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
    expect(JSON.stringify(plain.body)).not.toContain(cookie.split(";")[0]!.split("=")[1]);

    const behindHttps = await graphqlAs(
      server.url,
      { ...newClient(), "x-forwarded-proto": "https" },
      SIGN_IN,
      { identifier: staff.email, password: STAFF_PASSWORD },
    );
    expect(sessionCookieOf(behindHttps.headers)).toMatch(/; Secure/);
  });

  it("keeps the member of staff signed in until signOut, which clears it and ends the session", async () => {
    const staff = await createStaffMember(server, { name: "Peter Wafula" });
    const signIn = await graphqlAs(server.url, newClient(), SIGN_IN, {
      identifier: staff.email,
      password: STAFF_PASSWORD,
    });
    const cookie = { cookie: sessionCookieOf(signIn.headers).split(";")[0]! };

    const me = await graphqlAs(server.url, cookie, ME);
    expect(me.body.data).toEqual({ me: { name: "Peter Wafula", email: staff.email, role: "SYSTEM_ADMIN" } });

    const signOut = await graphqlAs(server.url, cookie, `mutation { signOut }`);
    expect(sessionCookieOf(signOut.headers)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await graphqlAs(server.url, cookie, ME)).body.data).toEqual({ me: null });
  });

  it("refuses a cookie-authenticated REST write from another site, and accepts it from this one", async () => {
    const staff = await createStaffMember(server);
    const signIn = await graphqlAs(server.url, newClient(), SIGN_IN, {
      identifier: staff.email,
      password: STAFF_PASSWORD,
    });
    const cookie = sessionCookieOf(signIn.headers).split(";")[0]!;
    const change = (origin: string) =>
      requestJson(server.url, "POST", "/api/changePassword", {
        body: { oldpass: STAFF_PASSWORD, newpass: "Vihiga-Harvest-2026", email: staff.email },
        headers: { cookie, origin },
      });

    expect(await change("https://evil.example")).toMatchObject({
      status: 403,
      body: { message: "This request came from another site and was refused" },
    });
    expect(await change(new URL(server.url).origin)).toMatchObject({
      status: 200,
      body: { status: "success" },
    });
  });

  it("keeps Apollo's CSRF prevention: a simple cross-site form post is refused", async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ query: "mutation { signOut }" }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF/);
  });
});

describe("changing a password", () => {
  it("names the argument at fault in GraphQL: currentPassword or newPassword", async () => {
    const staff = await createStaffMember(server);
    const token = (await login(newClient(), staff.email, STAFF_PASSWORD)).body.token as string;
    const change = async (currentPassword: string, newPassword: string) =>
      (
        await graphqlAs(
          server.url,
          { "access-token": token },
          `mutation ($currentPassword: String!, $newPassword: String!) {
            changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
          }`,
          { currentPassword, newPassword },
        )
      ).body.errors?.[0];

    expect(await change("wrong", "Vihiga-Harvest-2026")).toMatchObject({
      message: "The current password is not correct",
      extensions: { code: "BAD_USER_INPUT", field: "currentPassword" },
    });
    expect(await change(STAFF_PASSWORD, "short")).toMatchObject({
      message: "The new password must have at least 8 characters",
      extensions: { code: "BAD_USER_INPUT", field: "newPassword" },
    });
    expect(await change(STAFF_PASSWORD, STAFF_PASSWORD)).toMatchObject({
      message: "The new password must differ from the current one",
      extensions: { code: "BAD_USER_INPUT", field: "newPassword" },
    });
    expect((await login(newClient(), staff.email, STAFF_PASSWORD)).body.Status).toBe("Success");
  });

  it("needs the current password, refuses weak ones, and ends the other sessions", async () => {
    const staff = await createStaffMember(server);
    const first = (await login(newClient(), staff.email, STAFF_PASSWORD)).body.token as string;
    const second = (await login(newClient(), staff.email, STAFF_PASSWORD)).body.token as string;
    const change = (oldpass: string, newpass: string) =>
      requestJson(server.url, "POST", "/api/changePassword", {
        body: { oldpass, newpass, email: staff.email },
        headers: { "access-token": first },
      });

    expect(await change("wrong", "Vihiga-Harvest-2026")).toMatchObject({
      status: 400,
      body: { message: "The current password is not correct", field: "oldpass" },
    });
    expect(await change(STAFF_PASSWORD, "short")).toMatchObject({
      status: 400,
      body: { message: "The new password must have at least 8 characters", field: "newpass" },
    });
    expect(await change(STAFF_PASSWORD, "password123")).toMatchObject({
      status: 400,
      body: {
        message: "This password is among the most common ones and easy to guess: choose another",
        field: "newpass",
      },
    });
    expect(await change(STAFF_PASSWORD, "x".repeat(129))).toMatchObject({
      status: 400,
      body: { message: "The new password must have at most 128 characters", field: "newpass" },
    });
    expect((await login(newClient(), staff.email, STAFF_PASSWORD)).body.Status).toBe("Success");

    expect(await change(STAFF_PASSWORD, "Vihiga-Harvest-2026")).toMatchObject({
      status: 200,
      body: { status: "success" },
    });
    const sessionOf = (token: string) =>
      requestJson(server.url, "GET", "/api/login", { headers: { "access-token": token } });
    expect((await sessionOf(first)).body.Status).toBe("Success");
    expect((await sessionOf(second)).body.Status).toBe("Failed");
    expect((await login(newClient(), staff.email, STAFF_PASSWORD)).status).toBe(401);
    expect((await login(newClient(), staff.email, "Vihiga-Harvest-2026")).body.Status).toBe("Success");
  });

  it("refuses without a session, and the password stays", async () => {
    const staff = await createStaffMember(server);
    const response = await requestJson(server.url, "POST", "/api/changePassword", {
      body: { oldpass: STAFF_PASSWORD, newpass: "Vihiga-Harvest-2026", email: staff.email },
    });
    expect(response.status).toBe(401);
    expect((await login(newClient(), staff.email, STAFF_PASSWORD)).body.Status).toBe("Success");
  });

  it("refuses to change another account named in the body", async () => {
    const staff = await createStaffMember(server);
    const other = await createStaffMember(server);
    const token = (await login(newClient(), staff.email, STAFF_PASSWORD)).body.token as string;
    const response = await requestJson(server.url, "POST", "/api/changePassword", {
      body: { oldpass: STAFF_PASSWORD, newpass: "Vihiga-Harvest-2026", email: other.email },
      headers: { "access-token": token },
    });
    expect(response.status).toBe(403);
    expect((await login(newClient(), staff.email, STAFF_PASSWORD)).body.Status).toBe("Success");
  });
});

describe("a forgotten password: the e-mailed code", () => {
  const askForCode = (email: string) =>
    requestJson(server.url, "POST", "/api/otp", { body: { email }, headers: newClient() });
  const verify = (email: string, otp: string, newpass: string) =>
    requestJson(server.url, "POST", "/api/verifyOtp", {
      body: { email, otp, newpass },
      headers: newClient(),
    });
  const codeIn = (text: string) => /Your code is (\d{6})\./.exec(text)![1]!;

  it("sets a new password with a 6-digit code that works once and ends every session", async () => {
    const staff = await createStaffMember(server);
    const token = (await login(newClient(), staff.email, STAFF_PASSWORD)).body.token as string;
    const before = mail.received.length;
    expect(await askForCode(staff.email)).toMatchObject({ status: 200, body: { message: RECOVERY_SENT } });
    const code = codeIn((await mail.next(staff.email, before)).text);

    expect(await verify(staff.email, code, "Bungoma-Retreat-2026")).toMatchObject({
      status: 200,
      body: { status: "success" },
    });
    expect((await login(newClient(), staff.email, "Bungoma-Retreat-2026")).body.Status).toBe("Success");
    expect(
      (await requestJson(server.url, "GET", "/api/login", { headers: { "access-token": token } })).body
        .Status,
    ).toBe("Failed");

    expect(await verify(staff.email, code, "Siaya-Crusade-2026")).toMatchObject({
      status: 400,
      body: { message: "The code is wrong or has expired. Ask for a new code." },
    });
  });

  it("stops a code after 5 wrong tries", async () => {
    const staff = await createStaffMember(server);
    const before = mail.received.length;
    await askForCode(staff.email);
    const code = codeIn((await mail.next(staff.email, before)).text);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await verify(staff.email, wrong, "Bungoma-Retreat-2026")).status).toBe(400);
    }
    expect((await verify(staff.email, code, "Bungoma-Retreat-2026")).status).toBe(400);
    expect((await login(newClient(), staff.email, STAFF_PASSWORD)).body.Status).toBe("Success");
  });

  it("kills a code after 5 wrong guesses sent all at once from many addresses", async () => {
    const staff = await createStaffMember(server);
    const before = mail.received.length;
    await askForCode(staff.email);
    const code = codeIn((await mail.next(staff.email, before)).text);
    const guesses = Array.from({ length: 60 }, (_, index) =>
      String((Number(code) + 1 + index) % 1_000_000).padStart(6, "0"),
    );
    const answers = await Promise.all(
      guesses.map((guess) => verify(staff.email, guess, "Bungoma-Retreat-2026")),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(60).fill(400));

    expect(await verify(staff.email, code, "Bungoma-Retreat-2026")).toMatchObject({
      status: 400,
      body: { message: "The code is wrong or has expired. Ask for a new code." },
    });
    expect((await login(newClient(), staff.email, STAFF_PASSWORD)).body.Status).toBe("Success");
  });

  it("sets one new password when the right code is sent twice at once", async () => {
    const staff = await createStaffMember(server);
    const before = mail.received.length;
    await askForCode(staff.email);
    const code = codeIn((await mail.next(staff.email, before)).text);
    const answers = await Promise.all([
      verify(staff.email, code, "Bungoma-Retreat-2026"),
      verify(staff.email, code, "Siaya-Crusade-2026"),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const signIns = await Promise.all([
      login(newClient(), staff.email, "Bungoma-Retreat-2026"),
      login(newClient(), staff.email, "Siaya-Crusade-2026"),
    ]);
    expect(signIns.map((signIn) => signIn.body.Status).sort()).toEqual(["Failed", "Success"]);
  });

  it("refuses an expired code", async () => {
    const staff = await createStaffMember(server);
    const before = mail.received.length;
    await askForCode(staff.email);
    const code = codeIn((await mail.next(staff.email, before)).text);
    await server.dataSource
      .getRepository(PasswordReset)
      .update({ userId: staff.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await verify(staff.email, code, "Bungoma-Retreat-2026")).status).toBe(400);
  });

  it("answers an unknown address exactly like a known one, and sends nothing", async () => {
    const before = mail.received.length;
    expect(await askForCode("nobody@diocese.example")).toMatchObject({
      status: 200,
      body: { message: RECOVERY_SENT },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.received.slice(before).filter((message) => message.to === "nobody@diocese.example")).toEqual(
      [],
    );
  });

  it("refuses a malformed address with a message", async () => {
    expect(await askForCode("not an address")).toMatchObject({
      status: 400,
      body: { message: "Enter your e-mail address, such as name@example.org" },
    });
  });

  it("limits code requests per client address", async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push(
        (
          await requestJson(server.url, "POST", "/api/otp", {
            body: { email: "x@diocese.example" },
            headers: client,
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("a forgotten password: the e-mailed link", () => {
  const linkIn = (text: string) => /(http\S+\/authentication\/password-reset\?token=\S+)/.exec(text)![1]!;
  const RESET = `mutation ($token: String!, $password: String!) { resetPasswordWithLink(token: $token, newPassword: $password) }`;

  it("opens a page that sets a new password, once", async () => {
    const staff = await createStaffMember(server);
    const before = mail.received.length;
    const asked = await requestJson(server.url, "POST", "/api/resetPassword", {
      body: { email: staff.email },
      headers: newClient(),
    });
    expect(asked).toMatchObject({ status: 200, body: { status: "success" } });
    const link = new URL(linkIn((await mail.next(staff.email, before)).text));
    expect(link.origin).toBe(server.config.publicUrl);
    const token = link.searchParams.get("token")!;

    const reset = await graphqlAs(server.url, {}, RESET, { token, password: "Kakamega-Choir-2026" });
    expect(reset.body).toEqual({ data: { resetPasswordWithLink: true } });
    expect((await login(newClient(), staff.email, "Kakamega-Choir-2026")).body.Status).toBe("Success");

    const again = await graphqlAs(server.url, {}, RESET, { token, password: "Another-Choir-2026" });
    expect(again.body.errors?.[0]).toMatchObject({
      message: "This reset link is wrong, used or expired. Ask for a new one.",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("refuses an expired link", async () => {
    const staff = await createStaffMember(server);
    const before = mail.received.length;
    await requestJson(server.url, "POST", "/api/resetPassword", {
      body: { email: staff.email },
      headers: newClient(),
    });
    const token = new URL(linkIn((await mail.next(staff.email, before)).text)).searchParams.get("token")!;
    await server.dataSource
      .getRepository(PasswordReset)
      .update({ userId: staff.id }, { expiresAt: new Date(Date.now() - 1000) });
    const reset = await graphqlAs(server.url, {}, RESET, { token, password: "Kakamega-Choir-2026" });
    expect(reset.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("answers an unknown address with success too, and a malformed one with err", async () => {
    expect(
      await requestJson(server.url, "POST", "/api/resetPassword", {
        body: { email: "nobody@diocese.example" },
        headers: newClient(),
      }),
    ).toMatchObject({ status: 200, body: { status: "success" } });
    expect(
      await requestJson(server.url, "POST", "/api/resetPassword", {
        body: { email: "nope" },
        headers: newClient(),
      }),
    ).toMatchObject({ status: 400, body: { err: "Enter your e-mail address, such as name@example.org" } });
  });
});
