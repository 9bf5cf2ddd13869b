import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { copySampleContent } from "./sample-template.js";

const MAIN = path.resolve(import.meta.dirname, "../dist/main.js");

export interface SiteProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM, then waits for the exit; the exit code comes back. */
  stop(): Promise<number | null>;
  /** Stops the process if it runs, and deletes its data folder unless it was given. */
  dispose(): Promise<void>;
}

/**
 * Starts the built site as `npm start` runs it, on a free port and (unless given) a new data
 * folder, so that it creates, migrates and fills its own database; resolves once it says it is
 * listening. A port found free may be taken by another test's server before the site binds it:
 * the site then exits, and another port is tried (unless the port was given).
 *
 * `copiedSampleContent` starts it instead on a copy of a SQLite database and uploads filled with
 * the sample content before (sample-template.ts), as tests that only need a site with content do:
 * the site then skips the filling, which is most of its first start.
 */
export async function startSiteProcess(
  options: { env?: NodeJS.ProcessEnv; dataDir?: string; port?: number; copiedSampleContent?: boolean } = {},
): Promise<SiteProcess> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), "diocese-site-")));
  if (options.copiedSampleContent) await copySampleContent(dataDir);
  for (let attempt = 1; ; attempt++) {
    const site = spawnSite(options, dataDir, options.port ?? (await freePort()));
    try {
      await waitUntilListening(site);
      return site;
    } catch (error) {
      const portTaken = site.output().includes("EADDRINUSE");
      if (!portTaken || options.port !== undefined || attempt === 3) {
        if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
        throw error;
      }
    }
  }
}

function spawnSite(
  options: { env?: NodeJS.ProcessEnv; dataDir?: string },
  dataDir: string,
  port: number,
): SiteProcess {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const site: SiteProcess = {
    url,
    dataDir,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
    async dispose() {
      await site.stop();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
  return site;
}

/**
 * Waits for the site's own word that it listens: a server of another test that took the port
 * would answer /healthz too, and the test would talk to the wrong site.
 */
async function waitUntilListening(site: SiteProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (site.child.exitCode !== null)
      throw new Error(`The site exited with ${site.child.exitCode}:\n${site.output()}`);
    if (site.output().includes("The diocese website is running at")) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The site did not start listening within 120 s:\n${site.output()}`);
}

/**
 * Ports below Linux's ephemeral range (32768 and up): a port the system hands out to any server
 * listening on port 0, or to an outgoing connection, could be given to another test between this
 * answer and the site's start, or between a kill and the restart on the same port (EADDRINUSE).
 */
const CHOSEN_PORTS = { from: 20_000, to: 32_000 };

/** A port free now, among those no one gets without asking for it by number. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = CHOSEN_PORTS.from + Math.floor(Math.random() * (CHOSEN_PORTS.to - CHOSEN_PORTS.from));
    if (await isFree(port)) return port;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "0.0.0.0", () => probe.close(() => resolve(true)));
  });
}
