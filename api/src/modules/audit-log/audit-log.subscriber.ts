import type {
  DataSource,
  EntityManager,
  EntityMetadata,
  EntitySubscriberInterface,
  InsertEvent,
  ObjectLiteral,
  RemoveEvent,
  UpdateEvent,
} from "typeorm";
import { criteriaWrite, watchWrites } from "../../db/store.js";
import { requestScope } from "../../db/unit-of-work.js";
import { AdminUser } from "../admin-user/admin-user.entity.js";
import { auditKind, labelsOf } from "./audit-labels.js";
import { AuditAction, AuditActorKind, AuditLogEntry } from "./audit-log.entity.js";
import type { AuditRules } from "./audit-rules.js";

/**
 * Tables that are the site's own bookkeeping, not anyone's act: sessions, known sign-in clients,
 * codes and links to reset a password, app state, the revisions kept beside each save, and the
 * audit log itself (a module may name more of its own: AuditRules). Sign-ins and password resets
 * are recorded by the auth service in words of their own.
 */
export const BOOKKEEPING_TABLES = new Set([
  "admin_session",
  "known_sign_in_client",
  "password_reset",
  "app_state",
  "content_revision",
  "audit_log",
]);

/** Columns a table writes for its own running: an update of these alone is no one's act. */
export const BOOKKEEPING_COLUMNS: Record<string, ReadonlySet<string>> = {
  admin_user: new Set(["lastSignInAt"]),
  api_token: new Set(["lastUsedAt"]),
  // Where the event stands among the coming ones, worked out from its dates (event/next-dates.ts).
  event: new Set(["nextDate", "nextStartTime", "nextKnownOn"]),
  // The finders' words, written from the name, town and vicar or kind (lib/finder.ts).
  parish: new Set(["searchText"]),
  institution: new Set(["searchText"]),
};

/** A field whose very name may be a secret's: never listed, whatever table it is in. */
export const SECRET_FIELD = /password|secret|token|hash|code/i;

/** What an entry says of who acted. */
export interface AuditActor {
  kind: AuditActorKind;
  id: number | null;
  name: string | null;
  clientAddress: string | null;
}

/** An entry to add, without its id and time, which the database gives it. */
export type NewAuditEntry = Omit<AuditLogEntry, "id" | "at">;

/** The names of the records a delete (by criteria, or of an entity) removes, read before it runs. */
const namesBeforeRemove = new WeakMap<object, Map<string, string>>();
/** The data sources whose writes are audited (tests run several apps in one process). */
const audited = new WeakSet<DataSource>();

/** Records every write of staff and API tokens to the data source from now on (once, however often called). */
export function auditWrites(dataSource: DataSource, rules: AuditRules): void {
  if (audited.has(dataSource)) return;
  audited.add(dataSource);
  watchWrites(dataSource, { records: (table, values) => recordsWrite(rules, table, values) });
  dataSource.subscribers.push(new AuditLogSubscriber(rules));
}

/**
 * Records every write of staff and API tokens, whatever the transport, from beneath both: a
 * TypeORM subscriber that adds the entry with the write's own query runner, so that, inside a
 * transaction, the write and its entry are committed together or not at all. A refused or
 * invalid write never reaches the database, so it records nothing.
 *
 * Who acted comes from the request's RequestScope (context.ts puts the actor there). Writes made
 * outside any request (start-up, the command line, scheduled publishing, M-Pesa's status sweep)
 * are the system's. A visitor's own writes (subscribing to the newsletter, opening an M-Pesa
 * prompt) are not recorded, except where a module's rules say (what reaches the ledger of gifts).
 */
class AuditLogSubscriber implements EntitySubscriberInterface {
  constructor(private readonly rules: AuditRules) {}

  beforeInsert(event: InsertEvent<ObjectLiteral>): void {
    const table = event.metadata.tableName;
    if (!mayRecord(this.rules, table) || !actionOfInsert(this.rules, table, event.entity)) return;
    // A save() runs in a transaction of its own; a bare insert only through the store (db/store.ts).
    if (!event.queryRunner.isTransactionActive) throw writeOutsideStore("insert", table);
  }

  beforeUpdate(event: UpdateEvent<ObjectLiteral>): void {
    if (event.databaseEntity !== undefined) return; // a save(): it names its entity
    requireThroughStore(this.rules, "update", event.metadata.tableName, event.entity ?? {});
  }

  async beforeRemove(event: RemoveEvent<ObjectLiteral>): Promise<void> {
    const table = event.metadata.tableName;
    if (!event.entity) requireThroughStore(this.rules, "delete", table);
    if (!mayRecord(this.rules, table)) return;
    const removing = event.entity ?? criteriaWrite();
    if (!removing || namesBeforeRemove.has(removing)) return;
    const ids = event.entity ? [idOfRemoved(event)] : criteriaWrite()!.ids;
    namesBeforeRemove.set(removing, await labelsOf(event.manager, event.metadata, ids));
  }

  async afterInsert(event: InsertEvent<ObjectLiteral>): Promise<void> {
    const table = event.metadata.tableName;
    const action = actionOfInsert(this.rules, table, event.entity);
    if (!action) return;
    const actor = await this.actorFor(table, event.manager);
    if (!actor) return;
    const id = idText(event.metadata.getEntityIdMixedMap(event.entity));
    const names = await labelsOf(event.manager, event.metadata, [id]);
    await this.add(event.manager, actor, event.metadata, id, names, action, []);
  }

  async afterUpdate(event: UpdateEvent<ObjectLiteral>): Promise<void> {
    const table = event.metadata.tableName;
    const byCriteria = event.databaseEntity === undefined;
    const changed = byCriteria
      ? Object.keys(event.entity ?? {})
      : event.updatedColumns.map((column) => column.propertyName);
    const action = actionOfUpdate(this.rules, table, changed, event.entity);
    if (!action) return;
    const actor = await this.actorFor(table, event.manager);
    if (!actor) return;
    const ids = byCriteria
      ? (criteriaWrite()?.ids ?? [])
      : [idText(event.metadata.getEntityIdMixedMap(event.databaseEntity))];
    const fields = listedFields(table, changed);
    const names = await labelsOf(event.manager, event.metadata, ids);
    for (const id of ids) {
      const own = action === AuditAction.PASSWORD_RESET && isActorsOwnAccount(actor, table, id);
      const said = own ? AuditAction.PASSWORD_CHANGED : action;
      await this.add(event.manager, actor, event.metadata, id, names, said, fields);
    }
  }

  async afterRemove(event: RemoveEvent<ObjectLiteral>): Promise<void> {
    const table = event.metadata.tableName;
    if (isBookkeeping(this.rules, table)) return;
    const actor = await this.actorFor(table, event.manager);
    if (!actor) return;
    const write = criteriaWrite();
    const ids = event.entity ? [idOfRemoved(event)] : (write?.ids ?? []);
    const removing = event.entity ?? write;
    const names = (removing && namesBeforeRemove.get(removing)) || new Map<string, string>();
    for (const id of ids) {
      await this.add(event.manager, actor, event.metadata, id, names, AuditAction.DELETED, []);
    }
  }

  /** Who the entry names, or null when the write is a visitor's own and not recorded. */
  private async actorFor(table: string, manager: EntityManager): Promise<AuditActor | null> {
    const scope = requestScope();
    if (!scope) return { kind: AuditActorKind.SYSTEM, id: null, name: null, clientAddress: null };
    const { actor } = scope;
    if (actor?.apiToken) {
      const { id, name } = actor.apiToken;
      return { kind: AuditActorKind.API_TOKEN, id, name, clientAddress: scope.clientAddress };
    }
    if (actor && actor.userId > 0) {
      scope.staffName ??=
        (await manager.findOne(AdminUser, { where: { id: actor.userId }, select: { name: true } }))?.name ??
        "";
      return {
        kind: AuditActorKind.STAFF,
        id: actor.userId,
        name: scope.staffName || null,
        clientAddress: scope.clientAddress,
      };
    }
    if (!this.rules[table]?.visitorsWritesRecorded) return null;
    return { kind: AuditActorKind.SYSTEM, id: null, name: null, clientAddress: scope.clientAddress };
  }

  private async add(
    manager: EntityManager,
    actor: AuditActor,
    metadata: EntityMetadata,
    entityId: string | null,
    names: ReadonlyMap<string, string>,
    action: AuditAction,
    fields: string[],
  ): Promise<void> {
    // Nothing reads the entry back: without updateEntity(false) TypeORM would select each new
    // entry's id and time after inserting it (on SQLite, which has no RETURNING for it), one
    // more query for every write audited (267 of the 1,900 that write the sample content).
    await manager
      .createQueryBuilder()
      .insert()
      .into(AuditLogEntry)
      .values({
        actorKind: actor.kind,
        actorId: actor.id,
        actorName: actor.name,
        clientAddress: actor.clientAddress,
        entity: auditKind(metadata.tableName),
        entityId,
        label: (entityId !== null && names.get(entityId)) || null,
        action,
        fields,
      } satisfies NewAuditEntry)
      .updateEntity(false)
      .execute();
  }
}

function idText(id: unknown): string | null {
  return id === undefined || id === null ? null : String(id);
}

/** The id of the entity a repository's remove() deletes. */
function idOfRemoved(event: RemoveEvent<ObjectLiteral>): string | null {
  return idText(event.entityId ?? event.metadata.getEntityIdMixedMap(event.databaseEntity ?? event.entity));
}

/** The field names an entry lists: no bookkeeping, and nothing whose name may be a secret's. */
function listedFields(table: string, changed: string[]): string[] {
  const bookkeeping = BOOKKEEPING_COLUMNS[table];
  return changed.filter((field) => !bookkeeping?.has(field) && !SECRET_FIELD.test(field));
}

/** What an insert of these values is, or null when it is no one's act (bookkeeping, or a module's rules say so). */
function actionOfInsert(
  rules: AuditRules,
  table: string,
  values: ObjectLiteral | undefined,
): AuditAction | null {
  if (isBookkeeping(rules, table)) return null;
  const inserted = rules[table]?.inserted;
  return inserted ? inserted(values) : AuditAction.CREATED;
}

/**
 * An update or delete by criteria tells subscribers neither which rows it touches nor their ids:
 * one of a table that may be recorded must come through the store, which reads them first.
 */
function requireThroughStore(rules: AuditRules, change: string, table: string, values?: ObjectLiteral): void {
  if (recordsWrite(rules, table, values) && criteriaWrite()?.table !== table) {
    throw writeOutsideStore(change, table);
  }
}

/**
 * Whether a write by criteria is recorded: an update that sets `values` only when it is someone's
 * act (not, say, the M-Pesa sweep's claim of a prompt, which then needs no transaction nor ids).
 */
function recordsWrite(rules: AuditRules, table: string, values?: ObjectLiteral): boolean {
  if (!mayRecord(rules, table)) return false;
  return values === undefined || actionOfUpdate(rules, table, Object.keys(values), values) !== null;
}

function writeOutsideStore(change: string, table: string): Error {
  return new Error(
    `An ${change} of ${table} that the audit log records went round the store: write it with db/store.ts`,
  );
}

function isBookkeeping(rules: AuditRules, table: string): boolean {
  return BOOKKEEPING_TABLES.has(table) || rules[table]?.bookkeeping === true;
}

/**
 * What an update is, or null when it is no one's act: bookkeeping, or what a module's rules say
 * is not (a prompt's bookkeeping in the ledger, say). A new password hash is a reset unless the
 * staff member set it themself (then it is a change, see afterUpdate).
 */
function actionOfUpdate(
  rules: AuditRules,
  table: string,
  changed: string[],
  values: ObjectLiteral | undefined,
): AuditAction | null {
  if (isBookkeeping(rules, table)) return null;
  const updated = rules[table]?.updated;
  if (updated) return updated(values);
  const bookkeeping = BOOKKEEPING_COLUMNS[table];
  const acts = changed.filter((field) => !bookkeeping?.has(field));
  if (acts.length === 0) return null;
  if (table === "admin_user" && acts.includes("passwordHash")) return AuditAction.PASSWORD_RESET;
  return AuditAction.UPDATED;
}

function isActorsOwnAccount(actor: AuditActor, table: string, id: string | null): boolean {
  return table === "admin_user" && actor.kind === AuditActorKind.STAFF && String(actor.id) === id;
}

/** Whether a write of the table in the running code may be recorded (actorFor decides for sure). */
function mayRecord(rules: AuditRules, table: string): boolean {
  if (isBookkeeping(rules, table)) return false;
  const scope = requestScope();
  return !scope || Boolean(scope.actor) || rules[table]?.visitorsWritesRecorded === true;
}
