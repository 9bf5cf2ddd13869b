// The bench's USSD part (issue #40): 200 phones dialling the menu at once, as Africa's Talking
// posts their steps, against the site on its sample content and against a bare server answering
// one screen from memory; each server in a process of its own and the callers in a third. Africa's
// Talking drops a session whose step waits too long: the goal is a step within 50 ms at p99.
import { spawn } from "node:child_process";
import { loadavg } from "node:os";
import path from "node:path";
import { format, freePort, root, SECONDS, startBareServer, startSite } from "./sites.mjs";

const SESSIONS = Number(process.env.BENCH_USSD_SESSIONS ?? 200);
/**
 * About how long a caller takes over each key (from half to one and a half times this), in the
 * rounds measured: 3 s, a quick caller (most people take longer to read 182 characters on a
 * feature phone and press), then 1 s, a stress far beyond what 200 people ask.
 */
const THINK_MS = (process.env.BENCH_USSD_THINK_MS ?? "3000,1000").split(",").map(Number);
const SECRET = "bench-callback-secret-0123456789";
/** The site's database: SQLite in its data folder, unless BENCH_USSD_DATABASE_URL names a PostgreSQL one. */
const DATABASE_URL = process.env.BENCH_USSD_DATABASE_URL ?? "";

/** The callers in a process of their own (scripts/bench/ussd-callers.mjs). */
async function call(url, thinkMs, { sessions = SESSIONS, seconds = SECONDS } = {}) {
  const child = spawn(
    process.execPath,
    [path.join(root, "scripts/bench/ussd-callers.mjs"), JSON.stringify({ url, sessions, seconds, thinkMs })],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`the USSD callers stopped with code ${code}`);
  return JSON.parse(output);
}

export async function measureUssd() {
  console.log(
    `\nUSSD (issue #40): ${SESSIONS} sessions at once for ${SECONDS} s each, on ${DATABASE_URL ? "PostgreSQL" : "SQLite"}`,
  );
  console.log(
    `machine load (1, 5, 15 min): ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}`,
  );
  const site = await startSite({
    port: await freePort(),
    env: {
      SMS_ENV: "simulator",
      AT_CALLBACK_SECRET: SECRET,
      // Every step comes from Africa's Talking's few addresses (here, the one of the callers).
      MAX_CONNECTIONS_PER_CLIENT: String(SESSIONS * 2),
      DATABASE_URL,
    },
  });
  const bare = await startBareServer(
    "CON ACK Diocese\n1. Toa\n2. Ahadi yangu\n3. Ibada\n4. Matukio wiki hii",
  );
  try {
    // A few seconds' callers first, not measured: the site's first steps compile its code and
    // warm its database's pages, as the first calls after any start do.
    await call(`${site.url}/africastalking/${SECRET}/ussd`, 500, { sessions: 20, seconds: 5 });
    console.log("a key about every | server | steps a second | p50 ms | p99 ms | max ms | errors");
    for (const thinkMs of THINK_MS) {
      const ours = await call(`${site.url}/africastalking/${SECRET}/ussd`, thinkMs);
      const reference = await call(bare.url, thinkMs);
      for (const [name, row] of [
        ["site", ours],
        ["bare node:http", reference],
      ]) {
        console.log(
          `${format(thinkMs)} ms | ${name} | ${format(row.perSecond)} | ${format(row.p50, 1)} | ${format(row.p99, 1)} | ${format(row.max, 1)} | ${row.errors}`,
        );
      }
      console.log(
        `a key about every ${format(thinkMs)} ms: p99 ${format(ours.p99, 1)} ms (goal: under 50 ms); ratios to the bare server: ` +
          `${format(ours.perSecond / reference.perSecond, 2)}x the steps a second, ${format(ours.p99 / reference.p99, 1)}x the p99`,
      );
    }
  } finally {
    await site.stop();
    await bare.stop();
  }
  console.log(
    `machine load (1, 5, 15 min) at the end: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}`,
  );
}
