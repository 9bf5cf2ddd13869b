// The processes a bench run starts: the built site, a bare node:http server, and the load generator.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const PORT = 4700;

/**
 * The built site in a process of its own, on a new data folder deleted when it stops, or on
 * `dataDir` (the growth part's filled databases), which is kept.
 */
export async function startSite({ port = PORT, env = {}, dataDir: keptDir } = {}) {
  const dataDir = keptDir ?? mkdtempSync(path.join(tmpdir(), "diocese-bench-"));
  const url = `http://127.0.0.1:${port}`;
  // The site as the README starts it for visitors: production, and every other setting its default
  // (a log line per request at info, at most 100 connections from one address, which the load
  // generator's 50 stay under). Its log goes into a pipe that is read and thrown away, as a log
  // collector reads it, rather than to a file descriptor that costs nothing.
  const child = spawn(process.execPath, [path.join(root, "api/dist/main.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: "",
      LOG_LEVEL: "",
      MAX_CONNECTIONS_PER_CLIENT: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  child.stdout.resume();
  // A site that stops at start (its port taken, by another bench on this machine) must not leave
  // the loop below to find whatever else answers there.
  let exited = false;
  child.once("exit", () => (exited = true));
  // Up to two minutes: on a busy machine the site takes a while to start.
  for (let tries = 0; tries < 1200; tries++) {
    if (exited) throw new Error(`the site on port ${port} stopped as it started`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port no process listens on now, as the system gives one. */
export async function freePort() {
  const { createServer } = await import("node:net");
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address();
  server.close();
  await once(server, "close");
  return port;
}

/** The bare node:http server answering `body`, in its own process (scripts/bench/bare-server.mjs). */
export async function startBareServer(body) {
  const bodyDir = mkdtempSync(path.join(tmpdir(), "diocese-bench-bare-"));
  writeFileSync(path.join(bodyDir, "body.json"), body);
  const child = spawn(
    process.execPath,
    [path.join(root, "scripts/bench/bare-server.mjs"), path.join(bodyDir, "body.json")],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  child.stdout.setEncoding("utf8");
  const [port] = await once(child.stdout, "data");
  return {
    url: `http://127.0.0.1:${port.trim()}/`,
    async stop() {
      child.kill("SIGTERM");
      await once(child, "exit");
      rmSync(bodyDir, { recursive: true, force: true });
    },
  };
}

/** autocannon in its own process (scripts/bench/load.mjs), so it takes no time from a server. */
export async function load(options) {
  const child = spawn(
    process.execPath,
    [
      path.join(root, "scripts/bench/load.mjs"),
      JSON.stringify({ connections: CONNECTIONS, duration: SECONDS, ...options }),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`the load generator stopped with code ${code}`);
  return JSON.parse(output);
}

export function rssOf(pid) {
  return import("node:fs").then(({ readFileSync }) => {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024;
  });
}

export const format = (value, digits = 0) => value.toLocaleString("en-GB", { maximumFractionDigits: digits });
