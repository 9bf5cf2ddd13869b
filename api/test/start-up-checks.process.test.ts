import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { mountSmallDisk } from "./small-disk.js";
import { createPostgresDatabase, withAdminClient } from "./test-app.js";

const MAIN = path.resolve(import.meta.dirname, "../dist/main.js");

/** Starts the built server and expects it to stop at once: its exit code and all it printed. */
async function failedStart(env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  const run = promisify(execFile)(process.execPath, [MAIN], {
    env: { ...process.env, PORT: "45999", LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
    timeout: 60_000,
  });
  const failure = await run.then(
    () => {
      throw new Error("the server started");
    },
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  return { code: failure.code, output: `${failure.stdout}${failure.stderr}` };
}

/** One line that says what to check, never a stack trace. */
function expectOneClearLine(output: string): void {
  expect(output.trim().split("\n")).toHaveLength(1);
  expect(output).not.toMatch(/^\s+at /m);
}

describe("the server's start", () => {
  it("stops with one clear line when DATA_DIR cannot be written", async () => {
    const disk = mountSmallDisk(1024 * 1024, { readOnly: true });
    try {
      const { code, output } = await failedStart({ DATA_DIR: disk.dir });
      expect(code).toBe(1);
      expect(output).toContain(`DATA_DIR (${disk.dir}) cannot be written`);
      expectOneClearLine(output);
    } finally {
      disk.unmount();
    }
  }, 90_000);

  it("stops with one clear line, without the password, when PostgreSQL cannot be reached", async () => {
    const { code, output } = await failedStart({
      DATABASE_URL: "postgres://diocese:s3cret-Passw0rd@127.0.0.1:1/diocese",
    });
    expect(code).toBe(1);
    expect(output).toContain("Cannot connect to PostgreSQL at 127.0.0.1:1 (DATABASE_URL)");
    expect(output).toContain("is PostgreSQL running there");
    expect(output).not.toContain("s3cret-Passw0rd");
    expectOneClearLine(output);
  }, 90_000);

  it("names a database that does not exist", async () => {
    const url = new URL(process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
    url.pathname = "/no_such_diocese_database";
    const { code, output } = await failedStart({ DATABASE_URL: url.toString() });
    expect(code).toBe(1);
    expect(output).toContain('the database "no_such_diocese_database" does not exist');
    expectOneClearLine(output);
  }, 90_000);

  it("refuses to serve several dioceses as a role that row-level security does not bind", async () => {
    const url = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
    const { code, output } = await failedStart({ DATABASE_URL: url, MULTI_DIOCESE: "true" });
    expect(code).toBe(1);
    expect(output).toContain(`does not bind the database role "${new URL(url).username}"`);
    expect(output).toContain("it is a superuser");
    expectOneClearLine(output);
  }, 90_000);

  it("refuses to serve several dioceses as a role that cannot make the timed jobs' queue", async () => {
    const database = await createPostgresDatabase(undefined, true);
    try {
      const url = new URL(database.url);
      // A role that owns the site's tables but was not let make a schema in their database.
      await withAdminClient((client) =>
        client.query(`REVOKE CREATE ON DATABASE "${url.pathname.slice(1)}" FROM "${url.username}"`),
      );
      const { code, output } = await failedStart({ DATABASE_URL: database.url, MULTI_DIOCESE: "true" });
      expect(code).toBe(1);
      expect(output).toContain(
        `the timed jobs' queue in the schema job_queue, which the database role "${url.username}" cannot make`,
      );
      expect(output).toContain("GRANT CREATE ON DATABASE");
      expectOneClearLine(output);
    } finally {
      await database.drop();
    }
  }, 90_000);
});
