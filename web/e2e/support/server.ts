import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const MAIN = path.resolve(import.meta.dirname, "../../../api/dist/main.js");

export interface RunningSite {
  url: string;
  /** The site's DATA_DIR: its database, uploads and, without SMTP, the outbox of its e-mails. */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the built site as `npm start` runs it, on a free port and a new data folder, so that it
 * creates, migrates and fills its own SQLite database.
 */
export async function startSite(env: NodeJS.ProcessEnv = {}): Promise<RunningSite> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "diocese-e2e-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  await waitUntilHealthy(url, server, () => output);
  return {
    url,
    dataDir,
    async stop() {
      await stopProcess(server);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilHealthy(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The site exited with ${server.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The site did not become healthy within 60 s:\n${output()}`);
}

function stopProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once("exit", () => resolve());
    server.kill("SIGTERM");
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
