import type { TFunction } from "i18next";
import type { GiftMethod, GiftSource, GiftStatus } from "../gql/graphql";

export const SOURCE_MESSAGES = {
  STK: "dashboardGiving.sources.stk",
  PAYBILL: "dashboardGiving.sources.paybill",
  STAFF: "dashboardGiving.sources.staff",
  OPENING: "dashboardGiving.sources.opening",
  REVERSAL: "dashboardGiving.sources.reversal",
} as const satisfies Record<GiftSource, string>;

export const STATUS_MESSAGES = {
  PENDING: "dashboardGiving.statuses.pending",
  PAID: "dashboardGiving.statuses.paid",
  FAILED: "dashboardGiving.statuses.failed",
} as const satisfies Record<GiftStatus, string>;

/** A status as it ends a sentence ("The gift is paid."). */
export const STATUS_RESULT_MESSAGES = {
  PENDING: "dashboardGiving.checked.pending",
  PAID: "dashboardGiving.checked.paid",
  FAILED: "dashboardGiving.checked.failed",
} as const satisfies Record<GiftStatus, string>;

export const METHOD_MESSAGES = {
  CASH: "dashboardGiving.methods.cash",
  CHEQUE: "dashboardGiving.methods.cheque",
  BANK_TRANSFER: "dashboardGiving.methods.bankTransfer",
  MPESA: "dashboardGiving.methods.mpesa",
} as const satisfies Record<GiftMethod, string>;

/** A select's choices from a table of messages, after "All" when the filter may be left open. */
type GiftMessage =
  | (typeof SOURCE_MESSAGES)[GiftSource]
  | (typeof STATUS_MESSAGES)[GiftStatus]
  | (typeof METHOD_MESSAGES)[GiftMethod];

export const choicesOf = (messages: Readonly<Record<string, GiftMessage>>, t: TFunction, all?: string) => [
  ...(all ? [{ value: "", label: all }] : []),
  ...Object.entries(messages).map(([value, message]) => ({ value, label: t(message) })),
];
