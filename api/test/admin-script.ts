import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const ADMIN_SCRIPT = path.join(import.meta.dirname, "../dist/scripts/admin.js");

/** Runs `npm run admin -- ...` (the built script) with the environment given; its exit code and output. */
export async function runAdminScript(
  env: NodeJS.ProcessEnv,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [ADMIN_SCRIPT, ...args], {
      env: { ...process.env, LOG_LEVEL: "silent", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
