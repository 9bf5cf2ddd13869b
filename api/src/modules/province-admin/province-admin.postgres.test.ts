import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffMember } from "../../../test/factories.js";
import { FIRST_HOST, inDiocese, MUMIAS_HOST, requestAt, startProvinceApp } from "../../../test/in-diocese.js";
import { PROVINCE_HOST, provinceBrowser } from "../../../test/province-site.js";
import type { TestApp } from "../../../test/test-app.js";
import { PROVINCE_SIGN_IN_RATE, PROVINCE_SIGN_IN_TRIES } from "./province-admin.service.js";

/*
 * The province's own pages (issue #44): at PROVINCE_HOST its administrators, made from the command
 * line, sign in with a session of their own, see the dioceses and make one, which answers at its
 * hosts at once. They are on no diocese's staff, and the pages answer at no other host.
 */

const OFFICE = { email: "office@province.example", name: "Provincial Secretary" };
const PASSWORD = "Province-office-2026!";

let app: TestApp;
beforeAll(async () => {
  app = await startProvinceApp({ env: { PROVINCE_HOST } });
  await app.services.provinceAdmins.create(OFFICE, PASSWORD);
}, 60_000);
afterAll(() => app.close());

const { atProvince, signIn } = provinceBrowser(() => app);

describe("the province's pages", () => {
  it("answer at the province's host alone, where no diocese's site answers", async () => {
    expect((await atProvince("GET", "/province")).body).toContain("<h1>The province's administration</h1>");
    // Its home page is the directory of the dioceses (modules/province-site/).
    for (const path of ["/graphql", "/api/getAllNews", "/events"]) {
      const answer = await atProvince("GET", path);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toContain("No diocese here");
    }
    for (const host of [FIRST_HOST, MUMIAS_HOST]) {
      const answer = await atProvince("GET", "/province", { host });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain("administration");
    }
  });

  it("sign an administrator in, who sees the dioceses, and out again", async () => {
    const { answer, session } = await signIn("Office@Province.example", PASSWORD);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe("/province");
    const cookie = answer.cookies.find((each) => each.name === "province_session")!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/province" });

    const dashboard = await atProvince("GET", "/province", { session });
    expect(dashboard.headers["cache-control"]).toBe("no-store");
    expect(dashboard.body).toContain("Signed in as Provincial Secretary");
    expect(dashboard.body).toContain("ACK Diocese of Mumias");
    expect(dashboard.body).toContain(MUMIAS_HOST);

    await atProvince("POST", "/province/sign-out", { session, form: {} });
    expect((await atProvince("GET", "/province", { session })).body).not.toContain("Signed in as");
  });

  it("make a diocese, which answers at its hosts at once, its administrator signing in there with the password shown", async () => {
    const { session } = await signIn(OFFICE.email, PASSWORD);
    const made = await atProvince("POST", "/province/dioceses", {
      session,
      form: {
        name: "ACK Diocese of Butere",
        shortName: "",
        hosts: "butere.example.org www.ackbutere.org",
        adminEmail: "office@butere.example",
        adminName: "Diocesan Secretary",
      },
    });
    expect(made.statusCode).toBe(200);
    expect(made.body).toContain("Made ACK Diocese of Butere at butere.example.org, www.ackbutere.org.");
    expect((await atProvince("GET", "/province/audit-log", { session })).body).toContain(
      "<td>Provincial Secretary</td><td>made the diocese</td><td>ACK Diocese of Butere</td>",
    );
    const password = /the password (\S+), which is shown this once/.exec(made.body)![1]!;

    const settings = await requestAt(app, "www.ackbutere.org", "/graphql", "POST", {
      query: "{ siteSettings { fullName } }",
    });
    expect(settings.json().data.siteSettings.fullName).toBe("ACK Diocese of Butere");
    const login = await requestAt(app, "butere.example.org", "/api/login", "POST", {
      email: "office@butere.example",
      password,
    });
    expect(login.json().Status).toBe("Success");
    expect((await atProvince("GET", "/province", { session })).body).toContain("www.ackbutere.org");
  });

  it("refuse a diocese they cannot make, saying why and keeping what was typed, and write nothing", async () => {
    const { session } = await signIn(OFFICE.email, PASSWORD);
    const dioceses = () => app.dataSource.query(`SELECT id, name FROM diocese ORDER BY id`);
    const before = await dioceses();
    const form = {
      name: "ACK Diocese of Nambale",
      hosts: `nambale.example.org ${MUMIAS_HOST}`,
      adminEmail: "office@nambale.example",
      adminName: "Diocesan Secretary",
    };
    const taken = await atProvince("POST", "/province/dioceses", { session, form });
    expect(taken.statusCode).toBe(400);
    expect(taken.body).toContain(`${MUMIAS_HOST} is already the host name of a diocese`);
    expect(taken.body).toContain('value="office@nambale.example"');

    const own = await atProvince("POST", "/province/dioceses", {
      session,
      form: { ...form, hosts: PROVINCE_HOST },
    });
    expect(own.statusCode).toBe(400);
    expect(own.body).toContain("province.example.org is the province&#39;s own host (PROVINCE_HOST)");
    expect(await dioceses()).toEqual(before);
  });

  it("make nothing for one not signed in, nor for a form sent from another site", async () => {
    const form = {
      name: "ACK Diocese of Katakwa",
      hosts: "katakwa.example.org",
      adminEmail: "office@katakwa.example",
      adminName: "Diocesan Secretary",
    };
    const signedOut = await atProvince("POST", "/province/dioceses", { form });
    expect(signedOut.statusCode).toBe(401);
    // A diocese's own system administrator is no administrator of the province.
    const staff = await inDiocese(2, () => createStaffMember(app, { role: "system_admin" }));
    const { token } = await inDiocese(2, () => app.services.sessions.start(staff.id));
    expect((await atProvince("POST", "/province/dioceses", { form, session: token })).statusCode).toBe(401);

    const { session } = await signIn(OFFICE.email, PASSWORD);
    const forged = await atProvince("POST", "/province/dioceses", { form, session, site: "cross-site" });
    expect(forged.statusCode).toBe(403);
    expect(
      await app.dataSource.query(`SELECT id FROM diocese WHERE name = 'ACK Diocese of Katakwa'`),
    ).toEqual([]);
  });

  it("refuse a wrong password as they do an unknown address, and make the account wait after five in a row", async () => {
    const { services } = app;
    await services.provinceAdmins.create(
      { email: "treasurer@province.example", name: "Provincial Treasurer" },
      PASSWORD,
    );
    const unknown = await signIn("nobody@province.example", PASSWORD);
    const wrong = await signIn("treasurer@province.example", "not-the-password");
    expect(unknown.answer.statusCode).toBe(401);
    expect(wrong.answer.statusCode).toBe(401);
    expect(wrong.answer.body).toContain("The e-mail or password is not correct");
    expect(unknown.answer.body).toContain("The e-mail or password is not correct");

    // Each from a network of its own: the count is the account's, wherever the guesses come from.
    for (let attempt = 2; attempt < PROVINCE_SIGN_IN_TRIES; attempt++) {
      expect((await signIn("treasurer@province.example", "not-the-password")).answer.statusCode).toBe(401);
    }
    const fifth = await signIn("treasurer@province.example", "not-the-password");
    expect(fifth.answer.statusCode).toBe(423);
    expect(fifth.answer.body).toContain(
      "After 5 wrong passwords in a row, this account can sign in again at",
    );
    const locked = await signIn("treasurer@province.example", PASSWORD);
    expect(locked.answer.statusCode).toBe(423);
    expect(locked.session).toBeUndefined();
    expect(locked.answer.body).toMatch(/can sign in again at \d\d:\d\d \(Kakamega time\)/);
    // The others are not locked out by it.
    expect((await signIn(OFFICE.email, PASSWORD)).answer.statusCode).toBe(303);

    // A new password from the command line lets the account in at once, and ends its sessions.
    const given = await services.provinceAdmins.resetPassword("Treasurer@province.example");
    const again = await signIn("treasurer@province.example", given);
    expect(again.answer.statusCode).toBe(303);
    await services.provinceAdmins.resetPassword("treasurer@province.example", "Another-province-2026!");
    expect((await atProvince("GET", "/province", { session: again.session })).body).not.toContain(
      "Signed in as",
    );
    await expect(services.provinceAdmins.resetPassword("nobody@province.example")).rejects.toThrow(
      "There is no province administrator with the e-mail nobody@province.example",
    );
  });

  it("count wrong passwords sent at once one by one, and lock an address no one has as one that someone has", async () => {
    await app.services.provinceAdmins.create({ email: "clerk@province.example", name: "Clerk" }, PASSWORD);
    const together = await Promise.all(
      Array.from({ length: PROVINCE_SIGN_IN_TRIES + 2 }, () =>
        signIn("clerk@province.example", "not-the-password"),
      ),
    );
    expect(together.filter(({ answer }) => answer.statusCode === 401).length).toBeLessThan(
      PROVINCE_SIGN_IN_TRIES,
    );
    expect((await signIn("clerk@province.example", PASSWORD)).answer.statusCode).toBe(423);

    for (let attempt = 1; attempt < PROVINCE_SIGN_IN_TRIES; attempt++) {
      await signIn("nobody-here@province.example", "not-the-password");
    }
    const lastGuess = await signIn("nobody-here@province.example", "not-the-password");
    expect(lastGuess.answer.statusCode).toBe(423);
    expect(lastGuess.answer.body).toContain("After 5 wrong passwords in a row");
  });

  it("refuse a flood from one network before checking its passwords, while others sign in", async () => {
    const flood = "203.0.113.50";
    for (let attempt = 0; attempt < PROVINCE_SIGN_IN_RATE.limit; attempt++) {
      const guess = await signIn(`guess-${attempt}@province.example`, "not-the-password", flood);
      expect(guess.answer.statusCode).toBe(401);
    }
    const refused = await signIn(OFFICE.email, PASSWORD, flood);
    expect(refused.answer.statusCode).toBe(429);
    expect(refused.answer.body).toContain("Too many attempts from your network. Try again in 1 minute.");
    expect(refused.session).toBeUndefined();
    expect((await signIn(OFFICE.email, PASSWORD)).answer.statusCode).toBe(303);

    // The province's counts are its own: a diocese's sign-in from the same network is not refused.
    const login = await app.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { host: MUMIAS_HOST },
      remoteAddress: flood,
      payload: { email: "nobody@mumias.example", password: "not-the-password" },
    });
    expect(login.statusCode).not.toBe(429);
    expect(login.body).toContain("The e-mail, username or password is not correct");
  });

  it("are made from the command line with a password the rules take, once for an address", async () => {
    const { provinceAdmins } = app.services;
    await expect(
      provinceAdmins.create({ email: "clerk@province.example", name: "Clerk" }, "password"),
    ).rejects.toThrow("among the most common ones");
    await expect(provinceAdmins.create({ email: "not an address", name: "Clerk" })).rejects.toThrow(
      "email must be an e-mail address",
    );
    await expect(
      provinceAdmins.create({ email: OFFICE.email.toUpperCase(), name: "Another" }),
    ).rejects.toThrow("There is a province administrator with the e-mail office@province.example already");
  });
});
