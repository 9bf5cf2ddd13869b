// `npm run bench`: the site's public reads measured against the limit of this machine, in one run.
// Starts the built site on sample content (SQLite), a bare node:http server that answers the same
// JSON bytes from memory, loads both with autocannon from this process over loopback, and prints
// requests per second, p50 and p99 latency, and each as a ratio to the bare server. Then loads the
// home page in Debian's Chromium on a throttled phone profile. Figures only: nothing fails on them.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { chromium } from "playwright-core";
import { ensureBuilt } from "./build-if-stale.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = 4700;

const NEWS_LIST_QUERY = `query NewsList($page: Int!, $pageSize: Int!) { newsArticles(page: $page, pageSize: $pageSize) { total page pageCount items { id title slug preview createdAt } } }`;

ensureBuilt();

async function startSite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "diocese-bench-"));
  const url = `http://127.0.0.1:${PORT}`;
  const child = spawn(process.execPath, [path.join(root, "api/dist/main.js")], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      // The load generator is one client address standing for many visitors.
      MAX_CONNECTIONS_PER_CLIENT: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let tries = 0; tries < 300; tries++) {
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

function startBareServer(body) {
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      "content-type": "application/json; charset=utf-8",
      "content-length": body.length,
    });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function rssOf(pid) {
  return import("node:fs").then(({ readFileSync }) => {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024;
  });
}

const format = (value, digits = 0) => value.toLocaleString("en-GB", { maximumFractionDigits: digits });

async function measureHttp(site) {
  const newsBytes = Buffer.from(await (await fetch(`${site.url}/api/getAllNews`)).arrayBuffer());
  const bare = await startBareServer(newsBytes);
  const bareUrl = `http://127.0.0.1:${bare.address().port}/`;
  const graphqlBody = JSON.stringify({ query: NEWS_LIST_QUERY, variables: { page: 1, pageSize: 12 } });

  const targets = [
    ["bare node:http, same JSON bytes", { url: bareUrl }],
    ["GET /api/getAllNews", { url: `${site.url}/api/getAllNews` }],
    ["GET /api/getAllEvents", { url: `${site.url}/api/getAllEvents` }],
    [
      "POST /graphql newsArticles",
      {
        url: `${site.url}/graphql`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: graphqlBody,
      },
    ],
    ["GET / (home page HTML)", { url: `${site.url}/`, headers: { accept: "text/html" } }],
  ];

  const rssBefore = await rssOf(site.pid);
  const rows = [];
  for (const [name, options] of targets) {
    const probe = await fetch(options.url, {
      method: options.method ?? "GET",
      headers: options.headers,
      body: options.body,
    });
    if (!probe.ok) {
      rows.push({ name, skipped: `answers ${probe.status}` });
      continue;
    }
    const result = await load(options);
    rows.push({
      name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  const rssAfter = await rssOf(site.pid);
  bare.close();

  const limit = rows[0].rps;
  console.log(`\nHTTP, ${CONNECTIONS} connections, ${SECONDS} s each, loopback, this machine`);
  console.log(
    [
      "target".padEnd(34),
      "req/s".padStart(9),
      "p50 ms".padStart(8),
      "p99 ms".padStart(8),
      "vs bare".padStart(8),
      "errors".padStart(7),
    ].join(""),
  );
  for (const row of rows) {
    if (row.skipped) {
      console.log(`${row.name.padEnd(34)}(not measured: ${row.skipped})`);
      continue;
    }
    console.log(
      [
        row.name.padEnd(34),
        format(row.rps).padStart(9),
        format(row.p50, 1).padStart(8),
        format(row.p99, 1).padStart(8),
        format(row.rps / limit, 2).padStart(8),
        String(row.errors).padStart(7),
      ].join(""),
    );
  }
  console.log(
    `server memory (RSS): ${format(rssBefore / 2 ** 20, 1)} MB before, ${format(rssAfter / 2 ** 20, 1)} MB after the load`,
  );
}

async function measurePhone(site) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
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
      "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync",
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
  for (const pathname of ["/", "/blogs-and-news"]) {
    const runs = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await lighthouseRun(site, pathname));
    const median = (name) =>
      runs.map((scores) => scores[name]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    console.log(
      `${pathname.padEnd(20)}${Object.keys(runs[0])
        .map((name) => `${name} ${median(name)}`)
        .join(", ")}`,
    );
  }
}

const site = await startSite();
try {
  await measureHttp(site);
  await measurePhone(site);
  await measureLighthouse(site);
} finally {
  await site.stop();
}
