import {
  And,
  IsNull,
  LessThan,
  LessThanOrEqual,
  MoreThanOrEqual,
  Not,
  Or,
  type DataSource,
  type FindOptionsWhere,
  type Repository,
} from "typeorm";
import { updateWhere } from "../../db/store.js";
import { announce } from "../../db/write-events.js";
import { Contribution, GiftSource, GiftStatus } from "./contribution.entity.js";
import { DAY_MS } from "./gift-filters.js";
import type { PromptFailed } from "./gift-settlement.js";

/*
 * The prompts M-Pesa has not answered: which of them the status sweep asks Daraja about now, and
 * which the site gives up on (mpesa/prompt-status-sweep.ts). The ledger's service offers these.
 */

/** How many prompts given up on are failed in one go. */
const EXPIRED_AT_ONCE = 100;

/** The pending prompts an instance should ask Daraja about now, each claimed by this instance alone. */
export async function claimPromptsToQueryIn(
  entries: Repository<Contribution>,
  options: { olderThanMs: number; retryInMs: number; limit: number },
): Promise<Contribution[]> {
  const now = Date.now();
  // Only prompts Daraja can be asked about and that are due, oldest first: those that cannot
  // be asked about must not hide the others.
  const candidates = await entries.find({
    where: {
      status: GiftStatus.PENDING,
      source: GiftSource.STK,
      checkoutRequestId: Not(IsNull()),
      nextStatusQueryMs: Or(IsNull(), LessThanOrEqual(now)),
      createdAt: And(LessThan(new Date(now - options.olderThanMs)), MoreThanOrEqual(new Date(now - DAY_MS))),
    },
    order: { id: "ASC" },
    take: options.limit,
  });
  const claimed: Contribution[] = [];
  for (const entry of candidates) {
    // Instances that look at once each try to move the time on; only one succeeds.
    const claim = await updateWhere(
      entries,
      { id: entry.id, status: GiftStatus.PENDING, nextStatusQueryMs: entry.nextStatusQueryMs ?? IsNull() },
      { nextStatusQueryMs: now + options.retryInMs },
    );
    if (claim.affected === 1) claimed.push(entry);
  }
  return claimed;
}

/**
 * Marks failed the prompts that have waited longer than `afterMs` with no checkout id to ask
 * about (their sending ended in doubt), a batch at a time, each as any failed prompt is: a
 * registration's place it held is let go. A callback that comes later still settles them.
 */
export async function expireUnansweredIn(
  dataSource: DataSource,
  whenFailed: PromptFailed,
  afterMs: number,
  resultDescription: string,
): Promise<void> {
  const unanswered = {
    status: GiftStatus.PENDING,
    source: GiftSource.STK,
    checkoutRequestId: IsNull(),
    createdAt: LessThan(new Date(Date.now() - afterMs)),
  };
  const due = await dataSource.getRepository(Contribution).find({
    select: { id: true },
    where: unanswered,
    order: { id: "ASC" },
    take: EXPIRED_AT_ONCE,
  });
  for (const { id } of due)
    await failPromptIn(dataSource, whenFailed, { ...unanswered, id }, resultDescription);
}

/** Marks failed the pending prompt `where` finds still as it was, and lets go what it held. */
export async function failPromptIn(
  dataSource: DataSource,
  whenFailed: PromptFailed,
  where: FindOptionsWhere<Contribution> & { id: number },
  resultDescription: string,
): Promise<void> {
  await dataSource.transaction(async (manager) => {
    const { affected } = await updateWhere(manager.getRepository(Contribution), where, {
      status: GiftStatus.FAILED,
      resultDescription: resultDescription.slice(0, 300),
    });
    if (!affected) return;
    await announce(manager, { type: "GiftFailed" });
    await whenFailed(manager, where.id);
  });
}
