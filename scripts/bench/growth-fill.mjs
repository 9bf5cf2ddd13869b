// The growth part's databases: a copy of a site's SQLite file filled with SQL to a size, each row a
// copy of one the API made (growth-sample.mjs), with the columns that make rows distinct changed
// (title, slug, dates, unique tokens). Every other column is copied as the API wrote it, so a new
// column of a later migration is filled as the services fill it, without a change here.
import { createRequire } from "node:module";
import path from "node:path";
import { root } from "./sites.mjs";

/** Issue #38's large diocese, 100x: the rows each table holds in all (the sample content's included). */
export const LARGE_DIOCESE = {
  news_article: 50_000,
  event: 5_000,
  parish: 1_000,
  contribution: 200_000,
  newsletter_subscriber: 100_000,
  audit_log: 300_000,
};

/** A parish's archdeaconry has about ten parishes. */
const PARISHES_AN_ARCHDEACONRY = 10;
const DAY_SECONDS = 86_400;
/** How far back each kind of row goes: the audit log's within its retention (365 days) of the site's start. */
const SPANS_DAYS = {
  news_article: 5 * 365,
  contribution: 3 * 365,
  newsletter_subscriber: 5 * 365,
  audit_log: 360,
};

// The site's own driver, sqlite3, as the API loads it.
const sqlite3 = createRequire(path.join(root, "api/package.json"))("sqlite3");

export function open(file) {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, (error) => (error ? reject(error) : resolve(db)));
  });
}
export const run = (db, sql) =>
  new Promise((resolve, reject) => db.run(sql, (error) => (error ? reject(error) : resolve())));
export const all = (db, sql) =>
  new Promise((resolve, reject) => db.all(sql, (error, rows) => (error ? reject(error) : resolve(rows))));
export const close = (db) =>
  new Promise((resolve, reject) => db.close((error) => (error ? reject(error) : resolve())));

/** How many rows `table` holds. */
export async function countOf(db, table) {
  return (await all(db, `SELECT count(*) AS n FROM "${table}"`))[0].n;
}

/**
 * The rows each table holds in the database file, and what the checks look for: the last event
 * and parish (made by the SQL), and the gifts the featured appeal's ledger counts.
 */
export async function factsOf(file) {
  const db = await open(file);
  try {
    const counts = {};
    for (const table of [...Object.keys(LARGE_DIOCESE), "archdeaconry"])
      counts[table] = await countOf(db, table);
    const [event] = await all(db, `SELECT max(id) AS id FROM event`);
    const [parish] = await all(db, `SELECT slug FROM parish ORDER BY id DESC LIMIT 1`);
    const [gifts] = await all(
      db,
      `SELECT sum(CASE source WHEN 'REVERSAL' THEN -1 WHEN 'OPENING' THEN 0 ELSE 1 END) AS n FROM contribution
       WHERE status = 'PAID' AND project_id = (SELECT id FROM project WHERE featured = 1)`,
    );
    return { ...counts, lastEvent: event.id, lastParishSlug: parish.slug, giftsCounted: gifts.n };
  } finally {
    await close(db);
  }
}

/**
 * Adds `count` rows to `table`, the i-th (from 1) a copy of template `ids[i % ids.length]` with
 * `values` (SQL expressions of `i` and the template's columns as `t.`) for the columns they name.
 * A column the table lacks is left out of `values`, so the fill holds before and after a migration.
 */
async function copyRows(db, table, { ids, count, values }) {
  if (count <= 0) return;
  const columns = (await all(db, `PRAGMA table_info("${table}")`)).map((column) => column.name);
  const copied = columns.filter((name) => name !== "id");
  const select = copied.map((name) => (name in values ? `${values[name]}` : `t."${name}"`));
  await run(
    db,
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count}),
       t AS (SELECT row_number() OVER (ORDER BY id) - 1 AS k, * FROM "${table}" WHERE id IN (${ids.join(",")}))
     INSERT INTO "${table}" (${copied.map((name) => `"${name}"`).join(", ")})
     SELECT ${select.join(", ")} FROM n JOIN t ON t.k = n.i % ${ids.length}`,
  );
}

export async function inTransaction(db, work) {
  await run(db, "BEGIN IMMEDIATE");
  try {
    await work();
    await run(db, "COMMIT");
  } catch (error) {
    await run(db, "ROLLBACK");
    throw error;
  }
}

/** The i-th of `count` moments spread evenly over the last `days` days, newest first, as `format` writes it. */
function spreadBack(days, count, format = "%Y-%m-%d %H:%M:%S") {
  const step = Math.max(1, Math.floor((days * DAY_SECONDS) / Math.max(count, 1)));
  return `strftime('${format}', 'now', '-' || (i * ${step}) || ' seconds')`;
}

/** One of `words` by i, as an SQL CASE. */
function oneOf(words) {
  const quoted = words.map((word) => `'${word.replaceAll("'", "''")}'`);
  return `(CASE i % ${words.length} ${quoted.map((word, k) => `WHEN ${k} THEN ${word}`).join(" ")} END)`;
}

const NEWS_STEMS = [
  "Harvest thanksgiving at the parish",
  "Confirmation service",
  "Mothers Union rally",
  "Youth week",
  "New church building dedicated",
];

async function fillNews(db, count, { article }) {
  const stem = oneOf(NEWS_STEMS);
  const days = SPANS_DAYS.news_article;
  await copyRows(db, "news_article", {
    ids: [article],
    count,
    values: {
      title: `${stem} || ' ' || i`,
      slug: `lower(replace(${stem}, ' ', '-')) || '-' || i`,
      publish_at: spreadBack(days, count, "%Y-%m-%d %H:%M:%f"),
      created_at: spreadBack(days, count),
      updated_at: spreadBack(days, count),
    },
  });
}

/**
 * A third of the events repeat weekly for half a year (started up to half a year ago or to come),
 * the rest are one day within a year either side of today; each knows its next occurrence as the
 * service works it out (next-dates.ts), so no read has to.
 */
async function fillEvents(db, count, { weeklyEvent, oneDayEvent }, today) {
  const weekly = Math.floor(count / 3);
  const parishes = (await all(db, `SELECT max(id) AS n FROM parish`))[0].n;
  const parish = `CASE WHEN i % 2 = 0 THEN 1 + i % ${parishes} END`;
  const first = (days, of) =>
    `date('${today}', '${-days} days', '+' || (i * ${2 * days} / ${Math.max(of, 1)}) || ' days')`;
  const start = first(182, weekly);
  const until = `date(${start}, '+182 days')`;
  const day = `substr('SUMOTUWETHFRSA', 1 + 2 * strftime('%w', ${start}), 2)`;
  const nextWeekly = `date('${today}', '+' || ((7 - CAST(julianday('${today}') - julianday(${start}) AS INTEGER) % 7) % 7) || ' days')`;
  await copyRows(db, "event", {
    ids: [weeklyEvent],
    count: weekly,
    values: {
      title: `t.title || ' ' || i`,
      date: start,
      repeat_rule: `'FREQ=WEEKLY;BYDAY=' || ${day} || ';UNTIL=' || replace(${until}, '-', '')`,
      last_date: until,
      parish_id: parish,
      next_date: `CASE WHEN ${start} >= '${today}' THEN ${start} WHEN ${until} < '${today}' THEN ${until} ELSE ${nextWeekly} END`,
      next_start_time: `CASE WHEN ${until} < '${today}' THEN '99' ELSE t.start_time END`,
      next_known_on: `'${today}'`,
    },
  });
  const oneDay = first(365, count - weekly);
  await copyRows(db, "event", {
    ids: [oneDayEvent],
    count: count - weekly,
    values: {
      title: `t.title || ' ' || i`,
      date: oneDay,
      last_date: oneDay,
      parish_id: parish,
      next_date: oneDay,
      next_start_time: `CASE WHEN ${oneDay} >= '${today}' THEN t.start_time ELSE '99' END`,
      next_known_on: `'${today}'`,
    },
  });
}

const TOWNS = ["Emukaya", "Shinyalu", "Malava", "Butere", "Mumias", "Khwisero", "Navakholo"];
const DEDICATIONS = ["Holy Trinity", "Christ Church", "Emmanuel Church", "Good Shepherd", "St Stephen"];

/** Archdeaconries for the parishes (about ten each), then the parishes, each with the template's services. */
async function fillParishes(db, count, { parish }) {
  const archdeaconries = Math.ceil((count + (await countOf(db, "parish"))) / PARISHES_AN_ARCHDEACONRY);
  await inTransaction(db, async () => {
    const more = archdeaconries - (await countOf(db, "archdeaconry"));
    const town = oneOf(TOWNS);
    await copyRows(db, "archdeaconry", { ids: [1], count: more, values: { name: `${town} || ' ' || i` } });
  });
  const highest = (await all(db, `SELECT max(id) AS n FROM archdeaconry`))[0].n;
  const town = `${oneOf(TOWNS)} || ' ' || i`;
  const name = `${oneOf(DEDICATIONS)} || ' ' || ${town}`;
  await inTransaction(db, async () => {
    await copyRows(db, "parish", {
      ids: [parish],
      count,
      values: {
        name,
        slug: `lower(replace(${name}, ' ', '-'))`,
        town,
        archdeaconry_id: `1 + i % ${highest}`,
        latitude: `t.latitude + (i % 97) * 0.004`,
        longitude: `t.longitude + (i % 89) * 0.004`,
        search_text: `' ' || lower(${name} || ' ' || ${town} || ' ' || replace(t.vicar, '.', '')) || ' '`,
      },
    });
    await run(
      db,
      `INSERT INTO regular_service (parish_id, day, start_time, language, kind)
       SELECT p.id, s.day, s.start_time, s.language, s.kind FROM parish p, regular_service s
       WHERE p.id > ${parish} AND s.parish_id = ${parish}`,
    );
  });
}

const DONORS = [
  "Wanjiku Achieng",
  "Otieno Barasa",
  "Akinyi Wafula",
  "Mutua Shikuku",
  "Nafula Were",
  "Juma Makokha",
];
const METHODS = ["CASH", "CHEQUE", "BANK_TRANSFER", "MPESA"];

/**
 * Gifts recorded by staff over three years, each with its receipt number in its year's sequence
 * (after those already given), then the appeals' running totals and the sequences moved on, as
 * the service's writes keep them.
 */
async function fillGifts(db, count, { gift }) {
  const before = (await all(db, `SELECT max(id) AS n FROM contribution`))[0].n;
  const at = spreadBack(SPANS_DAYS.contribution, count);
  const year = `strftime('%Y', ${at})`;
  const taken = `coalesce((SELECT last_number FROM receipt_sequence WHERE year = CAST(${year} AS INTEGER)), 0)`;
  await copyRows(db, "contribution", {
    ids: [gift],
    count,
    values: {
      amount_kes: `100 * (1 + (i * 37) % 50)`,
      method: oneOf(METHODS),
      donor_name: `${oneOf(DONORS)} || ' ' || i`,
      anonymous: `i % 10 = 0`,
      receipt_number: `${year} || '-' || printf('%05d', ${taken} + row_number() OVER (PARTITION BY ${year} ORDER BY i))`,
      receipt_token: `lower(hex(randomblob(16)))`,
      created_at: at,
      paid_at: spreadBack(SPANS_DAYS.contribution, count, "%Y-%m-%d %H:%M:%f"),
    },
  });
  await run(
    db,
    `INSERT INTO appeal_total (project_id, raised_kes, opening_kes, gifts)
     SELECT project_id, sum(amount_kes), 0, count(*) FROM contribution WHERE id > ${before} GROUP BY project_id
     ON CONFLICT (project_id) DO UPDATE SET raised_kes = appeal_total.raised_kes + excluded.raised_kes,
       gifts = appeal_total.gifts + excluded.gifts`,
  );
  await run(
    db,
    `INSERT INTO receipt_sequence (year, last_number)
     SELECT CAST(substr(receipt_number, 1, 4) AS INTEGER), max(CAST(substr(receipt_number, 6) AS INTEGER))
     FROM contribution WHERE receipt_number IS NOT NULL GROUP BY 1
     ON CONFLICT (year) DO UPDATE SET last_number = max(receipt_sequence.last_number, excluded.last_number)`,
  );
}

/**
 * Readers who subscribed over five years, confirmed (as the confirmation leaves a row), but for
 * every other one of the last week, whose link has not expired: the site deletes those older.
 */
async function fillSubscribers(db, count, { subscriber }) {
  const days = SPANS_DAYS.newsletter_subscriber;
  const at = spreadBack(days, count);
  const lastWeek = Math.floor((7 * count) / days);
  const confirmed = `NOT (i <= ${lastWeek} AND i % 2 = 0)`;
  await copyRows(db, "newsletter_subscriber", {
    ids: [subscriber],
    count,
    values: {
      email: `'reader' || i || '@example.org'`,
      confirmed,
      created_at: at,
      confirmation_sent_at: at,
      confirmed_at: `CASE WHEN ${confirmed} THEN datetime(${at}, '+1 hour') END`,
      confirmation_token_hash: `CASE WHEN ${confirmed} THEN NULL ELSE lower(hex(randomblob(32))) END`,
      confirmation_expires_at: `CASE WHEN ${confirmed} THEN NULL ELSE datetime(${at}, '+7 days') END`,
      unsubscribe_token: `lower(hex(randomblob(24)))`,
      language: `CASE WHEN i % 4 = 0 THEN 'sw' ELSE t.language END`,
    },
  });
}

/** The audit log's entries over the year it keeps: copies of those the sample's writes made, in turn. */
async function fillAuditLog(db, count) {
  const made = await all(db, `SELECT id FROM audit_log WHERE actor_kind = 'staff' ORDER BY id`);
  await copyRows(db, "audit_log", {
    ids: made.map((row) => row.id),
    count,
    values: { at: spreadBack(SPANS_DAYS.audit_log, count) },
  });
}

/**
 * Fills the SQLite file to `scale` of the large diocese (0.01, 0.1, 1): each table up to its share
 * in one transaction (the parishes' archdeaconries in one of their own). `samples` are the ids of
 * the rows the API made; `today` is the diocese's date. Answers how long each table took, in ms.
 */
export async function fillDatabase(file, scale, samples, today) {
  const db = await open(file);
  const took = {};
  try {
    await run(db, "PRAGMA busy_timeout = 15000");
    const fills = {
      parish: (count) => fillParishes(db, count, samples),
      news_article: (count) => inTransaction(db, () => fillNews(db, count, samples)),
      event: (count) => inTransaction(db, () => fillEvents(db, count, samples, today)),
      contribution: (count) => inTransaction(db, () => fillGifts(db, count, samples)),
      newsletter_subscriber: (count) => inTransaction(db, () => fillSubscribers(db, count, samples)),
      audit_log: (count) => inTransaction(db, () => fillAuditLog(db, count)),
    };
    for (const [table, fill] of Object.entries(fills)) {
      const started = performance.now();
      await fill(Math.round(LARGE_DIOCESE[table] * scale) - (await countOf(db, table)));
      took[table] = performance.now() - started;
    }
  } finally {
    await close(db);
  }
  return took;
}
