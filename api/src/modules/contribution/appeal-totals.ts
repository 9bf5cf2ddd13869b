import { In, type DeepPartial, type EntityManager } from "typeorm";
import { AppState } from "../../db/app-state.entity.js";
import { insertRows, updateWhere } from "../../db/store.js";
import { AppealTotal } from "./appeal-total.entity.js";
import { Contribution, GiftSource, GiftStatus } from "./contribution.entity.js";
import type { Progress } from "./gift-views.js";

/*
 * Each project's running total of its paid ledger entries (`appeal_total`): what an appeal's
 * progress reads, in one row however long its ledger. Every write that makes an entry count (a
 * gift added paid, a prompt settled paid, a reversal, an opening entry) adds it here in its own
 * transaction, by one atomic upsert; the nightly check compares the totals with the ledger's sums.
 */

/** What an entry of each source adds to the count of gifts: an opening entry is no gift. */
const GIFTS_COUNTED: Readonly<Record<GiftSource, number>> = {
  [GiftSource.STK]: 1,
  [GiftSource.PAYBILL]: 1,
  [GiftSource.STAFF]: 1,
  [GiftSource.OPENING]: 0,
  [GiftSource.REVERSAL]: -1,
};

type Counted = Pick<Contribution, "projectId" | "source" | "amountKes">;

/**
 * Adds a paid entry to its project's total, in the transaction that added or settled the entry, so
 * both commit or neither does. One upsert adds to what the row holds when it runs (never a value
 * read before): on PostgreSQL concurrent gifts to an appeal wait for one another's COMMIT on the
 * row, on SQLite there is one writer; no gift's share is lost.
 */
export async function countPaidEntry(manager: EntityManager, entry: Counted): Promise<void> {
  // A parish's payment of its assessment counts in no appeal's total.
  if (entry.projectId === null) return;
  if (!manager.queryRunner?.isTransactionActive) {
    throw new Error("An appeal's total is counted only in the transaction of its ledger entry");
  }
  const p = manager.connection.options.type === "postgres" ? (n: number) => `$${n}` : (n: number) => `?${n}`;
  await manager.query(
    `INSERT INTO appeal_total (project_id, raised_kes, opening_kes, gifts)
     VALUES (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)})
     ON CONFLICT (project_id) DO UPDATE SET
       raised_kes = appeal_total.raised_kes + excluded.raised_kes,
       opening_kes = appeal_total.opening_kes + excluded.opening_kes,
       gifts = appeal_total.gifts + excluded.gifts`,
    [
      entry.projectId,
      entry.amountKes,
      entry.source === GiftSource.OPENING ? entry.amountKes : 0,
      GIFTS_COUNTED[entry.source],
    ],
  );
}

/** Adds a paid entry to the ledger and to its project's total, in the caller's transaction. */
export async function addPaidEntry(
  manager: EntityManager,
  entry: DeepPartial<Contribution> & Counted,
): Promise<Contribution> {
  const added = await manager.save(manager.create(Contribution, { ...entry, status: GiftStatus.PAID }));
  await countPaidEntry(manager, added);
  return added;
}

/** The running totals of each project, in the order asked (nothing yet for a project without one). */
export async function totalsOf(manager: EntityManager, projectIds: readonly number[]): Promise<Progress[]> {
  const rows = projectIds.length ? await manager.findBy(AppealTotal, { projectId: In([...projectIds]) }) : [];
  const byProject = new Map(rows.map((row) => [Number(row.projectId), row]));
  return projectIds.map((id) => {
    const row = byProject.get(id);
    return { raisedKes: row?.raisedKes ?? 0, openingKes: row?.openingKes ?? 0, gifts: row?.gifts ?? 0 };
  });
}

/** A project whose running total is not what its ledger sums to: both, as found. */
export interface TotalDifference {
  projectId: number;
  ledger: Progress;
  total: Progress;
}

/*
 * The ledger's sums and the totals side by side, by project, in one statement (so one snapshot on
 * PostgreSQL, while gifts go on being written): a project with entries and no total, or a total
 * and no entries, differs too.
 */
const LEDGER_AGAINST_TOTALS = `
  SELECT project_id,
    SUM(ledger_raised) AS ledger_raised, SUM(ledger_opening) AS ledger_opening,
    SUM(ledger_gifts) AS ledger_gifts, SUM(total_raised) AS total_raised,
    SUM(total_opening) AS total_opening, SUM(total_gifts) AS total_gifts
  FROM (
    SELECT project_id, amount_kes AS ledger_raised,
      CASE WHEN source = 'OPENING' THEN amount_kes ELSE 0 END AS ledger_opening,
      CASE WHEN source IN ('STK', 'PAYBILL', 'STAFF') THEN 1 WHEN source = 'REVERSAL' THEN -1 ELSE 0 END
        AS ledger_gifts,
      0 AS total_raised, 0 AS total_opening, 0 AS total_gifts
    FROM contribution WHERE status = 'PAID' AND project_id IS NOT NULL
    UNION ALL
    SELECT project_id, 0, 0, 0, raised_kes, opening_kes, gifts FROM appeal_total
  ) figures
  GROUP BY project_id
  HAVING SUM(ledger_raised) <> SUM(total_raised) OR SUM(ledger_opening) <> SUM(total_opening)
    OR SUM(ledger_gifts) <> SUM(total_gifts)
  ORDER BY project_id`;

type Figure = string | number;

/** The projects whose running total differs from their ledger's sums, by project id. */
export async function totalsDifferingFromLedger(manager: EntityManager): Promise<TotalDifference[]> {
  const rows: Record<string, Figure>[] = await manager.query(LEDGER_AGAINST_TOTALS);
  const progress = (row: Record<string, Figure>, side: "ledger" | "total"): Progress => ({
    raisedKes: Number(row[`${side}_raised`]),
    openingKes: Number(row[`${side}_opening`]),
    gifts: Number(row[`${side}_gifts`]),
  });
  return rows.map((row) => ({
    projectId: Number(row.project_id),
    ledger: progress(row, "ledger"),
    total: progress(row, "total"),
  }));
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** 02:00 in Kakamega (UTC+3 all year), a quiet hour for giving: 23:00 UTC. */
const CHECK_AT_UTC_MS = 23 * HOUR_MS;
const CHECK_DUE_KEY = "appeal-totals-check-due";

/** The first 02:00 in Kakamega after `now`, in milliseconds since the epoch. */
function nextCheckAfter(now: number): number {
  return Math.floor((now - CHECK_AT_UTC_MS) / DAY_MS) * DAY_MS + CHECK_AT_UTC_MS + DAY_MS;
}

/**
 * Whether the caller is the one to check the totals now: the night's check is due and this call
 * moved it on to the next night, by one conditional update that only one instance's call makes.
 * The first call of an installation only sets the first night.
 */
export async function claimTotalsCheck(manager: EntityManager, now: Date): Promise<boolean> {
  const state = manager.getRepository(AppState);
  const next = String(nextCheckAfter(now.getTime()));
  await insertRows(state, { key: CHECK_DUE_KEY, value: next }, { ignoringDuplicates: true });
  const due = await state.findOneByOrFail({ key: CHECK_DUE_KEY });
  if (Number(due.value) > now.getTime()) return false;
  const claimed = await updateWhere(state, { key: CHECK_DUE_KEY, value: due.value }, { value: next });
  return claimed.affected === 1;
}
