import type { AuditAction, AuditActorKind } from "../gql/graphql";

export const ACTION_LABELS: Record<AuditAction, string> = {
  CREATED: "Created",
  UPDATED: "Updated",
  DELETED: "Deleted",
  SIGNED_IN: "Signed in",
  SIGN_IN_FAILED: "Sign-in failed",
  LOCKED_OUT: "Locked out",
  PASSWORD_CHANGED: "Password changed",
  PASSWORD_RESET: "Password reset",
  GIFT_RECORDED: "Gift recorded",
  GIFT_REVERSED: "Gift reversed",
};

export const ACTOR_LABELS: Record<AuditActorKind, string> = {
  STAFF: "Staff",
  API_TOKEN: "API token",
  VISITOR: "Not signed in",
  SYSTEM: "The website itself",
};

/** A field's name as staff read it: "revokedAt" as "revoked at". */
export function fieldLabel(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
}
