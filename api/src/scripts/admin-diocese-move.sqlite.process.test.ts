import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminScript } from "../../test/admin-script.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";

/*
 * `npm run admin -- diocese export` and `diocese import` (issue #44) as a diocese's staff run them
 * to move their site to a server of its own: what each prints, and what each refuses. What moves,
 * row by row and file by file, is tested in modules/diocese/diocese-archive.*.test.ts.
 */

let server: TestApp;
let work: string;
beforeAll(async () => {
  server = await startTestApp();
  work = await mkdtemp(path.join(tmpdir(), "diocese-move-"));
});
afterAll(async () => {
  await server.close();
  await rm(work, { recursive: true, force: true });
});

const inFolder = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: "" });

describe("npm run admin -- diocese export | import", { timeout: 120_000 }, () => {
  it("moves a site's diocese, with its staff, to a new site of its own", async () => {
    const archive = path.join(work, "kakamega.tar.gz");
    const source = inFolder(server.config.dataDir);
    await runAdminScript(source, "create", "--email", "treasurer@diocese.example", "--name", "Grace Wafula");

    const exported = await runAdminScript(source, "diocese", "export", "--to", archive);
    expect(exported).toMatchObject({ code: 0, stderr: "" });
    expect(exported.stdout).toMatch(
      new RegExp(`^Wrote ${archive}: .*, \\d+ rows of \\d+ tables, 0 files\\n`),
    );
    expect(exported.stdout).toContain(
      "Left behind: diocese_secret (its Daraja and SMS credentials are sealed",
    );

    const target = inFolder(path.join(work, "new-site"));
    const imported = await runAdminScript(target, "diocese", "import", "--from", archive);
    expect(imported).toMatchObject({ code: 0, stderr: "" });
    expect(imported.stdout).toMatch(/^Moved .* into this site: \d+ rows of \d+ tables, 0 files\n/);
    expect(imported.stdout).toContain("npm run admin -- diocese secret set");
    expect((await runAdminScript(target, "list")).stdout).toContain("treasurer@diocese.example");

    expect(await runAdminScript(target, "diocese", "import", "--from", archive)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        "only into an empty site or a new diocese: this one already has rows in",
      ),
    });
  });

  it("says what is wrong, with exit code 1", async () => {
    const empty = inFolder(path.join(work, "empty-site"));
    expect(await runAdminScript(empty, "diocese", "export")).toMatchObject({
      code: 1,
      stderr: "--to is required\n",
    });
    expect(
      await runAdminScript(empty, "diocese", "import", "--from", path.join(work, "none.tar.gz")),
    ).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("none.tar.gz is not an archive of a diocese"),
    });
    const archive = path.join(work, "for-hosts.tar.gz");
    await runAdminScript(inFolder(server.config.dataDir), "diocese", "export", "--to", archive);
    expect(
      await runAdminScript(empty, "diocese", "import", "--from", archive, "--host", "kakamega.example.org"),
    ).toMatchObject({
      code: 1,
      stderr: "This site serves one diocese, at PUBLIC_URL: import without --host\n",
    });
  });
});
