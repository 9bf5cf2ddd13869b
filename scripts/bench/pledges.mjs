// The bench's pledges part (issue #39): an appeal with 10,000 pledges and 100,000 gifts towards
// them, filled by SQL into a copy of a seeded site's database. Its honour roll (the page and the
// GraphQL answer) uncached and cached, each site in a process of its own and autocannon in
// another; then 10,000 reminders falling due at once, queued and sent by the API's own jobs in a
// process of their own (scripts/bench/pledge-reminders-run.mjs) against the SMS simulator in this
// one, with that process's peak memory.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { all, close, inTransaction, open, run } from "./growth-fill.mjs";
import { measureCached, measureUncached } from "./growth-measure.mjs";
import { format, freePort, root, startSite } from "./sites.mjs";

const PLEDGES = Number(process.env.BENCH_PLEDGES ?? 10_000);
const GIFTS = Number(process.env.BENCH_PLEDGE_GIFTS ?? 100_000);

const todayInDiocese = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Nairobi" }).format(new Date());

/** Pledges to the featured appeal, every one due a reminder today, and gifts paying towards them. */
async function fill(file) {
  const db = await open(file);
  try {
    const [appeal] = await all(db, "SELECT id FROM project WHERE featured = 1 LIMIT 1");
    const [{ parishes }] = await all(db, "SELECT count(*) AS parishes FROM parish");
    const today = todayInDiocese();
    await inTransaction(db, async () => {
      await run(
        db,
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${PLEDGES}),
          numbered AS (SELECT id, ROW_NUMBER() OVER (ORDER BY id) - 1 AS place FROM parish)
        INSERT INTO pledge (project_id, pledger_kind, name, parish_id, amount_kes, due_on, schedule, phone,
          honour_roll, honour_roll_consent_at, reminders_consent_at, language, page_token, status, source,
          next_reminder_on, reminders_sent)
        SELECT ${appeal.id}, 'PERSON', 'Bench pledger ' || i, numbered.id,
          5000 + (i % 20) * 1000, date('${today}', '+120 days'), 'MONTHLY', '+25471' || printf('%07d', i),
          CASE i % 3 WHEN 0 THEN 'ANONYMOUS' WHEN 1 THEN 'NAME_ONLY' ELSE 'NAME_AND_AMOUNT' END,
          datetime('now'), datetime('now'), CASE i % 2 WHEN 0 THEN 'en' ELSE 'sw' END,
          'bench-pledge-' || i, 'OPEN', 'ONLINE', '${today}', 0
        FROM n JOIN numbered ON numbered.place = i % ${parishes}`,
      );
      const [{ first }] = await all(
        db,
        "SELECT min(id) AS first FROM pledge WHERE page_token LIKE 'bench-pledge-%'",
      );
      await run(
        db,
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${GIFTS})
        INSERT INTO contribution (project_id, source, method, status, amount_kes, anonymous, language,
          receipt_token, pledge_id, paid_at)
        SELECT ${appeal.id}, 'STAFF', 'CASH', 'PAID', 100 + (i % 10) * 50, 0, 'en', 'bench-gift-' || i,
          ${first} + (i % ${PLEDGES}), datetime('now')
        FROM n`,
      );
      await run(
        db,
        `UPDATE appeal_total SET
          raised_kes = raised_kes + (SELECT sum(amount_kes) FROM contribution WHERE receipt_token LIKE 'bench-gift-%'),
          gifts = gifts + ${GIFTS}
        WHERE project_id = ${appeal.id}`,
      );
    });
    const [{ slug }] = await all(db, `SELECT slug FROM project WHERE id = ${appeal.id}`);
    return { slug };
  } finally {
    await close(db);
  }
}

/** The honour roll's page and GraphQL answer, uncached (the cache off) and cached, on the filled site. */
async function measureHonourRoll(dataDir, slug) {
  const targets = (url) => [
    { name: "honour roll page", request: { url: `${url}/give/${slug}/honour-roll` } },
    {
      name: "GraphQL honourRoll",
      request: {
        url: `${url}/graphql`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          query: `{ project(slug: "${slug}") { honourRoll(by: PARISH) { raisedKes groups { name givenKes promisedKes pledges unnamed names { name amountKes } } } } }`,
        }),
      },
    },
  ];
  const rows = [];
  for (const [label, env, measure] of [
    ["uncached", { RESPONSE_CACHE_MAX_BYTES: "0" }, measureUncached],
    ["cached", {}, measureCached],
  ]) {
    const site = await startSite({ port: await freePort(), dataDir, env });
    try {
      for (const { name, request } of targets(site.url))
        rows.push({ name, label, ...(await measure(request, site)) });
    } finally {
      await site.stop();
    }
  }
  console.log("endpoint | cache | p50 ms | p99 ms | requests | errors");
  for (const row of rows)
    console.log(`${row.name} | ${row.label} | ${row.p50} | ${row.p99} | ${row.requests} | ${row.errors}`);
}

/** 10,000 reminders due at once: queued and sent by the API's jobs in a process of their own. */
async function measureReminders(dataDir) {
  const { startSmsSimulator } = await import(
    pathToFileURL(path.join(root, "api/dist/modules/sms/africas-talking-simulator.js")).href
  );
  const simulator = await startSmsSimulator({
    username: "sandbox",
    apiKey: "bench-key",
    outboxDir: path.join(dataDir, "sms-outbox"),
  });
  try {
    const child = spawn(process.execPath, [path.join(root, "scripts/bench/pledge-reminders-run.mjs")], {
      env: { ...process.env, DATA_DIR: dataDir, SMS_SIMULATOR_URL: simulator.url },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.once("exit", resolve));
    if (code !== 0) throw new Error(`the reminders' process stopped with code ${code}`);
    const result = JSON.parse(output);
    console.log(
      `reminders: ${format(result.queued)} queued in ${format(result.queueSeconds, 1)} s; ` +
        `the sender handed ${format(result.sent)} to the gateway in ${format(result.sendSeconds, 1)} s ` +
        `(${format(result.sent / result.sendSeconds, 1)} a second, a turn of ${result.batch} every ${result.everyMs} ms: ` +
        `at most ${format((result.batch * 1000) / result.everyMs, 1)} a second an instance in the running site); ` +
        `the process's memory: ${format(result.rssBeforeMb)} MB before, ${format(result.peakMb)} MB at its peak`,
    );
  } finally {
    await simulator.close();
  }
}

export async function measurePledges() {
  console.log(`\nPledges (issue #39): ${format(PLEDGES)} pledges and ${format(GIFTS)} gifts towards them`);
  console.log(
    `machine load (1, 5, 15 min): ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), "diocese-pledges-"));
  try {
    // A site's first start seeds the sample content; the SQL then fills its database.
    const seeding = await startSite({ port: await freePort(), dataDir });
    await seeding.stop();
    const { slug } = await fill(path.join(dataDir, "diocese.sqlite"));
    // The reminders first: a site started on the database would send them itself, within the hours.
    await measureReminders(dataDir);
    await measureHonourRoll(dataDir, slug);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `machine load (1, 5, 15 min) at the end: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}`,
  );
}
