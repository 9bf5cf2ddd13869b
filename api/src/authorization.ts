import type { AdminRole } from "./modules/admin-user/admin-user.entity.js";
import { ForbiddenError, UnauthenticatedError } from "./errors.js";

/** The signed-in member of staff behind a request, as the session check found them. */
export interface Actor {
  userId: number;
  role: AdminRole;
  sessionId: number;
}

/**
 * The one place that decides who may write: every service method that changes content or reads
 * private data starts with one of these, whichever transport (GraphQL or REST) called it.
 */
export function requireStaff(actor: Actor | null): Actor {
  if (!actor) throw new UnauthenticatedError();
  return actor;
}

export function requireSystemAdmin(actor: Actor | null): Actor {
  const staff = requireStaff(actor);
  if (staff.role !== "system_admin") throw new ForbiddenError("Only a system admin can do that");
  return staff;
}

/**
 * The actor of start-up tasks that run with no request, such as filling a new database with
 * sample content. Never given to a request: only main.ts and the seed use it.
 */
export const SYSTEM_ACTOR: Actor = Object.freeze({ userId: 0, role: "system_admin", sessionId: 0 });
