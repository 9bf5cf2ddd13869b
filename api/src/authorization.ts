import { ForbiddenError, UnauthenticatedError } from "./errors.js";

/*
 * The roles of staff and the scopes of API tokens are named here, where they are decided on, and
 * not in their modules' entities (which register them with GraphQL): the modules' services import
 * this file, so it imports no module.
 */

export const AdminRole = {
  SYSTEM_ADMIN: "system_admin",
  EDITOR: "editor",
  PARISH_EDITOR: "parish_editor",
  DEPARTMENT_EDITOR: "department_editor",
  TREASURER: "treasurer",
  /** Reads the parish records (assessments, returns) of one archdeaconry's parishes; changes nothing. */
  ARCHDEACON: "archdeacon",
} as const;
export type AdminRole = (typeof AdminRole)[keyof typeof AdminRole];

/** What an integrator's token may do besides the public reads everyone may make. */
export const ApiTokenScope = { READ_PRIVATE: "READ_PRIVATE", WRITE_CONTENT: "WRITE_CONTENT" } as const;
export type ApiTokenScope = (typeof ApiTokenScope)[keyof typeof ApiTokenScope];

/** A parish or department an editor keeps, by id and by the name their refusals give. */
export interface KeptPlace {
  id: number;
  name: string;
}

/**
 * Who is behind a request: a signed-in member of staff, as the session check found them, or an
 * integrator's API token (`apiToken`). A token acts as no member of staff: its `userId` and
 * `sessionId` are 0 (no account, no session to end) and its `role` is "editor", the role that
 * reaches neither the ledger nor the staff accounts, should code ever look at the role alone.
 * What a token may do is decided here, from its scopes, before its role is looked at.
 *
 * A parish editor carries their parish (`parish`), a department editor their department
 * (`department`); null when it was deleted and no system admin has chosen another yet.
 */
export interface Actor {
  userId: number;
  role: AdminRole;
  sessionId: number;
  apiToken?: { id: number; name: string; scopes: ApiTokenScope[] };
  parish?: KeptPlace | null;
  department?: KeptPlace | null;
  /** An archdeacon's archdeaconry; null when it was deleted and no system admin has chosen another. */
  archdeaconry?: KeptPlace | null;
}

/**
 * What a piece of content belongs to: a parish, a department, both (a department's day held at a
 * parish), or the diocese (neither). Events have both; news articles a parish at most.
 */
export interface ContentOwners {
  parishId: number | null;
  departmentId?: number | null;
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
 * Content is kept at two reaches. Diocese-wide editors (an editor, a system admin, or a token with
 * WRITE_CONTENT) change any of it (requireEditor). A parish editor changes their own parish's page
 * and regular services, its events and the news tagged to it; a department editor their own
 * department's page and its events (requireParishEditing, requireDepartmentEditing,
 * requireOwnedContentEditing, which pass diocese-wide editors too). Neither creates or deletes
 * parishes or departments, and neither moves content to another parish or department
 * (requireOwnersKept). An archdeacon changes no content and no money (requireEditor refuses them,
 * and so every check above); they read the records of their archdeaconry's parishes
 * (requireParishRecordsReading, requireParishRecordReading).
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

/**
 * Diocese-wide content, what belongs to no one parish or department (or to any): an editor, a
 * system admin, or a token with WRITE_CONTENT. A parish or department editor is told what they may change.
 */
export function requireEditor(actor: Actor | null): Actor {
  if (actor?.apiToken) return requireScope(actor, ApiTokenScope.WRITE_CONTENT, "changing content");
  const staff = requireSignedIn(actor);
  if (staff.role === "treasurer") {
    throw new ForbiddenError("A treasurer's account records gifts and changes no content");
  }
  if (staff.role === "archdeacon") {
    throw new ForbiddenError(
      "An archdeacon's account reads its archdeaconry's records and changes no content",
    );
  }
  if (isScopedEditor(staff)) throw new ForbiddenError(whatTheyMayChange(staff));
  return staff;
}

/**
 * Anyone who changes some content, diocese-wide or of one parish or department: the first check of
 * a write whose record must be read before its own check (requireParishEditing and the others),
 * so that a visitor or a treasurer is refused before anything is read.
 */
export function requireSomeEditing(actor: Actor | null): Actor {
  if (actor && !actor.apiToken && isScopedEditor(actor)) return actor;
  return requireEditor(actor);
}

/**
 * What an editor may read privately (subscribers, closed job openings): an editor, a system admin,
 * or a token with READ_PRIVATE.
 */
export function requireEditorReading(actor: Actor | null): Actor {
  if (actor?.apiToken) return requireScope(actor, ApiTokenScope.READ_PRIVATE, "reading private data");
  return requireEditor(actor);
}

/**
 * Whether the actor passes requireEditorReading, for a read that shows staff more than visitors
 * rather than refusing anyone (a member of the clergy's phone and e-mail).
 */
export function mayReadPrivately(actor: Actor | null): boolean {
  try {
    requireEditorReading(actor);
    return true;
  } catch {
    return false;
  }
}

/**
 * The private side of content that belongs to a parish or department (an event's list of dates, a
 * draft article): whoever reads privately diocese-wide, and the editor of that parish or department.
 */
export function requireOwnedContentReading(actor: Actor | null, owners: ContentOwners): Actor {
  if (actor?.apiToken) return requireEditorReading(actor);
  return requireOwnedContentEditing(actor, owners);
}

/**
 * The staff's list of what is tagged to parishes (the news with its drafts): all of it for whoever
 * changes content diocese-wide (null), and their own parish's alone for a parish editor (its id).
 * A department editor keeps no news.
 */
export function requireParishContentListing(actor: Actor | null): number | null {
  if (actor && !actor.apiToken && actor.role === "parish_editor") {
    if (!actor.parish) throw new ForbiddenError(whatTheyMayChange(actor));
    return actor.parish.id;
  }
  requireEditor(actor);
  return null;
}

/** A parish's page and its regular services: diocese-wide editors, and that parish's editor. */
export function requireParishEditing(actor: Actor | null, parishId: number): Actor {
  return requireOwnedContentEditing(actor, { parishId, departmentId: null });
}

/** A department's page: diocese-wide editors, and that department's editor. */
export function requireDepartmentEditing(actor: Actor | null, departmentId: number): Actor {
  return requireOwnedContentEditing(actor, { parishId: null, departmentId });
}

/**
 * Content that belongs to a parish or a department (an event, a tagged article): diocese-wide
 * editors, the editor of its parish, and the editor of its department. Content of the diocese
 * (neither) is for diocese-wide editors alone.
 */
export function requireOwnedContentEditing(actor: Actor | null, owners: ContentOwners): Actor {
  if (!actor || actor.apiToken || !isScopedEditor(actor)) return requireEditor(actor);
  if (keepsOneOf(actor, owners)) return actor;
  throw new ForbiddenError(whatTheyMayChange(actor));
}

/**
 * What a write leaves its content belonging to. A parish editor's content stays their parish's
 * and keeps the department it had (none for a new one); a department editor's stays their
 * department's and keeps the parish it had. `before` is null for new content. Diocese-wide
 * editors give content to any parish or department.
 */
export function requireOwnersKept(actor: Actor, before: ContentOwners | null, after: ContentOwners): void {
  if (actor.apiToken || !isScopedEditor(actor)) return;
  const kept = actor.role === "parish_editor" ? actor.parish : actor.department;
  const [own, other, ownField, otherField, otherWhat] =
    actor.role === "parish_editor"
      ? (["parishId", "departmentId", "parishId", "departmentId", "a department"] as const)
      : (["departmentId", "parishId", "departmentId", "parishId", "a parish"] as const);
  if (!kept || (after[own] ?? null) !== kept.id) {
    throw new ForbiddenError(`${ownField}: ${whatTheyMayChange(actor)}`);
  }
  if ((after[other] ?? null) !== (before?.[other] ?? null)) {
    throw new ForbiddenError(
      `${otherField}: only a diocese-wide editor gives content to ${otherWhat} or takes it away`,
    );
  }
}

/**
 * What only a diocese-wide editor changes on a parish's or department's page, whatever its editor
 * may change of the rest: its name and where it sits (a parish's archdeaconry; a department's
 * address and place in the menu). `changed` names those fields a write would change.
 */
export function requireDiocesanFieldsKept(actor: Actor, changed: readonly string[]): void {
  if (actor.apiToken || !isScopedEditor(actor) || changed.length === 0) return;
  const place = actor.role === "parish_editor" ? "parish" : "department";
  throw new ForbiddenError(
    `${changed.join(", ")}: only a diocese-wide editor changes a ${place}'s name or where it sits; you can change the rest of its page`,
  );
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
  if (staff.role !== "treasurer" && staff.role !== "system_admin") {
    throw new ForbiddenError("Only a treasurer or a system admin can see and record gifts");
  }
  return staff;
}

/**
 * How far a reader of parish records (assessments and their payments, annual returns) reaches:
 * every parish (both null) for diocese-wide staff (a system admin, an editor, a treasurer) and a
 * token with READ_PRIVATE; one archdeaconry's parishes for an archdeacon; their own parish for a
 * parish editor. A department editor keeps no parish's records.
 */
export interface ParishRecordsReach {
  archdeaconryId: number | null;
  parishId: number | null;
}

export function requireParishRecordsReading(actor: Actor | null): ParishRecordsReach {
  if (actor?.apiToken) {
    requireScope(actor, ApiTokenScope.READ_PRIVATE, "reading private data");
    return { archdeaconryId: null, parishId: null };
  }
  const staff = requireSignedIn(actor);
  if (staff.role === "archdeacon") {
    if (!staff.archdeaconry) throw new ForbiddenError(NO_ARCHDEACONRY);
    return { archdeaconryId: staff.archdeaconry.id, parishId: null };
  }
  if (staff.role === "parish_editor") {
    if (!staff.parish) throw new ForbiddenError(whatTheyMayChange(staff));
    return { archdeaconryId: null, parishId: staff.parish.id };
  }
  if (staff.role === "department_editor") {
    throw new ForbiddenError("A department editor's account reads no parish's assessments or returns");
  }
  return { archdeaconryId: null, parishId: null };
}

/**
 * The synod's report of a year (modules/synod-report/): every parish's returns and money, kept as a
 * draft of the library. The diocese's people who read all of it: a system admin, an editor (the
 * diocesan secretary) and a treasurer; never a token, as keeping a document is a person's act.
 */
export function requireSynodReporting(actor: Actor | null): Actor {
  if (actor?.apiToken) throw new ForbiddenError("An API token cannot make the synod report");
  const staff = requireSignedIn(actor);
  if (staff.role !== "system_admin" && staff.role !== "editor" && staff.role !== "treasurer") {
    throw new ForbiddenError(
      "Only the diocese's editors, treasurers and system admins make the synod report: it holds every parish's records",
    );
  }
  return staff;
}

/** One parish's records: whoever reads parish records and reaches that parish. */
export function requireParishRecordReading(
  actor: Actor | null,
  parish: { id: number; archdeaconryId: number },
): Actor {
  const reach = requireParishRecordsReading(actor);
  if (reach.parishId !== null && reach.parishId !== parish.id) {
    throw new ForbiddenError("You can read only your own parish's assessments and returns");
  }
  if (reach.archdeaconryId !== null && reach.archdeaconryId !== parish.archdeaconryId) {
    throw new ForbiddenError("You can read only the parishes of your own archdeaconry");
  }
  return actor!;
}

const NO_ARCHDEACONRY = "Your account has no archdeaconry: ask a system admin to choose one in Users";

/** Staff accounts, API tokens and sessions: a system admin, never a token. */
export function requireSystemAdmin(actor: Actor | null): Actor {
  if (actor?.apiToken) throw new ForbiddenError("Only a system admin can do that, never an API token");
  const staff = requireSignedIn(actor);
  if (staff.role !== "system_admin") throw new ForbiddenError("Only a system admin can do that");
  return staff;
}

/** A parish editor or a department editor: staff whose editing reaches one place only. */
export function isScopedEditor(actor: Actor): boolean {
  return actor.role === "parish_editor" || actor.role === "department_editor";
}

/** Whether a parish or department editor keeps the parish or department the content belongs to. */
function keepsOneOf(actor: Actor, owners: ContentOwners): boolean {
  if (actor.role === "parish_editor") return actor.parish != null && owners.parishId === actor.parish.id;
  return actor.department != null && owners.departmentId === actor.department.id;
}

/** A scoped editor's refusal, which says what they may change instead. */
function whatTheyMayChange(actor: Actor): string {
  if (actor.role === "parish_editor") {
    return actor.parish
      ? `You can change only ${actor.parish.name}: its page, its regular services, its events and the news tagged to it`
      : "Your account has no parish to keep: ask a system admin to choose one in Users";
  }
  return actor.department
    ? `You can change only ${actor.department.name}: its page and its events`
    : "Your account has no department to keep: ask a system admin to choose one in Users";
}

function requireScope(actor: Actor, scope: ApiTokenScope, what: string): Actor {
  if (!actor.apiToken?.scopes.includes(scope)) {
    throw new ForbiddenError(`This API token lacks the ${scope} scope, which ${what} needs`);
  }
  return actor;
}
