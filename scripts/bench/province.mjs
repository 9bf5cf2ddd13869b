// The bench's province part (issue #44; BENCH_ONLY=province, some six minutes): one deployment of
// 40 dioceses (BENCH_DIOCESES), each with the sample content a new site starts with, on one
// PostgreSQL database with MULTI_DIOCESE=true, two instances behind HAProxy (deploy/haproxy.cfg),
// against the same with one diocese alone. Both run at once, every server in a process of its
// own and the load generator in another; the load goes in turns to one and the other, over every
// diocese's host name at the province's and the one's host at the other's, and the rate is given
// as a ratio to the one diocese's in the same round. Then each instance's memory, and what each
// diocese added to it.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createRequire } from "node:module";
import { connect } from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { provinceHost } from "./province-host.mjs";
import { CONNECTIONS, format, freePort, load, root, rssOf, SECONDS, startSite } from "./sites.mjs";

const DIOCESES = Number(process.env.BENCH_DIOCESES ?? 40);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 5;
/** Issue #44's goal: the province's rate at least this share of one diocese's. */
const GOAL = 0.9;
/** The machine's PostgreSQL as a superuser, which makes each deployment's database and role. */
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const pg = createRequire(path.join(root, "api/package.json"))("pg");

/**
 * What a phone's browser accepts, and so what the site's response cache keeps its pages as: a page
 * asked for uncompressed is unzipped at every request, which a load generator that asks so would
 * measure instead of the site.
 */
const COMPRESSED = "gzip, deflate, br";

/** What a visitor reads first, each at every diocese's host: pages, the legacy list, GraphQL. */
const PATHS = [
  { path: "/", accept: "text/html" },
  { path: "/blogs-and-news", accept: "text/html" },
  { path: "/events", accept: "text/html" },
  { path: "/api/getAllNews", accept: "application/json" },
  {
    path: `/graphql?${new URLSearchParams({ query: "{ newsArticles(page: 1, pageSize: 12) { total items { title slug } } }" })}`,
    accept: "application/json",
  },
];

export async function measureProvince() {
  console.log(`\nProvince: ${DIOCESES} dioceses on one deployment against one diocese alone`);
  const one = await startDeployment("one", 1);
  let province;
  try {
    province = await startDeployment("province", DIOCESES);
    const rounds = [];
    for (const deployment of [one, province]) await load({ ...deployment.load, duration: WARM_UP_SECONDS });
    for (let round = 0; round < ROUNDS; round += 1) {
      const oneResult = await load(one.load);
      const provinceResult = await load(province.load);
      rounds.push({ one: oneResult, province: provinceResult });
    }
    await report(rounds, one, province);
  } finally {
    await province?.stop();
    await one.stop();
  }
}

/**
 * A deployment of `dioceses` dioceses: its database and role, filled (province-fill.mjs), two
 * instances and HAProxy; `load` is autocannon's options for a round of it.
 */
async function startDeployment(name, dioceses) {
  const database = await newDatabase(`diocese_bench_${name}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), `diocese-bench-${name}-`));
  const ports = [await freePort(), await freePort()];
  const env = {
    DATABASE_URL: database.url,
    MULTI_DIOCESE: "true",
    TRUST_PROXY: "true",
    PUBLIC_URL: `http://${provinceHost(1)}`,
    DATA_DIR: dataDir,
  };
  const started = Date.now();
  await fill(env, dioceses);
  console.log(`  ${name}: ${dioceses} filled in ${format((Date.now() - started) / 1000)} s`);
  const instances = [];
  let balancer;
  const stop = async () => {
    await balancer?.stop();
    for (const instance of instances) await instance.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  };
  try {
    for (const port of ports) instances.push(await startSite({ port, env, dataDir }));
    balancer = await startBalancer(ports);
    const hosts = Array.from({ length: dioceses }, (_, index) => provinceHost(index + 1));
    const requests = PATHS.flatMap(({ path: pathname, accept }) =>
      hosts.map((host) => ({
        method: "GET",
        path: pathname,
        headers: { host, accept, "accept-encoding": COMPRESSED },
      })),
    );
    for (const request of requests) {
      const answer = await fetchAt(balancer.url, request);
      if (answer !== 200) throw new Error(`${request.headers.host}${request.path} answered ${answer}`);
    }
    return { name, dioceses, instances, load: { url: balancer.url, requests }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A new database owned by a new role that row-level security binds, as a province connects. */
async function newDatabase(name) {
  const role = `${name}_site`;
  const admin = async (statements) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  // What a bench stopped half-way left.
  await admin([`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`, `DROP ROLE IF EXISTS "${role}"`]);
  await admin([
    `CREATE ROLE "${role}" LOGIN NOSUPERUSER NOBYPASSRLS`,
    `CREATE DATABASE "${name}" OWNER "${role}"`,
  ]);
  const url = new URL(ADMIN_URL);
  url.username = role;
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin([`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`, `DROP ROLE IF EXISTS "${role}"`]),
  };
}

async function fill(env, dioceses) {
  const child = spawn(
    process.execPath,
    [path.join(root, "scripts/bench/province-fill.mjs"), String(dioceses)],
    {
      env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const [code] = await once(child, "exit");
  if (code !== 0) throw new Error(`filling the dioceses stopped with code ${code}`);
}

/** HAProxy with the operators' configuration, and a statistics socket to see both instances up. */
async function startBalancer(appPorts) {
  const folder = mkdtempSync(path.join(tmpdir(), "diocese-bench-balancer-"));
  const socket = path.join(folder, "stats.sock");
  writeFileSync(path.join(folder, "stats.cfg"), `global\n    stats socket ${socket} mode 600 level user\n`);
  const port = await freePort();
  const child = spawn(
    "haproxy",
    ["-f", path.join(root, "deploy/haproxy.cfg"), "-f", path.join(folder, "stats.cfg"), "-db"],
    {
      env: {
        ...process.env,
        BALANCER_ADDRESS: `127.0.0.1:${port}`,
        APP_1_ADDRESS: `127.0.0.1:${appPorts[0]}`,
        APP_2_ADDRESS: `127.0.0.1:${appPorts[1]}`,
      },
      // Its log of every request is read and thrown away, as a log collector reads it.
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  child.stdout.resume();
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await once(child, "exit");
    }
    rmSync(folder, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 20_000; (await upServers(socket)) < 2;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error("HAProxy did not count both instances up");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}

/** How many of HAProxy's servers are up, by its statistics socket; none until it answers. */
function upServers(socket) {
  return new Promise((resolve) => {
    let text = "";
    const client = connect(socket, () => client.end("show stat\n"));
    client.on("data", (chunk) => (text += chunk));
    client.on("error", () => resolve(0));
    client.on("close", () =>
      resolve(text.split("\n").filter((line) => /^instances,app-\d,.*,UP,/.test(line)).length),
    );
  });
}

/** The status one request gets through the balancer, as the load sends it (its own host name). */
function fetchAt(base, { path: pathname, headers }) {
  return new Promise((resolve, reject) => {
    const sent = request(new URL(pathname, base), { headers }, (answer) => {
      answer.resume();
      answer.on("end", () => resolve(answer.statusCode));
    });
    sent.on("error", reject);
    sent.end();
  });
}

async function report(rounds, one, province) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const row = (name, results, ratio) =>
    [
      name.padEnd(34),
      format(median(results.map((result) => result.requests.average))).padStart(9),
      format(median(results.map((result) => result.latency.p50)), 1).padStart(8),
      format(median(results.map((result) => result.latency.p99)), 1).padStart(8),
      (ratio === null ? "1.00" : format(ratio, 2)).padStart(8),
      String(
        results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
      ).padStart(7),
    ].join("");
  console.log(
    `\n${CONNECTIONS} connections through HAProxy to two instances; the median of ${ROUNDS} rounds of ${SECONDS} s each, in turns;\n${PATHS.length} reads at each diocese's host in turn (ratio: to one diocese's rate in the same round; goal ${format(GOAL, 2)})`,
  );
  console.log(
    [
      "deployment".padEnd(34),
      "req/s".padStart(9),
      "p50 ms".padStart(8),
      "p99 ms".padStart(8),
      "vs one".padStart(8),
      "errors".padStart(7),
    ].join(""),
  );
  console.log(
    row(
      "one diocese",
      rounds.map((round) => round.one),
      null,
    ),
  );
  const ratio = median(rounds.map((round) => round.province.requests.average / round.one.requests.average));
  console.log(
    row(
      `${province.dioceses} dioceses`,
      rounds.map((round) => round.province),
      ratio,
    ),
  );
  const rss = async (deployment) =>
    (await Promise.all(deployment.instances.map((instance) => rssOf(instance.pid)))).map(
      (bytes) => bytes / 2 ** 20,
    );
  const oneRss = await rss(one);
  const provinceRss = await rss(province);
  const perDiocese =
    (provinceRss.reduce((sum, mb) => sum + mb, 0) - oneRss.reduce((sum, mb) => sum + mb, 0)) /
    one.instances.length /
    (province.dioceses - 1);
  console.log(
    `instance memory (RSS) after the load: one diocese ${oneRss.map((mb) => format(mb, 1)).join(" and ")} MB; ${province.dioceses} dioceses ${provinceRss.map((mb) => format(mb, 1)).join(" and ")} MB: about ${format(perDiocese, 2)} MB an instance for each diocese more`,
  );
  console.log(
    `machine load (1, 5, 15 min) at the end: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(", ")}`,
  );
}
