// The bench's HTTP part: each public read loaded with autocannon, as a ratio to a bare server.
import { CONNECTIONS, format, load, rssOf, SECONDS, startBareServer } from "./sites.mjs";

const WARM_UP_SECONDS = 3;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const NEWS_LIST_QUERY = `query NewsList($page: Int!, $pageSize: Int!) { newsArticles(page: $page, pageSize: $pageSize) { total page pageCount items { id title slug preview createdAt } } }`;

/** What issue #18 asks of each kind of answer, as a share of the bare server's rate. */
const GOALS = { rest: 0.5, graphql: 0.35, health: 0.6 };

export async function measureHttp(site) {
  const newsBytes = Buffer.from(await (await fetch(`${site.url}/api/getAllNews`)).arrayBuffer());
  const bare = await startBareServer(newsBytes);
  const targets = await targetsOf(site, bare);
  const rssBefore = await rssOf(site.pid);
  const { measured, skipped } = await probed(targets);
  await loadInRounds(measured);
  const rssAfter = await rssOf(site.pid);
  await bare.stop();
  printRows(rowsOf(measured), skipped);
  console.log(
    `server memory (RSS): ${format(rssBefore / 2 ** 20, 1)} MB before, ${format(rssAfter / 2 ** 20, 1)} MB after the load`,
  );
}

/** What is loaded: [name, request (and the status it should get), goal]; the bare server first. */
async function targetsOf(site, bare) {
  const variables = JSON.stringify({ page: 1, pageSize: 12 });
  const graphqlGet = `${site.url}/graphql?${new URLSearchParams({ query: NEWS_LIST_QUERY, variables })}`;
  const newsTag = (await fetch(`${site.url}/api/getAllNews`)).headers.get("etag");
  return [
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
}

/** The targets that answer as they should, to be measured, and those that do not, to be named. */
async function probed(targets) {
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
  return { measured, skipped };
}

async function loadInRounds(measured) {
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
}

/** Each target's medians over the rounds, and its rate as a ratio to the bare server's. */
function rowsOf(measured) {
  const [reference] = measured;
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return measured.map(({ name, goal, rounds }) => ({
    name,
    goal,
    rps: median(rounds.map((round) => round.rps)),
    p50: median(rounds.map((round) => round.p50)),
    p99: median(rounds.map((round) => round.p99)),
    ratio: median(rounds.map((round, index) => round.rps / reference.rounds[index].rps)),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
  }));
}

function printRows(rows, skipped) {
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
}
