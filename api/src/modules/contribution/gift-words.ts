import { maskedPhone } from "./donor-phone.js";
import { GiftMethod, GiftSource, type Contribution } from "./contribution.entity.js";
import type { UnmatchedPayment } from "./unmatched-payment.entity.js";

/*
 * Gifts and payments in words for staff's records (the audit log), always in English: the records
 * keep what was said when they were made, whatever language a member of staff later reads them in.
 */

/** Whole shillings as staff write them: "KES 2,500". */
export const shillings = (amountKes: number) => `KES ${amountKes.toLocaleString("en-KE")}`;

/** How a treasurer received a gift they recorded. */
const METHOD_WORDS: Record<GiftMethod, string> = {
  [GiftMethod.CASH]: "in cash",
  [GiftMethod.CHEQUE]: "by cheque",
  [GiftMethod.BANK_TRANSFER]: "by bank transfer",
  [GiftMethod.MPESA]: "by M-Pesa",
};

/** A donor's first name and the initial of their last ("Jane W."): enough to tell gifts apart. */
function shortName(name: string | null): string | null {
  const words = name?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return null;
  const first = words[0]!;
  return words.length === 1 ? first : `${first} ${words[words.length - 1]!.charAt(0)}.`;
}

export type GiftNamed = Pick<Contribution, "amountKes" | "source" | "method" | "donorName" | "anonymous">;

/**
 * An entry of the ledger as a person names it: "KES 2,500 from Jane W. to Cathedral Appeal",
 * "KES 5,000 by cheque to Cathedral Appeal"; a reversal by the gift it takes back ("Reversal of
 * KES 2,500 from Jane W. to Cathedral Appeal"). A donor who asked to stay anonymous stays so.
 */
export function giftInWords(
  gift: GiftNamed,
  projectTitle: string,
  reversed: GiftNamed | null = null,
): string {
  const amount = shillings(Math.abs(gift.amountKes));
  if (gift.source === GiftSource.REVERSAL) {
    return `Reversal of ${reversed ? giftInWords(reversed, projectTitle) : `${amount} to ${projectTitle}`}`;
  }
  if (gift.source === GiftSource.OPENING)
    return `${amount} raised for ${projectTitle} before the ledger began`;
  const donor = gift.anonymous ? "an anonymous donor" : shortName(gift.donorName);
  const method = gift.method ? ` ${METHOD_WORDS[gift.method]}` : "";
  return `${amount}${method}${donor ? ` from ${donor}` : ""} to ${projectTitle}`;
}

/**
 * A paybill payment no gift matched, as M-Pesa sent it: "KES 1,500 from JANE AKINYI, M-Pesa
 * QK12ABC345, account TITHE". The payer's name as M-Pesa gave it, else their masked phone.
 */
export function paymentInWords(
  payment: Pick<UnmatchedPayment, "amountKes" | "donorName" | "phone" | "mpesaReceipt" | "accountNumber">,
): string {
  const payer = payment.donorName?.trim() || maskedPhone(payment.phone) || "an unnamed payer";
  return `${shillings(payment.amountKes)} from ${payer}, M-Pesa ${payment.mpesaReceipt}, account ${payment.accountNumber}`;
}
