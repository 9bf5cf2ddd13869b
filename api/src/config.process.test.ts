import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

// The built server itself on a bad setting (the settings' own rules are in config.test.ts).
describe("configuration from the environment", () => {
  it("stops the server with exit code 1 and the message on a bad value", async () => {
    const main = path.join(import.meta.dirname, "../dist/main.js");
    const run = promisify(execFile)(process.execPath, [main], {
      env: { ...process.env, PORT: "eighty" },
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('PORT must be a whole number from 1 to 65535, not "eighty"'),
    });
  });
});
