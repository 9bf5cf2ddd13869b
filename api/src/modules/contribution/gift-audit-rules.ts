import type { ObjectLiteral } from "typeorm";
import { AuditAction } from "../audit-log/audit-log.entity.js";
import type { AuditRules } from "../audit-log/audit-rules.js";
import { GiftSource, GiftStatus } from "./contribution.entity.js";
import { UnmatchedResolution } from "./unmatched-payment.entity.js";

/** The treasurer's answer to an unmatched paybill payment; its other updates are bookkeeping. */
const PAYMENT_ANSWERS: Record<string, AuditAction> = {
  [UnmatchedResolution.ASSIGNED]: AuditAction.PAYMENT_ASSIGNED,
  [UnmatchedResolution.NOT_FOR_APPEAL]: AuditAction.PAYMENT_SET_ASIDE,
};

/** A new entry of the ledger: a gift or a reversal recorded, or nothing for a prompt just opened. */
function giftAction(values: ObjectLiteral | undefined): AuditAction | null {
  if (values?.status !== GiftStatus.PAID) return null;
  return values.source === GiftSource.REVERSAL ? AuditAction.GIFT_REVERSED : AuditAction.GIFT_RECORDED;
}

/**
 * What the audit log records of giving. What M-Pesa's notices write of money received (a gift, a
 * payment for the treasurer to place) is recorded as the system's even when a visitor's request
 * (M-Pesa's call) wrote it; of the ledger's updates only a gift being paid is, not a prompt's
 * bookkeeping. M-Pesa's notices, the receipt numbers and the appeals' running totals are the
 * ledger's own bookkeeping.
 */
export const GIVING_AUDIT_RULES: AuditRules = {
  contribution: {
    visitorsWritesRecorded: true,
    inserted: giftAction,
    updated: (values) => (values?.status === GiftStatus.PAID ? AuditAction.GIFT_RECORDED : null),
  },
  unmatched_payment: {
    visitorsWritesRecorded: true,
    updated: (values) => PAYMENT_ANSWERS[String(values?.resolution)] ?? null,
  },
  mpesa_notice: { bookkeeping: true },
  receipt_sequence: { bookkeeping: true },
  appeal_total: { bookkeeping: true },
};
