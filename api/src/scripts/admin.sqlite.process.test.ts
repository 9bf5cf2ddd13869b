import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminScript } from "../../test/admin-script.js";
import { requestJson } from "../../test/http.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

/**
 * Runs `npm run admin -- ...` (the built script) against the test app's database. On SQLite alone:
 * the script only reads its arguments and prints what the staff accounts' service answers, which
 * admin-user.test.ts tests on both databases.
 */
async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return runAdminScript({ DATA_DIR: server.config.dataDir, DATABASE_URL: "" }, ...args);
}

const signIn = (email: string, password: string) =>
  requestJson(server.url, "POST", "/api/login", { body: { email, password } });

// Each step runs the script as a new Node process that loads the whole API: seconds apiece on a
// busy machine, over the default limit for a test of several steps.
describe("npm run admin", { timeout: 120_000 }, () => {
  it("creates, lists, resets and deactivates staff accounts", async () => {
    const created = await admin(
      "create",
      "--email",
      "clerk@diocese.example",
      "--name",
      "Synod Clerk",
      "--role",
      "editor",
    );
    expect(created.code).toBe(0);
    const password = /password (\S+)$/.exec(created.stdout.trim())![1]!;
    expect((await signIn("clerk@diocese.example", password)).body.Status).toBe("Success");

    const listed = await admin("list");
    expect(listed.stdout).toMatch(/^clerk@diocese\.example\tclerk\teditor\tactive\tlast sign-in \d{4}-/m);

    const reset = await admin(
      "reset-password",
      "--email",
      "clerk@diocese.example",
      "--password",
      "Mumias-Deanery-2026",
    );
    expect(reset.code).toBe(0);
    expect((await signIn("clerk@diocese.example", "Mumias-Deanery-2026")).body.Status).toBe("Success");

    expect((await admin("deactivate", "--email", "clerk@diocese.example")).code).toBe(0);
    expect((await signIn("clerk@diocese.example", "Mumias-Deanery-2026")).status).toBe(401);
  });

  it("makes a valid, free username when none is given, from the address or else the name", async () => {
    const usernameOf = (stdout: string) => /username (\S+),/.exec(stdout)![1]!;
    // docs/operators/accounts.md's own example: "ed" alone is too short for a username.
    const ed = await admin("create", "--email", "ed@example.org", "--name", "Ed", "--role", "editor");
    expect(ed.code).toBe(0);
    const edUsername = usernameOf(ed.stdout);
    expect(edUsername).toBe("ed1");
    const edPassword = /password (\S+)$/.exec(ed.stdout.trim())![1]!;
    expect((await signIn(edUsername, edPassword)).body.Status).toBe("Success");

    const otherEd = await admin("create", "--email", "ed@parish.example", "--name", "Ed");
    expect(otherEd.code).toBe(0);
    expect(usernameOf(otherEd.stdout)).toBe("ed2");

    const mary = await admin("create", "--email", "mary@diocese.example", "--name", "Mary Achieng");
    const otherMary = await admin("create", "--email", "mary@parish.example", "--name", "Mary Wafula");
    expect(usernameOf(mary.stdout)).toBe("mary");
    expect(usernameOf(otherMary.stdout)).toBe("mary1");

    const initials = await admin("create", "--email", "j@diocese.example", "--name", "José Okoth");
    expect(usernameOf(initials.stdout)).toBe("jose.okoth");
  });

  it("names --username and its rules when no username can be made", async () => {
    expect(await admin("create", "--email", "王@diocese.example", "--name", "王伟")).toMatchObject({
      code: 1,
      stderr:
        "No username can be made from 王@diocese.example or 王伟: pass --username with 3 to 60 letters, digits, dots, dashes or underscores\n",
    });
  });

  it("says what is wrong, with exit code 1", async () => {
    expect(await admin("deactivate", "--email", "nobody@diocese.example")).toMatchObject({
      code: 1,
      stderr: "There is no member of staff with the e-mail nobody@diocese.example\n",
    });
    expect(
      await admin("create", "--email", "x@diocese.example", "--name", "X Y", "--password", "password"),
    ).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("among the most common ones"),
    });
    expect((await admin("frobnicate")).stderr).toContain("Usage: npm run admin -- <command>");
  });
});
