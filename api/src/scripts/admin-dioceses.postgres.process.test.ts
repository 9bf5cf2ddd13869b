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
  if (app.config.database.kind !== "postgres") throw new Error("A province's database is PostgreSQL");
  const env = { DATA_DIR: app.config.dataDir, DATABASE_URL: app.config.database.url, MULTI_DIOCESE: "true" };
  return runAdminScript(env, ...args);
}

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
      "--admin-email",
      "office@maseno-north.example",
      "--admin-name",
      "Diocesan Secretary",
    );
    expect(made.stderr).toBe("");
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(
      /^Made ACK Diocese of Maseno North \(diocese 3\) at maseno-north\.example\.org; its administrator Diocesan Secretary <office@maseno-north\.example>, username office, password \S{12,}\n$/,
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
    expect(listed.stdout).toContain("3\tACK Diocese of Maseno North\tmaseno-north.example.org\n");
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
});
