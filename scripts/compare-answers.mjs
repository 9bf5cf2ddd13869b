// `npm run compare:answers -- --before <checkout> --after <checkout>`: proves that a change of the
// code left what visitors and integrators see as it was (issue #37: "the public HTML, GraphQL schema
// and REST answers are byte-identical before and after on copies of one database").
//
// Builds each checkout if it is stale, fills one SQLite database with the sample content (with the
// before checkout, as an installation of the old version would have it), copies its data folder
// twice and starts each checkout's built server on its own copy and port. It then asks both the same
// questions, in the same order: every address of the sitemap in both languages and the pages it
// leaves out (404s, feeds, calendars, the podcast, robots.txt, the offline page, the newsletter's
// forms, list pages with query strings, giving, previews as staff), every GET path of the legacy
// REST contract, the GraphQL schema by introspection, and every query of the web app's .graphql
// documents (the public ones as a visitor in both languages, the dashboard's as the sample
// administrator). Bodies must match byte for byte, and so must the headers that matter (status,
// type, caching, redirects, security); only what differs between any two builds is normalised
// first: hashed asset names (/assets/app-BZL4x7TD.js), the service worker's version and moments of
// the run itself (a sign-in's time, a calendar's DTSTAMP). It prints what differs, with an excerpt
// of each difference, and exits 1 when anything does.
//
//   node scripts/compare-answers.mjs --before ../wt-before --after . [--keep] [--only <regexp>]
//
// --keep leaves the data folders and each differing pair of answers (normalised) in the run's
// temporary folder, for `diff`; --only asks only the questions whose label matches; --data starts
// from a copy of a data folder seeded before (a kept run's seed/) instead of seeding afresh.
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { setPriority, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  collectSamples,
  graphqlQuestions,
  pageQuestions,
  PUBLIC_URL,
  restQuestions,
} from "./compare-answers/questions.mjs";
import { pathToFileURL } from "node:url";

const { values: options } = parseArgs({
  options: {
    before: { type: "string" },
    after: { type: "string" },
    keep: { type: "boolean", default: false },
    only: { type: "string" },
    data: { type: "string" },
  },
});
if (!options.before || !options.after) {
  console.error("Usage: node scripts/compare-answers.mjs --before <checkout> --after <checkout> [--keep]");
  process.exit(2);
}
const before = path.resolve(options.before);
const after = path.resolve(options.after);
const only = options.only ? new RegExp(options.only) : null;

const ADMIN = { email: "compare-answers@diocese.test", password: "compare-answers-password" };
/**
 * Anything stamped from the moment the two sites start was stamped by the run, at a moment of its
 * own on each site (a sign-in's time); what the database held before is the same on both copies.
 */
let sitesStarted = null;

const workDir = mkdtempSync(path.join(tmpdir(), "compare-answers-"));
const running = [];
let keepWorkDir = options.keep;
process.on("exit", () => {
  for (const site of running) site.child.kill("SIGTERM");
  if (!keepWorkDir) rmSync(workDir, { recursive: true, force: true });
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

// ---------------------------------------------------------------------------------------------
// Starting the sites

async function startSite(checkout, dataDir, env = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(checkout, "api/dist/main.js")], {
    cwd: checkout,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL,
      LOG_LEVEL: "warn",
      SAMPLE_CONTENT: "false",
      // The embedded database, uploads in the data folder, mail to its outbox, no M-Pesa: the copy
      // is all each site reads and writes, whatever this shell's environment says.
      DATABASE_URL: "",
      STORAGE_BUCKET: "",
      SMTP_URL: "",
      WEB_DIST_DIR: "",
      MPESA_ENV: "off",
      // There is no setting that stops the timed jobs; the longest interval keeps scheduled
      // publishing to its look at start (the sample content schedules nothing due in the run).
      SCHEDULED_PUBLISHING_INTERVAL_SECONDS: "60",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Several agents share the machine: the sites give way to them.
  setPriority(child.pid, 10);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const site = {
    url,
    child,
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      running.splice(running.indexOf(site), 1);
    },
  };
  running.push(site);
  const deadline = Date.now() + 180_000;
  while (!output.includes("The diocese website is running at")) {
    if (child.exitCode !== null) throw new Error(`${checkout}'s site exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`${checkout}'s site did not start in 3 minutes:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return site;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Asking and comparing

/** The headers that say what a client gets: what it is, how long to keep it, where to go, and how to treat it. */
const COMPARED_HEADERS = [
  "content-type",
  "cache-control",
  "location",
  "vary",
  "content-language",
  "content-disposition",
  "content-encoding",
  "last-modified",
  "link",
  "x-robots-tag",
  "retry-after",
  "access-control-allow-origin",
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "cross-origin-resource-policy",
  "cross-origin-opener-policy",
  "permissions-policy",
  "set-cookie",
];

async function ask(site, token, question) {
  const headers = { "accept-encoding": "gzip", ...question.headers };
  if (question.staff) headers["access-token"] = token;
  const controller = new AbortController();
  const response = await fetch(`${site.url}${question.address}`, {
    method: question.method,
    headers,
    body: question.body,
    redirect: "manual",
    signal: controller.signal,
  });
  const body = question.stream
    ? await firstEvent(response, controller)
    : Buffer.from(await response.arrayBuffer());
  const compared = { status: String(response.status) };
  for (const name of COMPARED_HEADERS) {
    const value = response.headers.get(name);
    // A file of the web build is as new as the build.
    if (value !== null && !(name === "last-modified" && question.buildFile))
      compared[name] = normalise(value);
  }
  if (!isText(response.headers.get("content-type"))) return { headers: compared, body };
  const text = normalise(body.toString("utf8"));
  return { headers: compared, body: question.transform ? question.transform(text) : text };
}

/** A stream's first event, then the request is dropped. */
async function firstEvent(response, controller) {
  const reader = response.body.getReader();
  let text = "";
  const giveUp = setTimeout(() => controller.abort(), 5000);
  try {
    while (!text.includes("\n\n")) {
      const { value, done } = await reader.read();
      if (done) break;
      text += Buffer.from(value).toString("utf8");
    }
  } catch (error) {
    if (error.name !== "AbortError") throw error;
  } finally {
    clearTimeout(giveUp);
    controller.abort();
  }
  return Buffer.from(text.slice(0, text.indexOf("\n\n") + 2));
}

function isText(contentType) {
  return /^text\/|json|xml|javascript|manifest|csv|calendar/.test(contentType ?? "");
}

/** A hashed asset's name: Vite's `name-` and eight characters of its hash before the extension. */
const HASHED_ASSET =
  /(assets\/[\w.-]+?)-[A-Za-z0-9_-]{8}(\.(?:js|mjs|css|woff2?|png|jpe?g|svg|webp|avif|wasm)\b)/g;
/** The service worker's version, a hash of the built pages (web/vite.sw.config.ts), in its caches' names. */
const SITE_VERSION = /\b(pages|assets|pictures)-[0-9a-f]{12}\b/g;
const INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g;
/** A moment as the exports write it, in Kakamega's time (UTC+3, no summer time): 2026-11-29 04:55:08. */
/** A moment as iCalendar writes it, in UTC: a calendar's DTSTAMP is when it was made. */
const ICALENDAR_MOMENT = /\b(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\b/g;
const KAKAMEGA_MOMENT = /\b(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2})?)\b/g;

/** What legitimately differs between two builds, or two runs of the same moment, made alike. */
function normalise(text) {
  const duringTheRun = (moment) => moment.getTime() >= Math.floor(sitesStarted.getTime() / 60_000) * 60_000;
  return text
    .replace(HASHED_ASSET, "$1-[hash]$2")
    .replace(SITE_VERSION, "$1-[version]")
    .replace(INSTANT, (instant) => (duringTheRun(new Date(instant)) ? "[during the run]" : instant))
    .replace(ICALENDAR_MOMENT, (moment, year, month, day, hours, minutes, seconds) =>
      duringTheRun(new Date(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}Z`))
        ? "[during the run]"
        : moment,
    )
    .replace(KAKAMEGA_MOMENT, (moment, date, time) =>
      duringTheRun(new Date(`${date}T${time}+03:00`)) ? "[during the run]" : moment,
    );
}

/** Null when the answers are the same; otherwise what differs, in a few lines. */
function compare(a, b) {
  const lines = [];
  for (const name of new Set([...Object.keys(a.headers), ...Object.keys(b.headers)])) {
    if (a.headers[name] !== b.headers[name]) {
      lines.push(
        `  header ${name}:`,
        `    - ${a.headers[name] ?? "(none)"}`,
        `    + ${b.headers[name] ?? "(none)"}`,
      );
    }
  }
  const sameBody =
    Buffer.isBuffer(a.body) && Buffer.isBuffer(b.body) ? a.body.equals(b.body) : a.body === b.body;
  if (!sameBody) lines.push(...bodyExcerpt(a.body, b.body, a.headers["content-type"]));
  return lines.length > 0 ? lines : null;
}

/**
 * A unified diff's one hunk around the part that differs (lines in common at both ends left out),
 * cut short when long. Pages and feeds come on few long lines, so they are split at their tags,
 * and JSON is indented, for the excerpt only: the comparison is of the bytes as sent.
 */
function bodyExcerpt(a, b, contentType) {
  if (Buffer.isBuffer(a) || Buffer.isBuffer(b)) {
    return [`  body: ${String(a.length)} bytes before, ${String(b.length)} after, not the same bytes`];
  }
  const split = (text) => {
    if (/json/.test(contentType ?? "")) {
      try {
        return JSON.stringify(JSON.parse(text), null, 1).split("\n");
      } catch {
        // Not JSON after all: shown as it is.
      }
    }
    return text.replace(/></g, ">\n<").split("\n");
  };
  const left = split(a);
  const right = split(b);
  let start = 0;
  while (start < left.length && start < right.length && left[start] === right[start]) start++;
  let end = 0;
  while (
    end < left.length - start &&
    end < right.length - start &&
    left[left.length - 1 - end] === right[right.length - 1 - end]
  )
    end++;
  const context = 2;
  const from = Math.max(0, start - context);
  const removed = left.slice(start, left.length - end);
  const added = right.slice(start, right.length - end);
  const cut = (list, sign) => [
    ...list.slice(0, 12).map((line) => `  ${sign}${line.length > 200 ? `${line.slice(0, 200)}...` : line}`),
    ...(list.length > 12 ? [`  ${sign}... (${list.length - 12} more lines)`] : []),
  ];
  return [
    `  @@ -${from + 1},${removed.length + start - from} +${from + 1},${added.length + start - from} @@`,
    ...left.slice(from, start).map((line) => `   ${line.slice(0, 200)}`),
    ...cut(removed, "-"),
    ...cut(added, "+"),
  ];
}

function report() {
  const { different } = results;
  console.log(
    `\n${questions.length} answers compared (${Object.entries(asked)
      .map(([kind, list]) => `${list.filter((question) => questions.includes(question)).length} ${kind}`)
      .join(", ")}): ${results.identical} identical, ${different.length} different.`,
  );
  for (const [index, { question, difference, answerBefore, answerAfter }] of different.entries()) {
    console.log(`\n${question.label}`);
    for (const line of difference) console.log(line);
    if (options.keep) {
      const dir = path.join(workDir, "different", String(index + 1).padStart(3, "0"));
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, "question.txt"), `${question.label}\n`);
      for (const [name, answer] of [
        ["before", answerBefore],
        ["after", answerAfter],
      ]) {
        writeFileSync(path.join(dir, `${name}.headers.json`), `${JSON.stringify(answer.headers, null, 1)}\n`);
        writeFileSync(path.join(dir, `${name}.body`), answer.body);
      }
    }
  }
  if (options.keep) console.log(`\nData folders and differing answers kept in ${workDir}`);
  keepWorkDir = options.keep;
  process.exitCode = different.length > 0 ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------
// The run (last, so that it finds every constant above initialised)

for (const checkout of [before, after]) {
  console.log(`Checking the build of ${checkout}...`);
  const { ensureBuilt } = await import(pathToFileURL(path.join(checkout, "scripts/build-if-stale.mjs")).href);
  ensureBuilt();
}

// One database with the sample content, and a copy of its folder (database and uploads) for each.
const seedDir = path.join(workDir, "seed");
if (options.data) cpSync(path.resolve(options.data), seedDir, { recursive: true, preserveTimestamps: true });
else {
  const seeding = await startSite(before, seedDir, {
    SAMPLE_CONTENT: "true",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  await seeding.stop();
}
for (const name of ["before", "after"]) {
  cpSync(seedDir, path.join(workDir, name), { recursive: true, preserveTimestamps: true });
}
sitesStarted = new Date();

const sites = {
  before: await startSite(before, path.join(workDir, "before")),
  after: await startSite(after, path.join(workDir, "after")),
};
console.log(`Sites running: before ${sites.before.url}, after ${sites.after.url}`);

// Staff's answers need a session on each site: the legacy sign-in's token, sent as access-token.
const staffToken = {};
for (const [name, site] of Object.entries(sites)) {
  const response = await fetch(`${site.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const answer = await response.json();
  if (answer.Status !== "Success") throw new Error(`Signing in on ${name} failed: ${JSON.stringify(answer)}`);
  staffToken[name] = answer.token;
}

const samples = await collectSamples(sites.before, staffToken.before);
const asked = {
  pages: pageQuestions(samples),
  REST: restQuestions(samples),
  GraphQL: graphqlQuestions(samples, before),
};
const questions = Object.values(asked)
  .flat()
  .filter((question) => !only || only.test(question.label));

const results = { identical: 0, different: [] };
for (const question of questions) {
  const [answerBefore, answerAfter] = await Promise.all([
    ask(sites.before, staffToken.before, question),
    ask(sites.after, staffToken.after, question),
  ]);
  const difference = compare(answerBefore, answerAfter);
  if (difference) results.different.push({ question, difference, answerBefore, answerAfter });
  else results.identical++;
}

for (const site of Object.values(sites)) await site.stop();
report();
