// The bench's growth part (BENCH_ONLY=growth; issue #38): the site on 1x, 10x and 100x a large
// diocese's rows, each endpoint's latency uncached and cached at each size, how much it grows from
// 1x to 100x (the aim: at most 1.5 times), and the staff's CSV exports' time and memory.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { factsOf, fillDatabase } from "./growth-fill.mjs";
import { ADMIN, checkSqlRows, graphql, makeSamples, newestSqlArticle, signIn } from "./growth-sample.mjs";
import { measureAll, measureCached, measureExports, measureUncached, SECONDS } from "./growth-measure.mjs";
import { printExports, printFill, printLatencies } from "./growth-table.mjs";
import { CONNECTIONS, format, freePort, startSite } from "./sites.mjs";

// BENCH_GROWTH_SIZES=1x,10x measures those alone (a quick look; the growth is then to 10x).
const SIZES = [
  { name: "1x", scale: 0.01 },
  { name: "10x", scale: 0.1 },
  { name: "100x", scale: 1 },
].filter((size) => process.env.BENCH_GROWTH_SIZES?.split(",").includes(size.name) ?? true);
const EXPORTS = [
  "/exports/contributions.csv",
  "/exports/audit-log.csv",
  "/exports/newsletter-subscribers.csv",
];

const printLoad = (when) =>
  console.log(
    `machine load (1, 5, 15 min) ${when}: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}`,
  );

export async function measureGrowth() {
  const started = performance.now();
  console.log(
    `\nGrowth (issue #38): the site on ${SIZES.map((size) => size.name).join(", ")} a large diocese's rows`,
  );
  printLoad("at the start of the growth part");
  const folder = mkdtempSync(path.join(tmpdir(), "diocese-growth-"));
  try {
    const sizes = await filledSizes(folder);
    printFill(sizes);
    // The exports first, while each site process has drawn only the checks' pages: its memory
    // then is the export's own.
    const cached = await withSites(sizes, {}, async (sites) => {
      for (const site of sites) await reportChecks(site);
      const exports = await measureExports(sites, await Promise.all(sites.map(signIn)), EXPORTS);
      const targets = await Promise.all(sites.map(targetsOf));
      return { exports, latencies: await measureAll(sites, targets, measureCached) };
    });
    // The response cache off (RESPONSE_CACHE_MAX_BYTES=0): every answer made for its request.
    const uncached = await withSites(sizes, { RESPONSE_CACHE_MAX_BYTES: "0" }, async (sites) =>
      measureAll(sites, await Promise.all(sites.map(targetsOf)), measureUncached),
    );
    printLatencies(sizes, uncached, cached.latencies, { seconds: SECONDS, connections: CONNECTIONS });
    printExports(sizes, cached.exports);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  printLoad("at the end of the growth part");
  console.log(`the growth part took ${format((performance.now() - started) / 1000)} s`);
}

/** The diocese's date, as the site reads it (Kakamega, UTC+3). */
function todayInDiocese() {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Nairobi" }).format(new Date());
}

/**
 * The sample content seeded by the built site at its first start, the samples made through the
 * API, then a copy of that folder for each size, filled by SQL. The first start is made once and
 * copied: each size starts from the same rows, and seeding three times would only cost time.
 */
async function filledSizes(folder) {
  const template = path.join(folder, "template");
  const site = await startSite({
    port: await freePort(),
    dataDir: template,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  let samples;
  try {
    samples = await makeSamples(site);
  } finally {
    await site.stop();
  }
  const today = todayInDiocese();
  const sizes = [];
  for (const size of SIZES) {
    const dataDir = path.join(folder, size.name);
    cpSync(template, dataDir, { recursive: true });
    const began = performance.now();
    const took = await fillDatabase(path.join(dataDir, "diocese.sqlite"), size.scale, samples, today);
    const fillSeconds = (performance.now() - began) / 1000;
    sizes.push({
      ...size,
      dataDir,
      took,
      fillSeconds,
      facts: await factsOf(path.join(dataDir, "diocese.sqlite")),
    });
  }
  return sizes;
}

/** A site on each size's folder, with `env`, started together and stopped after `work(sites)`. */
async function withSites(sizes, env, work) {
  const sites = [];
  try {
    for (const size of sizes) {
      const site = await startSite({ port: await freePort(), dataDir: size.dataDir, env });
      sites.push({ ...site, size });
    }
    return await work(sites);
  } finally {
    for (const site of sites) await site.stop();
  }
}

async function reportChecks(site) {
  const problems = await checkSqlRows(site, site.size.facts);
  console.log(
    `${site.size.name}: ${problems.length ? `the SQL-made rows do NOT read as the API's: ${problems.join("; ")}` : "the SQL-made rows read as the API's (news page, article, GraphQL total, event calendar, parish page, appeal's gifts)"}`,
  );
}

const NEWS_LIST_QUERY = `query NewsList($page: Int!, $pageSize: Int!) { newsArticles(page: $page, pageSize: $pageSize) { total page pageCount items { id title slug preview createdAt } } }`;
/** The Contributions page's list, as the dashboard asks for it (less the totals, measured apart). */
const LEDGER_QUERY = `query Ledger($page: Int, $after: String) { contributions(pageSize: 20, page: $page, after: $after) { total page pageCount nextCursor previousCursor items { id amountKes status createdAt project { title } } } }`;

/**
 * The ledger's oldest page, the deepest a treasurer can go, asked for as the dashboard does (by
 * the cursor of the page before it) and by its number (what integrators may still send).
 */
async function ledgerTargetsOf(site) {
  const token = await signIn(site);
  const staffGraphql = (variables) => ({
    url: `${site.url}/graphql`,
    method: "POST",
    headers: { "content-type": "application/json", "access-token": token },
    body: JSON.stringify({ query: LEDGER_QUERY, variables }),
  });
  const { pageCount } = (await graphql(site, LEDGER_QUERY, {}, token)).contributions;
  const { nextCursor } = (await graphql(site, LEDGER_QUERY, { page: Math.max(pageCount - 1, 1) }, token))
    .contributions;
  return [
    ["GraphQL ledger last page (cursor)", staffGraphql({ after: nextCursor })],
    ["GraphQL ledger last page (number)", staffGraphql({ page: pageCount })],
  ];
}

/** What is measured at every size: [name, request]. The article is the newest the SQL made. */
async function targetsOf(site) {
  const { sqlArticle } = await newestSqlArticle(site);
  const html = (pathname) => ({ url: `${site.url}${pathname}`, headers: { accept: "text/html" } });
  return [
    ["GET / (home page)", html("/")],
    ["GET /blogs-and-news", html("/blogs-and-news")],
    ["GET /blogs-and-news?page=40", html("/blogs-and-news?page=40")],
    ["GET an article", html(`/blogs-and-news/${sqlArticle.slug}`)],
    ["GET /events (month)", html("/events")],
    ["GET /events?view=list", html("/events?view=list")],
    ["GET /parishes", html("/parishes")],
    ["GET /sitemap.xml", { url: `${site.url}/sitemap.xml` }],
    ["GET /sitemaps/news-1.xml", { url: `${site.url}/sitemaps/news-1.xml` }],
    ["GET /feed.xml", { url: `${site.url}/feed.xml` }],
    ["GET /events.ics", { url: `${site.url}/events.ics` }],
    ["GET /api/getAllNews", { url: `${site.url}/api/getAllNews` }],
    ["GET /api/getAllEvents", { url: `${site.url}/api/getAllEvents` }],
    [
      "POST /graphql newsArticles",
      {
        url: `${site.url}/graphql`,
        method: "POST",
        // As Apollo Client asks; the cache keeps a GraphQL answer by its Accept header too.
        headers: {
          "content-type": "application/json",
          accept: "application/graphql-response+json, application/json",
        },
        body: JSON.stringify({ query: NEWS_LIST_QUERY, variables: { page: 1, pageSize: 12 } }),
      },
    ],
    ...(await ledgerTargetsOf(site)),
  ];
}
