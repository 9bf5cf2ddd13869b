// The bench's synod part (issue #41): a SQLite file seeded with 1,000 parishes in 10
// archdeaconries and ten years of returns (twelve questions each), assessments with their
// instalments and payments, and twenty appeals with their gifts, all by bulk SQL; then the year's
// synod report made as a PDF and as a spreadsheet, each in a process of its own
// (scripts/bench/synod-report-run.mjs) through the API's own services, with its seconds and that
// process's peak memory. The goal: each under 10 s, in memory that does not grow with the parishes.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { close, inTransaction, open, run } from "./growth-fill.mjs";
import { format, root } from "./sites.mjs";

const PARISHES = Number(process.env.BENCH_SYNOD_PARISHES ?? 1_000);
const ARCHDEACONRIES = 10;
const YEARS = 10;
const APPEALS = 20;
const GIFTS = 5_000;
const LAST_YEAR = new Date().getFullYear();
const KEYS = [
  "baptisms",
  "confirmations",
  "marriages",
  "burials",
  "communicants",
  "attendance",
  "members",
  "sunday_school",
  "youth",
  "mothers_union",
  "catechists",
  "income",
];

/** Numbers from 1 to n, for INSERT ... SELECT. */
const upTo = (n) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})`;

/** The parishes, their returns and answers, assessments, instalments and payments, and appeals. */
async function fill(file) {
  const db = await open(file);
  try {
    await inTransaction(db, async () => {
      await run(
        db,
        `${upTo(ARCHDEACONRIES)} INSERT INTO archdeaconry (name) SELECT 'Archdeaconry ' || i FROM n`,
      );
      await run(
        db,
        `${upTo(PARISHES)} INSERT INTO parish (name, slug, archdeaconry_id, vicar, phone, town)
        SELECT 'St Bench Parish ' || i, 'bench-parish-' || i, 1 + i % ${ARCHDEACONRIES},
          'Rev. Bench Vicar ' || i, '+254 712 ' || printf('%06d', i), 'Town ' || (i % 50) FROM n`,
      );
      await run(
        db,
        `${upTo(YEARS)}, k(position, key) AS (VALUES ${KEYS.map((key, index) => `(${index}, '${key}')`).join(", ")})
        INSERT INTO parish_return_question (year, position, key, label_en, label_sw)
        SELECT ${LAST_YEAR - YEARS} + i, position, key, 'Question ' || key, 'Swali ' || key FROM n, k`,
      );
      // Nine returns in ten submitted, the tenth a draft.
      await run(
        db,
        `${upTo(YEARS)} INSERT INTO parish_return (parish_id, year, status, submitted_at, updated_by)
        SELECT parish.id, ${LAST_YEAR - YEARS} + i, CASE WHEN parish.id % 10 = 0 THEN 'DRAFT' ELSE 'SUBMITTED' END,
          datetime('now'), 0 FROM n, parish`,
      );
      await run(
        db,
        `INSERT INTO parish_return_answer (return_id, question_key, value)
        SELECT parish_return.id, question.key, (parish_return.id * 7 + question.position * 13) % 500
        FROM parish_return JOIN parish_return_question question ON question.year = parish_return.year`,
      );
      await run(
        db,
        `${upTo(YEARS)} INSERT INTO assessment (parish_id, year, amount_kes)
        SELECT parish.id, ${LAST_YEAR - YEARS} + i, 50000 + (parish.id % 20) * 5000 FROM n, parish`,
      );
      await run(
        db,
        `WITH q(quarter) AS (VALUES (3), (6), (9), (12))
        INSERT INTO assessment_instalment (assessment_id, due_on, amount_kes)
        SELECT assessment.id, assessment.year || '-' || printf('%02d', quarter) || '-28', assessment.amount_kes / 4
        FROM assessment, q`,
      );
      // Two payments of each assessment, the second smaller for one parish in three.
      await run(
        db,
        `WITH p(part) AS (VALUES (1), (2))
        INSERT INTO contribution (source, method, status, amount_kes, receipt_token, paid_at, assessment_id)
        SELECT 'STAFF', 'CASH', 'PAID', CASE WHEN part = 2 AND assessment.parish_id % 3 = 0
          THEN assessment.amount_kes / 4 ELSE assessment.amount_kes / 2 END,
          'bench-assessment-' || assessment.id || '-' || part, assessment.year || '-06-30 09:00:00', assessment.id
        FROM assessment, p`,
      );
      await run(
        db,
        `${upTo(APPEALS)} INSERT INTO project (slug, title, summary, body, target_amount_kes, status)
        SELECT 'bench-appeal-' || i, 'Bench appeal ' || i, 'An appeal.', '<p>An appeal.</p>', 1000000 * i,
          CASE WHEN i % 4 = 0 THEN 'COMPLETED' ELSE 'ONGOING' END FROM n`,
      );
      await run(
        db,
        `${upTo(GIFTS)} INSERT INTO contribution (project_id, source, method, status, amount_kes, receipt_token, paid_at)
        SELECT 1 + i % ${APPEALS}, 'STAFF', 'CASH', 'PAID', 500 + (i % 10) * 100, 'bench-gift-' || i,
          datetime('now', '-' || (i % 3000) || ' days') FROM n`,
      );
      await run(
        db,
        `INSERT INTO appeal_total (project_id, raised_kes, gifts)
        SELECT project_id, sum(amount_kes), count(*) FROM contribution WHERE project_id IS NOT NULL GROUP BY project_id`,
      );
    });
  } finally {
    await close(db);
  }
}

/** Runs synod-report-run.mjs in a process of its own on the data folder; its JSON answer. */
function runSide(dataDir, phase, language) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, "scripts/bench/synod-report-run.mjs")], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        PUBLIC_URL: "http://127.0.0.1:4700",
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
        BENCH_SYNOD: phase,
        BENCH_SYNOD_YEAR: String(LAST_YEAR),
        BENCH_SYNOD_LANGUAGE: language,
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split("\n").at(-1)))
        : reject(new Error(`${phase}: exit ${code}`)),
    );
  });
}

export async function measureSynodReport() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "diocese-bench-synod-"));
  try {
    console.log(`\nsynod report: ${PARISHES} parishes, ${ARCHDEACONRIES} archdeaconries, ${YEARS} years`);
    await runSide(dataDir, "migrate", "en");
    const began = performance.now();
    await fill(path.join(dataDir, "diocese.sqlite"));
    console.log(`  seeded by SQL in ${format((performance.now() - began) / 1000, 1)} s`);
    for (const [phase, language] of [
      ["pdf", "en"],
      ["xlsx", "sw"],
    ]) {
      const load = loadavg()[0].toFixed(2);
      const result = await runSide(dataDir, phase, language);
      console.log(
        `  ${phase} (${language}): ${format(result.seconds, 2)} s, ${format(result.bytes / 1024)} KB, ` +
          `peak RSS ${format(result.peakRssMb)} MB (${format(result.rssBeforeMb)} MB before it began); ` +
          `machine load ${load}`,
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
