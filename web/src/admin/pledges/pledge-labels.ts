import type { TFunction } from "i18next";
import type { HonourRollShowing, PledgeSchedule, PledgeStatus, PledgerKind } from "../gql/graphql";

export const KIND_MESSAGES = {
  PERSON: "dashboardPledges.kinds.person",
  PARISH: "dashboardPledges.kinds.parish",
  MOTHERS_UNION: "dashboardPledges.kinds.mothersUnion",
  KAMA: "dashboardPledges.kinds.kama",
  YOUTH: "dashboardPledges.kinds.youth",
  GROUP: "dashboardPledges.kinds.group",
} as const satisfies Record<PledgerKind, string>;

export const SCHEDULE_MESSAGES = {
  ONCE: "dashboardPledges.schedules.once",
  MONTHLY: "dashboardPledges.schedules.monthly",
  WEEKLY: "dashboardPledges.schedules.weekly",
} as const satisfies Record<PledgeSchedule, string>;

export const STATUS_MESSAGES = {
  OPEN: "dashboardPledges.statuses.open",
  FULFILLED: "dashboardPledges.statuses.fulfilled",
  CANCELLED: "dashboardPledges.statuses.cancelled",
} as const satisfies Record<PledgeStatus, string>;

export const HONOUR_ROLL_MESSAGES = {
  NAME_AND_AMOUNT: "dashboardPledges.honourRoll.nameAndAmount",
  NAME_ONLY: "dashboardPledges.honourRoll.nameOnly",
  ANONYMOUS: "dashboardPledges.honourRoll.anonymous",
} as const satisfies Record<HonourRollShowing, string>;

type PledgeMessage =
  | (typeof KIND_MESSAGES)[PledgerKind]
  | (typeof SCHEDULE_MESSAGES)[PledgeSchedule]
  | (typeof STATUS_MESSAGES)[PledgeStatus]
  | (typeof HONOUR_ROLL_MESSAGES)[HonourRollShowing];

/** A select's choices from a table of messages, after "All" when the filter may be left open. */
export const choicesOf = (messages: Readonly<Record<string, PledgeMessage>>, t: TFunction, all?: string) => [
  ...(all ? [{ value: "", label: all }] : []),
  ...Object.entries(messages).map(([value, message]) => ({ value, label: t(message) })),
];
