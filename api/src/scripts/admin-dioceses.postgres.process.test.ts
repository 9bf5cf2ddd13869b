import { randomBytes } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminScript } from "../../test/admin-script.js";
import { MUMIAS_HOST, startProvinceApp } from "../../test/in-diocese.js";
import type { TestApp } from "../../test/test-app.js";

/*
 * `npm run admin -- diocese ...` (the built script) on a province's database, connected as the
 * site's own role (what it makes is tested in province.postgres.test.ts).
 */

let app: TestApp;

beforeAll(async () => {
  app = await startProvinceApp();
}, 60_000);
afterAll(() => app.close());

async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return adminWith({}, ...args);
}

async function adminWith(more: NodeJS.ProcessEnv, ...args: string[]) {
  if (app.config.database.kind !== "postgres") throw new Error("A province's database is PostgreSQL");
  const env = { DATA_DIR: app.config.dataDir, DATABASE_URL: app.config.database.url, MULTI_DIOCESE: "true" };
  return runAdminScript({ ...env, ...more }, ...args);
}

const aKey = () => randomBytes(32).toString("hex");

describe("npm run admin -- diocese", { timeout: 120_000 }, () => {
  it("makes a diocese whose administrator signs in at its host, and lists the dioceses", async () => {
    const made = await admin(
      "diocese",
      "create",
      "--name",
      "ACK Diocese of Maseno North",
      "--short-name",
      "ACK Maseno North",
      "--host",
      "maseno-north.example.org",
      // Before the first in alphabetical order: the list still names the first given first.
      "--host",
      "ackmasenonorth.org",
      "--admin-email",
      "office@maseno-north.example",
      "--admin-name",
      "Diocesan Secretary",
    );
    expect(made.stderr).toBe("");
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(
      /^Made ACK Diocese of Maseno North \(diocese 3\) at maseno-north\.example\.org, ackmasenonorth\.org; its administrator Diocesan Secretary <office@maseno-north\.example>, username office, password \S{12,}\n$/,
    );
    const password = /password (\S+)\n$/.exec(made.stdout)![1]!;
    // Another instance learns a new host within 10 s; this one is told now.
    await app.services.dioceses.reread();
    const signedIn = await app.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { host: "maseno-north.example.org" },
      payload: { email: "office@maseno-north.example", password },
    });
    expect(signedIn.json().Status).toBe("Success");

    // Its staff are managed from the command line as its own, by its host name.
    const reset = await admin(
      "reset-password",
      "--email",
      "office@maseno-north.example",
      "--password",
      "Maseno-North-2026!",
      "--diocese",
      "maseno-north.example.org",
    );
    expect(reset.code).toBe(0);
    const staffThere = await admin("list", "--diocese", "maseno-north.example.org");
    expect(staffThere.stdout).toMatch(/^office@maseno-north\.example\toffice\tsystem_admin\tactive\t/m);
    expect((await admin("list")).stdout).not.toContain("maseno-north");
    const nowhere = await admin("list", "--diocese", "nowhere.example.org");
    expect(nowhere.stderr).toContain("No diocese answers at nowhere.example.org");

    const listed = await admin("diocese", "list");
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`2\tACK Diocese of Mumias\t${MUMIAS_HOST}\n`);
    expect(listed.stdout).toContain(
      "3\tACK Diocese of Maseno North\tmaseno-north.example.org ackmasenonorth.org\n",
    );

    // Its host names change later, as a diocese takes a domain of its own.
    const diocese = ["--diocese", "maseno-north.example.org"];
    const given = await admin("diocese", "host", "add", ...diocese, "--host", "www.ackmasenonorth.org");
    expect(given.stdout).toBe(
      "ACK Diocese of Maseno North answers at maseno-north.example.org, ackmasenonorth.org, www.ackmasenonorth.org\n",
    );
    const notIts = await admin("diocese", "host", "remove", ...diocese, "--host", MUMIAS_HOST);
    expect(notIts.code).not.toBe(0);
    expect(notIts.stderr).toContain(`${MUMIAS_HOST} is not a host name of ACK Diocese of Maseno North`);
  });

  it("says what is wrong and makes nothing", async () => {
    const taken = await admin(
      "diocese",
      "create",
      "--name",
      "ACK Diocese of Katakwa",
      "--host",
      MUMIAS_HOST,
      "--admin-email",
      "office@katakwa.example",
      "--admin-name",
      "Secretary",
    );
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain(`${MUMIAS_HOST} is already the host name of a diocese`);
    const missing = await admin(
      "diocese",
      "create",
      "--name",
      "ACK Diocese of Katakwa",
      "--host",
      "k.example.org",
    );
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("--admin-email is required");
    expect((await admin("diocese", "list")).stdout).not.toContain("Katakwa");
  });

  it("moves a diocese in from another's archive, at the hosts given, with its staff", async () => {
    const archive = path.join(app.config.dataDir, "mumias.tar.gz");
    await admin(
      ..."create --email registrar@mumias.example --name Registrar --diocese".split(" "),
      MUMIAS_HOST,
    );
    const exported = await admin("diocese", "export", "--diocese", MUMIAS_HOST, "--to", archive);
    expect(exported).toMatchObject({ code: 0, stderr: "" });
    expect(exported.stdout).toMatch(/^Wrote .*: ACK Diocese of Mumias, \d+ rows of \d+ tables, 0 files\n/);

    expect(await admin("diocese", "import", "--from", archive)).toMatchObject({
      code: 1,
      stderr: "A diocese needs at least one host name\n",
    });
    const moved = await admin("diocese", "import", "--from", archive, "--host", "mumias-moved.example.org");
    expect(moved).toMatchObject({ code: 0, stderr: "" });
    expect(moved.stdout).toMatch(
      /^Moved in ACK Diocese of Mumias \(diocese \d+\) at mumias-moved\.example\.org: \d+ rows of \d+ tables, 0 files\n/,
    );
    const staff = await admin("list", "--diocese", "mumias-moved.example.org");
    expect(staff.stdout).toMatch(/^registrar@mumias\.example\tregistrar\teditor\tactive\t/m);
  });

  it("keeps a diocese's secrets sealed, says only which are set, and seals them again under a new key", async () => {
    const first = aKey();
    const setShortcode = await adminWith(
      { SECRETS_KEY: first },
      ..."diocese secret set --diocese mumias.example.org --name mpesa-shortcode --value 600200".split(" "),
    );
    expect(setShortcode.stderr).toBe("");
    expect(setShortcode.stdout).toBe("mpesa-shortcode is set, sealed\n");
    const listed = await admin("diocese", "secret", "list", "--diocese", MUMIAS_HOST);
    expect(listed.stdout).toMatch(/^mpesa-shortcode\tset \d{4}-\d\d-\d\dT[\d:.]+Z\n$/);
    expect(listed.stdout).not.toContain("600200");

    const second = aKey();
    const rotated = await adminWith(
      { SECRETS_KEY: second, SECRETS_KEY_PREVIOUS: first },
      "diocese",
      "secrets",
      "reseal",
    );
    expect(rotated.stdout).toContain("ACK Diocese of Mumias: 1 secret(s) sealed again\n");
    // Sealed under the second key now: a rotation to a third opens it with the second alone.
    const again = await adminWith(
      { SECRETS_KEY: aKey(), SECRETS_KEY_PREVIOUS: second },
      "diocese",
      "secrets",
      "reseal",
    );
    expect(again.stdout).toContain("ACK Diocese of Mumias: 1 secret(s) sealed again\n");
    const lost = await adminWith(
      { SECRETS_KEY: aKey(), SECRETS_KEY_PREVIOUS: first },
      "diocese",
      "secrets",
      "reseal",
    );
    expect(lost.code).toBe(1);
    expect(lost.stderr).toMatch(
      /^The secret was sealed with the key \w{8}, which is neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS\n$/,
    );
  });

  it("refuses a secret without a key, for the first diocese, or of no known name", async () => {
    const noKey = await admin(
      ..."diocese secret set --diocese mumias.example.org --name mpesa-passkey --value k".split(" "),
    );
    expect(noKey.code).toBe(1);
    expect(noKey.stderr).toContain("SECRETS_KEY is not set");
    const first = await adminWith(
      { SECRETS_KEY: aKey() },
      ..."diocese secret set --name mpesa-passkey --value k".split(" "),
    );
    expect(first.stderr).toContain("The first diocese's accounts are the environment's");
    const unknown = await adminWith(
      { SECRETS_KEY: aKey() },
      ..."diocese secret set --diocese mumias.example.org --name paybill --value 1".split(" "),
    );
    expect(unknown.stderr).toContain("There is no secret paybill");
  });
});

describe("npm run admin -- province", { timeout: 120_000 }, () => {
  it("adds an administrator of the province, who is on no diocese's staff, and lists them", async () => {
    const added = await admin(
      ..."province admin create --email secretary@province.example --name Provincial-Secretary".split(" "),
    );
    expect(added.stderr).toBe("");
    expect(added.stdout).toMatch(
      /^Added Provincial-Secretary <secretary@province\.example> as an administrator of the province, password \S{12,}\n$/,
    );
    const again = await admin(
      ..."province admin create --email secretary@province.example --name Another".split(" "),
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(
      "There is a province administrator with the e-mail secretary@province.example already",
    );

    const reset = await admin(
      ..."province admin reset-password --email secretary@province.example".split(" "),
    );
    expect(reset.stdout).toMatch(
      /^New password for secretary@province\.example: \S{12,} \(their sessions have ended\)\n$/,
    );

    const listed = await admin("province", "admin", "list");
    expect(listed.stdout).toMatch(/^secretary@province\.example\tProvincial-Secretary\tadded \d{4}-/);
    expect((await admin("list")).stdout).not.toContain("secretary@province.example");
  });
});
