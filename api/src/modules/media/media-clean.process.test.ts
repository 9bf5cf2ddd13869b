import { execFile } from "node:child_process";
import { utimes } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesUnder, smallImage } from "../../../test/images.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

// The built script of `npm run media:clean` (what it removes is tested in media.test.ts).
let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

describe("the clean-up of orphaned files", () => {
  const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000);
  const uploadedFiles = () => filesUnder(server.config.uploadsDir);
  const filesOf = async (url: string) =>
    (await uploadedFiles()).filter((file) => file.includes(path.basename(url).slice(0, 24)));

  /** Stores a picture and makes its files look two hours old. */
  async function storeOldImage(): Promise<string> {
    const url = await server.services.media.storeImage({ buffer: await smallImage("jpeg", 500) });
    for (const file of await filesOf(url))
      await utimes(path.join(server.config.uploadsDir, file), twoHoursAgo(), twoHoursAgo());
    return url;
  }

  it("runs as npm run media:clean and prints what it removed", async () => {
    const orphan = await storeOldImage();
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: server.config.dataDir };
    if (server.config.database.kind === "postgres") env.DATABASE_URL = server.config.database.url;
    const script = path.join(import.meta.dirname, "../../../dist/scripts/clean-media.js");

    const { stdout } = await promisify(execFile)(process.execPath, [script], { env });

    for (const file of await filesOf(orphan)) expect.fail(`${file} was left behind`);
    expect(stdout).toContain(`Removed images/${path.basename(orphan)}`);
    expect(stdout).toContain("5 orphaned file(s) removed");
  });
});
