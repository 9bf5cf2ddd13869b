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

/*
 * The one place that decides who may do what: every service method that changes something or
 * reads private data starts with one of these, whichever transport (GraphQL or REST) called it.
 */

/** Any member of staff: their own account, and the totals of giving. */
export function requireSignedIn(actor: Actor | null): Actor {
  if (!actor) throw new UnauthenticatedError();
  return actor;
}

/** Whoever keeps the website's content: an editor or a system admin (a treasurer changes no content). */
export function requireEditor(actor: Actor | null): Actor {
  const staff = requireSignedIn(actor);
  if (staff.role === "treasurer") {
    throw new ForbiddenError("A treasurer's account records gifts and changes no content");
  }
  return staff;
}

/** Whoever keeps the ledger of gifts: a treasurer or a system admin. Editors see totals only. */
export function requireTreasurer(actor: Actor | null): Actor {
  const staff = requireSignedIn(actor);
  if (staff.role === "editor") {
    throw new ForbiddenError("Only a treasurer or a system admin can see and record gifts");
  }
  return staff;
}

export function requireSystemAdmin(actor: Actor | null): Actor {
  const staff = requireSignedIn(actor);
  if (staff.role !== "system_admin") throw new ForbiddenError("Only a system admin can do that");
  return staff;
}
