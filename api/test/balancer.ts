import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./site-process.js";

/** The configuration operators use (docker-compose's "scale" profile mounts the same file). */
const CONFIG = path.resolve(import.meta.dirname, "../../deploy/haproxy.cfg");

/** One server's line of HAProxy's statistics, as `show stat` gives it (names as in its CSV header). */
export type ServerStats = Record<string, string>;

export interface Balancer {
  url: string;
  output(): string;
  /** The statistics of the instances' servers (app-1, app-2), by name. */
  servers(): Promise<Record<string, ServerStats>>;
  /** Stops HAProxy and deletes its folder. */
  stop(): Promise<void>;
}

/**
 * Starts HAProxy (Debian's package, installed by .ci/run) in the foreground with deploy/haproxy.cfg
 * in front of the two instances, on a free port; resolves once it counts both as up. A second
 * configuration file of the test's own adds a statistics socket, which the operators' file leaves
 * out: that is how the test sees what HAProxy thinks of each instance.
 */
export async function startBalancer(instanceUrls: [string, string]): Promise<Balancer> {
  const folder = await mkdtemp(path.join(tmpdir(), "diocese-balancer-"));
  const socket = path.join(folder, "stats.sock");
  const statsConfig = path.join(folder, "stats.cfg");
  await writeFile(statsConfig, `global\n    stats socket ${socket} mode 600 level user\n`);
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const child = spawn("haproxy", ["-f", CONFIG, "-f", statsConfig, "-db"], {
      env: {
        ...process.env,
        BALANCER_ADDRESS: `127.0.0.1:${port}`,
        APP_1_ADDRESS: new URL(instanceUrls[0]).host,
        APP_2_ADDRESS: new URL(instanceUrls[1]).host,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const balancer: Balancer = {
      url: `http://127.0.0.1:${port}`,
      output: () => output,
      servers: () => serverStats(socket),
      async stop() {
        await stopProcess(child);
        await rm(folder, { recursive: true, force: true });
      },
    };
    try {
      await waitUntilBothUp(balancer, child);
      return balancer;
    } catch (error) {
      await stopProcess(child);
      // A port found free may be taken by another test's server before HAProxy binds it.
      if (!output.includes("cannot bind socket") || attempt === 3) {
        await rm(folder, { recursive: true, force: true });
        throw error;
      }
    }
  }
}

async function waitUntilBothUp(balancer: Balancer, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  let states = "";
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`HAProxy exited with ${child.exitCode}:\n${balancer.output()}`);
    try {
      const servers = await balancer.servers();
      states = JSON.stringify(Object.values(servers).map((server) => server.status));
      if (states === '["UP","UP"]') return;
    } catch {
      // The socket is there only once HAProxy has read its configuration.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`HAProxy did not count both instances up within 15 s (${states}):\n${balancer.output()}`);
}

/** `show stat` on the statistics socket: the backend's servers, each a record of the CSV's columns. */
function serverStats(socket: string): Promise<Record<string, ServerStats>> {
  return new Promise((resolve, reject) => {
    let answer = "";
    const connection = connect(socket, () => connection.end("show stat\n"));
    connection.on("data", (chunk) => (answer += chunk));
    connection.on("error", reject);
    connection.on("end", () => {
      const [header, ...rows] = answer.trim().split("\n");
      const columns = header!.replace(/^# /, "").split(",");
      const servers: Record<string, ServerStats> = {};
      for (const row of rows) {
        const values = row.split(",");
        const stats = Object.fromEntries(columns.map((column, index) => [column, values[index] ?? ""]));
        if (stats.pxname === "instances" && stats.svname!.startsWith("app-")) servers[stats.svname!] = stats;
      }
      resolve(servers);
    });
  });
}

/** HAProxy stops at once on SIGTERM (closing every connection); resolves when it has exited. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
