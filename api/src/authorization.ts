import type { AdminRole } from "./modules/admin-user/admin-user.entity.js";
import { ForbiddenError, UnauthenticatedError } from "./errors.js";

/** The signed-in member of staff behind a request, as the session check found them. */
export interface Actor {
  userId: number;
  role: AdminRole;
  sessionId: number;
}

/**
 * The actor of start-up tasks and of the command line (sample content, `npm run admin`), which
 * run on the server with no request. Never built from anything a client sends.
 */
export const SYSTEM_ACTOR: Actor = Object.freeze({ userId: 0, role: "system_admin", sessionId: 0 });

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
