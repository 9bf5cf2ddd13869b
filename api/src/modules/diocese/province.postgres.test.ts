import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_HOST, inDiocese, MUMIAS_HOST, requestAt, startProvinceApp } from "../../../test/in-diocese.js";
import type { TestApp } from "../../../test/test-app.js";
import type { AlsoWritten, NewDiocese } from "./province.service.js";

/*
 * The province's administrator makes a diocese (issue #44): its site answers at its hosts at once,
 * its first administrator signs in there and nowhere else, and a diocese is made whole or not at all.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startProvinceApp();
}, 60_000);
afterAll(() => app.close());

const signIn = (host: string, email: string, password: string) =>
  requestAt(app, host, "/api/login", "POST", { email, password }).then((answer) => answer.json().Status);

const butere = (overrides: Partial<NewDiocese> = {}): NewDiocese => ({
  name: "ACK Diocese of Butere",
  hosts: ["butere.example.org", "www.ackbutere.org"],
  admin: { email: "office@butere.example", name: "Diocesan Secretary", password: "Butere-office-2026!" },
  ...overrides,
});

/** The dioceses and host names there are, to show that a refused diocese left none behind. */
const everything = async () => ({
  dioceses: await app.dataSource.query(`SELECT id, name FROM diocese ORDER BY id`),
  hosts: await app.dataSource.query(`SELECT host, diocese_id FROM diocese_host ORDER BY host`),
});

describe("making a diocese", () => {
  it("answers at its hosts at once, named as it was made, its administrator signing in there alone", async () => {
    const made = await app.services.province.create(butere());

    expect(made.hosts).toEqual(["butere.example.org", "www.ackbutere.org"]);
    expect(made.admin).toMatchObject({ email: "office@butere.example", role: "system_admin" });
    const settings = await requestAt(app, "WWW.ackbutere.org", "/graphql", "POST", {
      query: "{ siteSettings { shortName fullName } }",
    });
    expect(settings.json().data.siteSettings).toEqual({
      shortName: "ACK Diocese of Butere",
      fullName: "ACK Diocese of Butere",
    });
    expect(await signIn("butere.example.org", "office@butere.example", "Butere-office-2026!")).toBe(
      "Success",
    );
    expect(await signIn(FIRST_HOST, "office@butere.example", "Butere-office-2026!")).not.toBe("Success");
    expect(await signIn(MUMIAS_HOST, "office@butere.example", "Butere-office-2026!")).not.toBe("Success");
    // Its links name its first host.
    expect(await inDiocese(made.diocese.id, async () => app.services.addresses.current())).toBe(
      "http://butere.example.org:4000",
    );
    const listed = await app.services.province.list();
    expect(listed.map(({ diocese, hosts }) => [diocese.name, hosts])).toContainEqual([
      "ACK Diocese of Butere",
      ["butere.example.org", "www.ackbutere.org"],
    ]);
  });

  it("keeps its administrator's session to its own hosts", async () => {
    const signedIn = await requestAt(app, "butere.example.org", "/api/login", "POST", {
      email: "office@butere.example",
      password: "Butere-office-2026!",
    });
    const headers = { "access-token": signedIn.json().token as string };
    const me = (host: string) =>
      app.app
        .inject({
          method: "POST",
          url: "/graphql",
          headers: { ...headers, host },
          payload: { query: "{ me { email } }" },
        })
        .then((answer) => answer.json().data);
    expect(await me("www.ackbutere.org")).toEqual({ me: { email: "office@butere.example" } });
    expect(await me(MUMIAS_HOST)).toEqual({ me: null });
    expect(await me(FIRST_HOST)).toEqual({ me: null });
  });

  it("gives the password it made when none was given, which signs in", async () => {
    const made = await app.services.province.create(
      butere({
        name: "ACK Diocese of Nambale",
        hosts: ["nambale.example.org"],
        admin: { email: "office@nambale.example", name: "Diocesan Secretary" },
      }),
    );
    expect(made.password.length).toBeGreaterThanOrEqual(12);
    expect(await signIn("nambale.example.org", "office@nambale.example", made.password)).toBe("Success");
  });

  it.each([
    ["no host", { hosts: [] }, "at least one host name"],
    ["an address for a host", { hosts: ["https://katakwa.example.org"] }, "is not a host name"],
    ["a host with its port", { hosts: ["katakwa.example.org:443"] }, "is not a host name"],
    ["another diocese's host", { hosts: ["katakwa.example.org", MUMIAS_HOST] }, "already the host name"],
    ["the first diocese's host", { hosts: [FIRST_HOST.toUpperCase()] }, "already the host name"],
    ["no name", { name: "  " }, "fullName must not be empty"],
    ["a name too long for a short name", { name: `ACK Diocese of ${"Katakwa ".repeat(8)}` }, "shortName"],
    [
      "a bad administrator's e-mail",
      { admin: { email: "not-an-address", name: "Secretary", password: "Katakwa-office-2026!" } },
      "email",
    ],
    [
      "a weak administrator's password",
      { admin: { email: "office@katakwa.example", name: "Secretary", password: "password" } },
      "password",
    ],
  ] as const)("refuses %s, leaving nothing behind", async (_case, overrides, message) => {
    const before = await everything();
    await expect(
      app.services.province.create(
        butere({ name: "ACK Diocese of Katakwa", hosts: ["katakwa.example.org"], ...overrides }),
      ),
    ).rejects.toThrow(message);
    expect(await everything()).toEqual(before);
    expect((await requestAt(app, "katakwa.example.org", "/")).statusCode).toBe(404);
  });
});

describe("changing a diocese's host names", () => {
  it.each([
    [
      "giving a host",
      (id: number, audit: AlsoWritten) => app.services.province.addHost(id, "www.acksiaya.org", audit),
    ],
    [
      "making one the main host",
      (id: number, audit: AlsoWritten) =>
        app.services.province.makeMainHost(id, "www.siaya.example.org", audit),
    ],
    [
      "taking a host away",
      (id: number, audit: AlsoWritten) =>
        app.services.province.removeHost(id, "www.siaya.example.org", audit),
    ],
  ] as const)("undoes %s when its audit entry cannot be written", async (_case, change) => {
    const { diocese } =
      (await app.services.province.list()).find(
        ({ diocese: each }) => each.name === "ACK Diocese of Siaya",
      ) ??
      (await app.services.province.create(
        butere({
          name: "ACK Diocese of Siaya",
          hosts: ["siaya.example.org", "www.siaya.example.org"],
          admin: { email: "office@siaya.example", name: "Diocesan Secretary" },
        }),
      ));
    const before = await everything();
    const mainHost = async () =>
      (await app.dataSource.query(`SELECT main_host FROM diocese WHERE id = $1`, [diocese.id]))[0].main_host;
    const mainBefore = await mainHost();

    await expect(
      change(diocese.id, async () => {
        throw new Error("the audit log cannot be written");
      }),
    ).rejects.toThrow("the audit log cannot be written");
    expect(await everything()).toEqual(before);
    expect(await mainHost()).toBe(mainBefore);
    expect((await requestAt(app, "www.acksiaya.org", "/api/getAllNews")).statusCode).toBe(404);
    expect((await requestAt(app, "www.siaya.example.org", "/api/getAllNews")).statusCode).toBe(200);
  });
});
