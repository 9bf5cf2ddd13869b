import { In, IsNull, type EntityManager } from "typeorm";
import { announce } from "../../db/write-events.js";
import { updateWhere } from "../../db/store.js";
import { Contribution, GiftSource, GiftStatus, MpesaNotice } from "./contribution.entity.js";
import { newToken } from "./gift-tokens.js";
import { addPaidEntry, countPaidEntry } from "./appeal-totals.js";
import { nextReceiptNumber } from "./receipt-numbers.js";

/*
 * How what M-Pesa tells settles the ledger, each step in the caller's transaction: a prompt paid
 * or failed, a late receipt number, a second payment, a payment to the paybill by hand, and the
 * notices kept beside them.
 */

/**
 * A payment to the paybill by hand, as its C2B confirmation told it: for an appeal (projectId),
 * or a parish's payment of its assessment (assessmentId, projectId null).
 */
export interface PaybillGift {
  projectId: number | null;
  assessmentId?: number | null;
  /** The event registration whose fee it pays (R and its number). */
  registrationId?: number | null;
  amountKes: number;
  mpesaReceipt: string;
  phone: string;
  donorName: string | null;
  /** Only a second payment of a donor's prompt keeps the prompt's choice; a paybill payment is named. */
  anonymous?: boolean;
  /** The pledge its account named (P and its number), or the prompt's it is a second payment of. */
  pledgeId?: number | null;
}

/** How a prompt ended, as Daraja's callback or status query told it. */
export type PromptOutcome =
  | { paid: true; mpesaReceipt: string | null; resultCode: number; resultDescription: string }
  | { paid: false; resultCode: number; resultDescription: string };

/** What Daraja sent, to keep beside the entry it concerns. */
export interface NoticeReceived {
  kind: "STK_CALLBACK" | "STK_STATUS_QUERY" | "C2B_VALIDATION" | "C2B_CONFIRMATION";
  payload: unknown;
  clientAddress: string;
}

/**
 * Settles a pending prompt and keeps what Daraja sent. Only a pending entry changes (one
 * conditional update), so a callback delivered three times, or a callback and the status query
 * together, make one gift; a paid entry gets the next receipt number of the year. Answers whether
 * this call settled it.
 */
/**
 * What else happens, in the same transaction, when a gift becomes paid: its SMS receipt is
 * queued. Answers whether one was (none without a mobile number, or with SMS switched off).
 */
export type GiftPaid = (manager: EntityManager, giftId: number) => Promise<boolean>;

/** What else happens, in the same transaction, when a prompt fails: a registration's held place goes back. */
export type PromptFailed = (manager: EntityManager, giftId: number) => Promise<void>;

export async function settlePromptIn(
  manager: EntityManager,
  id: number,
  outcome: PromptOutcome,
  notice: NoticeReceived,
  { whenPaid, whenFailed }: { whenPaid: GiftPaid; whenFailed: PromptFailed },
): Promise<boolean> {
  const now = new Date();
  const entries = manager.getRepository(Contribution);
  const result = {
    resultCode: outcome.resultCode,
    resultDescription: outcome.resultDescription.slice(0, 300),
  };
  const mpesaReceipt = outcome.paid ? await unusedReceipt(manager, outcome.mpesaReceipt) : null;
  // A paid result also settles a gift marked failed for want of an answer, or by a result that
  // came first: M-Pesa took the money, and the callback is M-Pesa's (its secret, checkout id
  // and amount were checked). Any other result settles only a pending gift.
  const settled = await updateWhere(
    entries,
    { id, status: outcome.paid ? In([GiftStatus.PENDING, GiftStatus.FAILED]) : GiftStatus.PENDING },
    outcome.paid
      ? { ...result, status: GiftStatus.PAID, mpesaReceipt, paidAt: now, nextStatusQueryMs: null }
      : { ...result, status: GiftStatus.FAILED, nextStatusQueryMs: null },
  );
  const changed = settled.affected === 1;
  if (changed && outcome.paid) {
    await updateWhere(entries, { id }, { receiptNumber: await nextReceiptNumber(manager, now) });
    const gift = await countedOf(manager, id);
    await countPaidEntry(manager, gift);
    await announceGiftSettled(manager, gift.projectId);
    await whenPaid(manager, id);
  } else if (changed) {
    await announce(manager, { type: "GiftFailed" });
    await whenFailed(manager, id);
  } else if (mpesaReceipt) {
    const second = await fillInLateReceipt(manager, id, mpesaReceipt);
    if (second) {
      await keepNoticeIn(manager, notice, second.id, "second-payment");
      return false;
    }
  }
  await keepNoticeIn(manager, notice, id, changed ? "settled" : "already-settled");
  return changed;
}

/**
 * The status query settled the gift first; a late callback still brings M-Pesa's receipt number.
 * Paid already under another receipt, M-Pesa took the money twice, and both reach the ledger:
 * answers the second payment's entry then, else null.
 */
async function fillInLateReceipt(
  manager: EntityManager,
  id: number,
  mpesaReceipt: string,
): Promise<Contribution | null> {
  const filledIn = await updateWhere(
    manager.getRepository(Contribution),
    { id, status: GiftStatus.PAID, mpesaReceipt: IsNull() },
    { mpesaReceipt },
  );
  if (filledIn.affected !== 1) return addSecondPayment(manager, id, mpesaReceipt);
  // The donor's status page and receipt show it.
  await announceGiftSettled(manager, (await countedOf(manager, id)).projectId);
  return null;
}

/** What of an entry its project's total counts. */
function countedOf(manager: EntityManager, id: number): Promise<Contribution> {
  return manager.findOneOrFail(Contribution, {
    select: { id: true, projectId: true, source: true, amountKes: true },
    where: { id },
  });
}

/** M-Pesa's receipt number, or null when another entry has it already (each is one payment). */
async function unusedReceipt(manager: EntityManager, mpesaReceipt: string | null): Promise<string | null> {
  if (!mpesaReceipt) return null;
  return (await manager.existsBy(Contribution, { mpesaReceipt })) ? null : mpesaReceipt;
}

/**
 * A second payment M-Pesa reports for a prompt already paid under another receipt: a paid
 * PAYBILL entry of the same amount, for the same project and donor (none when the gift is not paid).
 */
async function addSecondPayment(
  manager: EntityManager,
  id: number,
  mpesaReceipt: string,
): Promise<Contribution | null> {
  const gift = await manager.findOneBy(Contribution, { id, status: GiftStatus.PAID });
  if (!gift) return null;
  return addPaybillEntryIn(manager, {
    projectId: gift.projectId,
    assessmentId: gift.assessmentId,
    registrationId: gift.registrationId,
    amountKes: gift.amountKes,
    mpesaReceipt,
    phone: gift.phone ?? "",
    donorName: gift.donorName,
    anonymous: gift.anonymous,
    pledgeId: gift.pledgeId,
  });
}

/**
 * Tells the appeal's live progress and its cached pages of a paid entry; a parish's payment of its
 * assessment is in no appeal (the tables it wrote still drop the answers that read them).
 */
export async function announceGiftSettled(manager: EntityManager, projectId: number | null): Promise<void> {
  if (projectId !== null) await announce(manager, { type: "GiftSettled", projectId });
}

/** Keeps what Daraja sent beside the entry it concerns, with what came of it. */
export async function keepNoticeIn(
  manager: EntityManager,
  notice: NoticeReceived,
  contributionId: number | null,
  outcome: string,
): Promise<number> {
  const kept = await manager.insert(MpesaNotice, {
    kind: notice.kind,
    contributionId,
    outcome,
    payload: JSON.stringify(notice.payload),
    clientAddress: notice.clientAddress.slice(0, 64),
  });
  return Number(kept.identifiers[0]!.id);
}

/**
 * A paid PAYBILL entry with the next receipt number; M-Pesa's transaction id is unique in the
 * ledger, so a second entry for one payment is refused.
 */
export async function addPaybillEntryIn(manager: EntityManager, payment: PaybillGift): Promise<Contribution> {
  const now = new Date();
  await announceGiftSettled(manager, payment.projectId);
  return addPaidEntry(manager, {
    ...payment,
    source: GiftSource.PAYBILL,
    anonymous: payment.anonymous ?? false,
    receiptToken: newToken(),
    receiptNumber: await nextReceiptNumber(manager, now),
    paidAt: now,
  });
}
