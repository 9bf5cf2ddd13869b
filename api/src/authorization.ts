import type { AdminRole } from "./modules/admin-user/admin-user.entity.js";
import { ApiTokenScope } from "./modules/api-token/api-token.entity.js";
import { ForbiddenError, UnauthenticatedError } from "./errors.js";

/**
 * Who is behind a request: a signed-in member of staff, as the session check found them, or an
 * integrator's API token (`apiToken`). A token acts as no member of staff: its `userId` and
 * `sessionId` are 0 (no account, no session to end) and its `role` is "editor", the role that
 * reaches neither the ledger nor the staff accounts, should code ever look at the role alone.
 * What a token may do is decided here, from its scopes, before its role is looked at.
 */
export interface Actor {
  userId: number;
  role: AdminRole;
  sessionId: number;
  apiToken?: { id: number; name: string; scopes: ApiTokenScope[] };
}

/**
 * The actor of start-up tasks and of the command line (sample content, `npm run admin`), which
 * run on the server with no request. Never built from anything a client sends.
 */
export const SYSTEM_ACTOR: Actor = Object.freeze({ userId: 0, role: "system_admin", sessionId: 0 });

/*
 * The one place that decides who may do what: every service method that changes something or
 * reads private data starts with one of these, whichever transport (GraphQL or REST) called it.
 *
 * An API token passes requireEditor with WRITE_CONTENT, and the private reads (requireEditorReading,
 * requireGivingTotals) with READ_PRIVATE. It never passes requireSignedIn (it has no account or
 * password of its own), requireTreasurer (the ledger names donors and their phones, and records
 * and reversals of gifts are a treasurer's own acts) or requireSystemAdmin (staff accounts, API
 * tokens and sessions are managed by people).
 */

/** A member of staff themself: their own account, picture and password. */
export function requireSignedIn(actor: Actor | null): Actor {
  if (!actor) throw new UnauthenticatedError();
  if (actor.apiToken) {
    throw new ForbiddenError("An API token acts for no member of staff: it has no account of its own");
  }
  return actor;
}

/** Whoever keeps the website's content: an editor, a system admin, or a token with WRITE_CONTENT. */
export function requireEditor(actor: Actor | null): Actor {
  if (actor?.apiToken) return requireScope(actor, ApiTokenScope.WRITE_CONTENT, "changing content");
  const staff = requireSignedIn(actor);
  if (staff.role === "treasurer") {
    throw new ForbiddenError("A treasurer's account records gifts and changes no content");
  }
  return staff;
}

/**
 * What an editor may read privately (subscribers, closed job openings, an event's list of dates):
 * an editor, a system admin, or a token with READ_PRIVATE.
 */
export function requireEditorReading(actor: Actor | null): Actor {
  if (actor?.apiToken) return requireScope(actor, ApiTokenScope.READ_PRIVATE, "reading private data");
  return requireEditor(actor);
}

/** The totals of giving, which every member of staff sees: also a token with READ_PRIVATE. */
export function requireGivingTotals(actor: Actor | null): Actor {
  if (actor?.apiToken) return requireScope(actor, ApiTokenScope.READ_PRIVATE, "reading private data");
  return requireSignedIn(actor);
}

/** Whoever keeps the ledger of gifts: a treasurer or a system admin. Editors see totals only. */
export function requireTreasurer(actor: Actor | null): Actor {
  if (actor?.apiToken) throw new ForbiddenError("An API token cannot see or record gifts");
  const staff = requireSignedIn(actor);
  if (staff.role === "editor") {
    throw new ForbiddenError("Only a treasurer or a system admin can see and record gifts");
  }
  return staff;
}

/** Staff accounts, API tokens and sessions: a system admin, never a token. */
export function requireSystemAdmin(actor: Actor | null): Actor {
  if (actor?.apiToken) throw new ForbiddenError("Only a system admin can do that, never an API token");
  const staff = requireSignedIn(actor);
  if (staff.role !== "system_admin") throw new ForbiddenError("Only a system admin can do that");
  return staff;
}

function requireScope(actor: Actor, scope: ApiTokenScope, what: string): Actor {
  if (!actor.apiToken?.scopes.includes(scope)) {
    throw new ForbiddenError(`This API token lacks the ${scope} scope, which ${what} needs`);
  }
  return actor;
}
