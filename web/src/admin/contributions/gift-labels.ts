import type { GiftMethod, GiftSource, GiftStatus } from "../gql/graphql";

export const SOURCE_LABELS: Record<GiftSource, string> = {
  STK: "M-Pesa prompt",
  PAYBILL: "Paybill",
  STAFF: "Recorded by staff",
  OPENING: "Opening balance",
  REVERSAL: "Reversal",
};

export const STATUS_LABELS: Record<GiftStatus, string> = {
  PENDING: "Pending",
  PAID: "Paid",
  FAILED: "Failed",
};

export const METHOD_LABELS: Record<GiftMethod, string> = {
  CASH: "Cash",
  CHEQUE: "Cheque",
  BANK_TRANSFER: "Bank transfer",
  MPESA: "M-Pesa (given to the office)",
};

/** A select's choices from a table of labels, after "All" when the filter may be left open. */
export const choicesOf = (labels: Record<string, string>, all?: string) => [
  ...(all ? [{ value: "", label: all }] : []),
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
];
