// `npm run bench`: the site's public reads measured against the limit of this machine, in one run.
// Starts the built site on sample content (SQLite) and a bare node:http server that answers the
// same JSON bytes from memory, each in a process of its own, loads each in turn with autocannon from
// a third process over loopback, and prints requests per second, p50 and p99 latency, and each as a
// ratio to the bare server. Then loads the home page in Debian's Chromium on a throttled phone
// profile. Then giving by M-Pesa, on a second site process with the Daraja simulator: how many
// callbacks it settles a second, and how many live progress listeners it holds and with how much
// memory. Figures only: nothing fails on them.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import http from "node:http";
import { chromium } from "playwright-core";
import { ensureBuilt } from "./build-if-stale.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = 4700;

const NEWS_LIST_QUERY = `query NewsList($page: Int!, $pageSize: Int!) { newsArticles(page: $page, pageSize: $pageSize) { total page pageCount items { id title slug preview createdAt } } }`;

ensureBuilt();

async function startSite({ port = PORT, env = {} } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "diocese-bench-"));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, "api/dist/main.js")], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      // The load generator is one client address standing for many visitors.
      MAX_CONNECTIONS_PER_CLIENT: "0",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // Up to two minutes: on a busy machine the site takes a while to start.
  for (let tries = 0; tries < 1200; tries++) {
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
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bare node:http server answering `body`, in its own process (scripts/bench/bare-server.mjs). */
async function startBareServer(body) {
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
async function load(options) {
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

function rssOf(pid) {
  return import("node:fs").then(({ readFileSync }) => {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024;
  });
}

const format = (value, digits = 0) => value.toLocaleString("en-GB", { maximumFractionDigits: digits });

/** What issue #18 asks of each kind of answer, as a share of the bare server's rate. */
const GOALS = { rest: 0.5, graphql: 0.35, health: 0.6 };

async function measureHttp(site) {
  const newsBytes = Buffer.from(await (await fetch(`${site.url}/api/getAllNews`)).arrayBuffer());
  const bare = await startBareServer(newsBytes);
  const variables = JSON.stringify({ page: 1, pageSize: 12 });
  const graphqlGet = `${site.url}/graphql?${new URLSearchParams({ query: NEWS_LIST_QUERY, variables })}`;
  const newsTag = (await fetch(`${site.url}/api/getAllNews`)).headers.get("etag");

  const targets = [
    ["bare node:http, same JSON bytes", { url: bare.url }],
    ["GET /healthz", { url: `${site.url}/healthz` }, GOALS.health],
    ["GET /api/getAllNews", { url: `${site.url}/api/getAllNews` }, GOALS.rest],
    ["GET /api/getAllEvents", { url: `${site.url}/api/getAllEvents` }, GOALS.rest],
    [
      "GET /api/getAllNews, If-None-Match",
      { url: `${site.url}/api/getAllNews`, headers: { "if-none-match": newsTag ?? "" }, expect: 304 },
    ],
    [
      "POST /graphql newsArticles",
      {
        url: `${site.url}/graphql`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: NEWS_LIST_QUERY, variables: JSON.parse(variables) }),
      },
      GOALS.graphql,
    ],
    ["GET /graphql newsArticles", { url: graphqlGet }, GOALS.graphql],
    ["GET / (home page HTML)", { url: `${site.url}/`, headers: { accept: "text/html" } }],
  ];

  const rssBefore = await rssOf(site.pid);
  const measured = [];
  const skipped = [];
  for (const [name, { expect = 200, ...options }, goal] of targets) {
    const probe = await fetch(options.url, {
      method: options.method ?? "GET",
      headers: options.headers,
      body: options.body,
    });
    if (probe.status !== expect) skipped.push({ name, status: probe.status });
    else measured.push({ name, goal, expect, options, rounds: [] });
  }
  // A few seconds of each first, so that each server's code for it is compiled before it counts.
  for (const target of measured) await load({ ...target.options, duration: WARM_UP_SECONDS });
  // Then every target in turn, ROUNDS times over: a shared machine speeds up and slows down over a
  // minute, and each round's ratios are to the bare server measured in that same round.
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const target of measured) {
      const result = await load(target.options);
      target.rounds.push({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        // A 304 is what a conditional request should get; anything else counts as an error.
        errors:
          result.errors +
          result.timeouts +
          (target.expect === 304 ? result.requests.total - result["3xx"] : result.non2xx),
      });
    }
  }
  const rssAfter = await rssOf(site.pid);
  await bare.stop();

  const [reference] = measured;
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const rows = measured.map(({ name, goal, rounds }) => ({
    name,
    goal,
    rps: median(rounds.map((round) => round.rps)),
    p50: median(rounds.map((round) => round.p50)),
    p99: median(rounds.map((round) => round.p99)),
    ratio: median(rounds.map((round, index) => round.rps / reference.rounds[index].rps)),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
  }));
  console.log(
    `\nHTTP, ${CONNECTIONS} connections, loopback; each server and the load generator in a process of its own;\nthe median of ${ROUNDS} rounds of ${SECONDS} s each (ratios: to the bare server in the same round)`,
  );
  console.log(
    [
      "target".padEnd(36),
      "req/s".padStart(9),
      "p50 ms".padStart(8),
      "p99 ms".padStart(8),
      "vs bare".padStart(8),
      "goal".padStart(6),
      "errors".padStart(7),
    ].join(""),
  );
  for (const row of rows) {
    console.log(
      [
        row.name.padEnd(36),
        format(row.rps).padStart(9),
        format(row.p50, 1).padStart(8),
        format(row.p99, 1).padStart(8),
        format(row.ratio, 2).padStart(8),
        (row.goal ? format(row.goal, 2) : "").padStart(6),
        String(row.errors).padStart(7),
      ].join(""),
    );
  }
  for (const { name, status } of skipped) console.log(`${name.padEnd(36)}(not measured: answers ${status})`);
  console.log(
    `server memory (RSS): ${format(rssBefore / 2 ** 20, 1)} MB before, ${format(rssAfter / 2 ** 20, 1)} MB after the load`,
  );
}

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

async function measurePhone(site) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    // Lighthouse's mobile profile: a slow 4G link and a phone CPU four times slower than this one.
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    let jsBytes = 0;
    let totalBytes = 0;
    cdp.on("Network.loadingFinished", (event) => (totalBytes += event.encodedDataLength));
    const scripts = new Set();
    cdp.on("Network.responseReceived", (event) => {
      if (event.type === "Script") scripts.add(event.requestId);
    });
    cdp.on("Network.loadingFinished", (event) => {
      if (scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
    });
    await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1].startTime);
          }).observe({ type: "largest-contentful-paint", buffered: true });
          setTimeout(() => resolve(NaN), 5000);
        }),
    );
    console.log(`\nHome page on a throttled phone (360 px, slow 4G, CPU ÷4), Debian's Chromium`);
    console.log(
      `JavaScript transferred: ${format(jsBytes / 1024, 1)} KB (compressed); everything: ${format(totalBytes / 1024, 1)} KB`,
    );
    console.log(`largest contentful paint: ${format(lcp)} ms`);
  } finally {
    await browser.close();
  }
}

/** Issue #22's budgets for a page's bytes on the wire, and the pages they are measured on. */
const TRANSFER_BUDGETS = { first: 150 * 1024, saveData: 60 * 1024, repeat: 10 * 1024 };

/** The answer's data to a GraphQL query of the site under test, asked by GET as a visitor's page would. */
async function askSite(site, query) {
  return (await (await fetch(`${site.url}/graphql?${new URLSearchParams({ query })}`)).json()).data;
}

/** Issue #21's pages that must score at least what the home page scores: an album and a sermon. */
async function pagesAsGoodAsHome(site) {
  const { photoAlbums, sermons } = await askSite(
    site,
    `{ photoAlbums(page: 1, pageSize: 1) { items { slug } } sermons(page: 1, pageSize: 1) { items { slug } } }`,
  );
  return [`/gallery/${photoAlbums.items[0].slug}`, `/sermons/${sermons.items[0].slug}`];
}

/** The budget pages' addresses: the home page, an article, the parish finder and the appeal's give page. */
async function budgetPages(site) {
  const graphql = (query) => askSite(site, query);
  const { newsArticles } = await graphql(`
    {
      newsArticles(page: 1, pageSize: 1) {
        items {
          slug
        }
      }
    }
  `);
  const { featuredProject } = await graphql(`
    {
      featuredProject {
        slug
      }
    }
  `);
  return ["/", `/blogs-and-news/${newsArticles.items[0].slug}`, "/parishes", `/give/${featuredProject.slug}`];
}

/**
 * Bytes a page costs the network in Chromium (Network.loadingFinished, compressed as sent, headers
 * included): a first visit, a first visit with Save-Data, and a repeat visit in the same profile.
 * The service worker is held off here: it fetches pages through the same HTTP cache (network
 * first, each page revalidated by its ETag), so a repeat visit costs the same with it, and what it
 * saves at install is not the page's own cost.
 */
async function measureTransfer(site) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  const kb = (bytes) => `${format(bytes / 1024, 1)} KB`;
  const verdict = (bytes, budget) => `${kb(bytes)} ${bytes <= budget ? "within" : "OVER"} ${kb(budget)}`;
  try {
    console.log(`\nBytes transferred in Debian's Chromium (phone viewport; budgets of issue #22)`);
    for (const pathname of await budgetPages(site)) {
      const visit = async (context) => {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        let bytes = 0;
        cdp.on("Network.loadingFinished", (event) => (bytes += event.encodedDataLength));
        await page.goto(`${site.url}${pathname}`, { waitUntil: "networkidle" });
        await page.close();
        return bytes;
      };
      const phone = {
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        serviceWorkers: "block",
      };
      const ordinary = await browser.newContext(phone);
      const first = await visit(ordinary);
      const repeat = await visit(ordinary);
      await ordinary.close();
      const savingData = await browser.newContext({ ...phone, extraHTTPHeaders: { "save-data": "on" } });
      const saveData = await visit(savingData);
      await savingData.close();
      console.log(
        `${pathname.slice(0, 40).padEnd(42)} first ${verdict(first, TRANSFER_BUDGETS.first)}; Save-Data ${verdict(saveData, TRANSFER_BUDGETS.saveData)}; repeat ${verdict(repeat, TRANSFER_BUDGETS.repeat)}`,
      );
    }
  } finally {
    await browser.close();
  }
}

/** Lighthouse 12's mobile audit of a page, in Debian's Chromium (version 13 needs Node 22). */
async function lighthouse(site, pathname) {
  const { execFile } = await import("node:child_process");
  const { promisify } = await import("node:util");
  const { stdout } = await promisify(execFile)(
    path.join(root, "node_modules/.bin/lighthouse"),
    [
      `${site.url}${pathname}`,
      "--output=json",
      "--quiet",
      "--only-categories=performance,accessibility,best-practices,seo",
      `--chrome-flags=--headless ${CHROMIUM_ARGS.join(" ")}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
      maxBuffer: 64 * 2 ** 20,
    },
  );
  const { categories } = JSON.parse(stdout);
  return Object.fromEntries(
    Object.values(categories).map((category) => [category.title, Math.round(category.score * 100)]),
  );
}

/** Lighthouse now and then fails to record its trace (NO_NAVSTART): such a run is tried again. */
async function lighthouseRun(site, pathname, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(site, pathname);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`(Lighthouse could not record ${pathname}: trying again)`);
    }
  }
}

/** Scores move by a few points from run to run on a shared machine: the median of three is shown. */
const LIGHTHOUSE_RUNS = 3;

async function measureLighthouse(site) {
  console.log(
    `\nLighthouse 12, mobile (simulated slow 4G and a mid-range phone), median of ${LIGHTHOUSE_RUNS} runs`,
  );
  // The parish finder, a parish's page and the calendar are the pages visitors look for first
  // (issue #17); issue #22 asks 100 in every category of the home page, an article, the parish
  // finder and the give page.
  const budgeted = await budgetPages(site);
  const likeHome = await pagesAsGoodAsHome(site);
  const pages = [
    ...new Set([
      ...budgeted,
      ...likeHome,
      "/blogs-and-news",
      "/parishes/cathedral-parish-kakamega",
      "/events",
    ]),
  ];
  let homeScores = null;
  for (const pathname of pages) {
    const runs = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await lighthouseRun(site, pathname));
    const median = (name) =>
      runs.map((scores) => scores[name]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    const scores = Object.keys(runs[0]).map((name) => [name, median(name)]);
    if (pathname === "/") homeScores = Object.fromEntries(scores);
    const verdict = (met) => (met ? "met" : "NOT met");
    const budget = budgeted.includes(pathname)
      ? ` (budget 100: ${verdict(scores.every(([, score]) => score === 100))})`
      : likeHome.includes(pathname)
        ? ` (at least the home page's: ${verdict(scores.every(([name, score]) => score >= homeScores[name]))})`
        : "";
    console.log(
      `${pathname.slice(0, 40).padEnd(42)} ${scores.map(([name, score]) => `${name} ${score}`).join(", ")}${budget}`,
    );
  }
}

const GIFTS = Number(process.env.BENCH_GIFTS ?? 1000);
const LISTENERS = Number(process.env.BENCH_LISTENERS ?? 5000);

/** Runs `work` over the items, `concurrency` at a time. */
async function inPool(items, concurrency, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** A listener as a browser's EventSource is: one open response; `onRaised` hears each total. */
function listen(url, onRaised) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, (response) => {
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        for (const [, raised] of chunk.matchAll(/"raisedKes":(\d+)/g)) onRaised(Number(raised));
      });
      resolve(request);
    });
    request.on("error", reject);
  });
}

async function measureGiving() {
  const { startDarajaSimulator } = await import(
    pathToFileURL(path.join(root, "api/dist/modules/mpesa/daraja-simulator.js")).href
  );
  // The simulator keeps each prompt's callback; the bench sends them all at once afterwards.
  const simulator = await startDarajaSimulator({
    consumerKey: "bench-key",
    consumerSecret: "bench-secret",
    shortcode: "174379",
    passkey: "bench-passkey",
    holdCallbacks: true,
  });
  const site = await startSite({
    port: PORT + 1,
    env: {
      MPESA_ENV: "simulator",
      MPESA_SIMULATOR_URL: simulator.url,
      MPESA_CONSUMER_KEY: "bench-key",
      MPESA_CONSUMER_SECRET: "bench-secret",
      MPESA_SHORTCODE: "174379",
      MPESA_PASSKEY: "bench-passkey",
      // Each gift comes from an address of its own, as donors do, not from one spraying client.
      TRUST_PROXY: "true",
    },
  });
  try {
    const graphqlAt = async (query, variables, headers = {}) =>
      (
        await fetch(`${site.url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify({ query, variables }),
        })
      ).json();
    const appeal = (await graphqlAt(`{ featuredProject { id } }`)).data.featuredProject.id;
    const gifts = Array.from({ length: GIFTS }, (_, index) => index);
    await inPool(gifts, 20, async (index) => {
      // Ending in 5555, which the simulator pays (other endings choose a failure).
      const phone = `07${String(index).padStart(4, "0")}5555`;
      await graphqlAt(
        `mutation ($input: GiveInput!) { giveByMpesa(input: $input) { status } }`,
        { input: { projectId: appeal, amountKes: 100, phone } },
        { "x-forwarded-for": `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` },
      );
    });
    const callbacks = simulator.takeHeldCallbacks();

    // Live listeners first, so that the settling below is heard by all of them.
    const rssBefore = await rssOf(site.pid);
    const heard = new Array(LISTENERS).fill(-1);
    const listeners = [];
    await inPool(
      Array.from({ length: LISTENERS }, (_, index) => index),
      100,
      async (index) =>
        listeners.push(
          await listen(`${site.url}/live/appeal-progress/${appeal}`, (raised) => (heard[index] = raised)),
        ),
    );
    while (heard.includes(-1)) await new Promise((resolve) => setTimeout(resolve, 20));
    const rssListening = await rssOf(site.pid);

    const started = performance.now();
    await inPool(callbacks, CONNECTIONS, ({ url, body }) =>
      fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    );
    const settleSeconds = (performance.now() - started) / 1000;
    const told = performance.now();
    const progress = (await graphqlAt(`{ featuredProject { progress { gifts raisedKes } } }`)).data
      .featuredProject.progress;
    while (heard.some((raised) => raised !== progress.raisedKes) && performance.now() - told < 10_000)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const lastHeardMs = performance.now() - told;
    const missed = heard.filter((raised) => raised !== progress.raisedKes).length;
    for (const request of listeners) request.destroy();

    console.log(`\nGiving by M-Pesa (SQLite), a second site process and the Daraja simulator`);
    console.log(
      `callbacks settled: ${callbacks.length} in ${format(settleSeconds, 2)} s, ${format(callbacks.length / settleSeconds)} a second (${CONNECTIONS} at a time); the appeal counts ${progress.gifts} gifts`,
    );
    console.log(
      `live progress listeners held: ${LISTENERS}; server memory (RSS) ${format(rssBefore / 2 ** 20, 1)} MB before, ${format(rssListening / 2 ** 20, 1)} MB with them (${format((rssListening - rssBefore) / LISTENERS / 1024, 1)} KB each); ${missed ? `${missed} had not heard the new total 10 s after the last callback was answered` : `every listener had heard the new total ${format(lastHeardMs)} ms after the last callback was answered`}`,
    );
  } finally {
    await site.stop();
    await simulator.close();
  }
}

console.log(
  `machine load (1, 5, 15 min) at the start: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(", ")}`,
);
// BENCH_ONLY=giving (or http, phone, transfer, lighthouse; several with commas) measures those parts alone.
const only = process.env.BENCH_ONLY?.split(",");
const wanted = (part) => !only || only.includes(part);
if (wanted("http") || wanted("phone") || wanted("transfer") || wanted("lighthouse")) {
  const site = await startSite();
  try {
    if (wanted("http")) await measureHttp(site);
    if (wanted("phone")) await measurePhone(site);
    if (wanted("transfer")) await measureTransfer(site);
    if (wanted("lighthouse")) await measureLighthouse(site);
  } finally {
    await site.stop();
  }
}
if (wanted("giving")) await measureGiving();
