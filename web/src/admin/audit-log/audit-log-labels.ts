import type { AuditAction, AuditActorKind } from "../gql/graphql";

/** Each action's name, as a filter offers it. */
export const ACTION_MESSAGES = {
  CREATED: "dashboardAuditLog.actions.created",
  UPDATED: "dashboardAuditLog.actions.updated",
  DELETED: "dashboardAuditLog.actions.deleted",
  SIGNED_IN: "dashboardAuditLog.actions.signedIn",
  SIGN_IN_FAILED: "dashboardAuditLog.actions.signInFailed",
  LOCKED_OUT: "dashboardAuditLog.actions.lockedOut",
  PASSWORD_CHANGED: "dashboardAuditLog.actions.passwordChanged",
  PASSWORD_RESET: "dashboardAuditLog.actions.passwordReset",
  GIFT_RECORDED: "dashboardAuditLog.actions.giftRecorded",
  GIFT_REVERSED: "dashboardAuditLog.actions.giftReversed",
  PAYMENT_ASSIGNED: "dashboardAuditLog.actions.paymentAssigned",
  PAYMENT_SET_ASIDE: "dashboardAuditLog.actions.paymentSetAside",
  REGISTRANTS_MESSAGED: "dashboardAuditLog.actions.registrantsMessaged",
} as const satisfies Record<AuditAction, string>;

/** Each action as it ends an entry's "what" ("News article “Synod opens”: updated"). */
export const ACTION_DONE_MESSAGES = {
  CREATED: "dashboardAuditLog.actionsDone.created",
  UPDATED: "dashboardAuditLog.actionsDone.updated",
  DELETED: "dashboardAuditLog.actionsDone.deleted",
  SIGNED_IN: "dashboardAuditLog.actionsDone.signedIn",
  SIGN_IN_FAILED: "dashboardAuditLog.actionsDone.signInFailed",
  LOCKED_OUT: "dashboardAuditLog.actionsDone.lockedOut",
  PASSWORD_CHANGED: "dashboardAuditLog.actionsDone.passwordChanged",
  PASSWORD_RESET: "dashboardAuditLog.actionsDone.passwordReset",
  GIFT_RECORDED: "dashboardAuditLog.actionsDone.giftRecorded",
  GIFT_REVERSED: "dashboardAuditLog.actionsDone.giftReversed",
  PAYMENT_ASSIGNED: "dashboardAuditLog.actionsDone.paymentAssigned",
  PAYMENT_SET_ASIDE: "dashboardAuditLog.actionsDone.paymentSetAside",
  REGISTRANTS_MESSAGED: "dashboardAuditLog.actionsDone.registrantsMessaged",
} as const satisfies Record<AuditAction, string>;

export const ACTOR_MESSAGES = {
  STAFF: "dashboardAuditLog.actors.staff",
  API_TOKEN: "dashboardAuditLog.actors.apiToken",
  VISITOR: "dashboardAuditLog.actors.visitor",
  SYSTEM: "dashboardAuditLog.actors.system",
} as const satisfies Record<AuditActorKind, string>;
