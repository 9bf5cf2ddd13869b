import { AsyncLocalStorage } from "node:async_hooks";
import {
  DeleteQueryBuilder,
  InsertQueryBuilder,
  UpdateQueryBuilder,
  type DataSource,
  type EntityManager,
  type EntityMetadata,
  type EntitySubscriberInterface,
  type InsertEvent,
  type ObjectLiteral,
  type QueryBuilder,
  type RemoveEvent,
  type UpdateEvent,
} from "typeorm";
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
const BOOKKEEPING_COLUMNS: Record<string, ReadonlySet<string>> = {
  admin_user: new Set(["lastSignInAt"]),
  api_token: new Set(["lastUsedAt"]),
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

/**
 * TypeORM's own rendering of a builder's WHERE clause, as its getQuery() does: protected in its
 * types, and the one way to read which rows an UPDATE or DELETE of a builder touches.
 */
type WhereOfBuilder = QueryBuilder<ObjectLiteral> & {
  createWhereExpression(): string;
  replacePropertyNamesForTheWholeQuery(statement: string): string;
};

/** The query builder running an update, delete or insert, for the events it broadcasts. */
const runningBuilder = new AsyncLocalStorage<QueryBuilder<ObjectLiteral>>();
/** The ids an update or delete of a query builder will touch, read before it runs. */
const idsOfBuilder = new WeakMap<QueryBuilder<ObjectLiteral>, string[]>();
/** The names of the records a delete (a builder's, or of an entity) removes, read before it runs. */
const namesBeforeRemove = new WeakMap<object, Map<string, string>>();
/** The data sources whose writes are audited, with their modules' rules (tests run several apps in one process). */
const audited = new WeakMap<DataSource, AuditRules>();

/** Records every write of staff and API tokens to the data source from now on (once, however often called). */
export function auditWrites(dataSource: DataSource, rules: AuditRules): void {
  if (audited.has(dataSource)) return;
  audited.set(dataSource, rules);
  watchQueryBuilders();
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

  async beforeUpdate(event: UpdateEvent<ObjectLiteral>): Promise<void> {
    // Only for an update that will be recorded: not, say, the M-Pesa sweep's claim of a prompt.
    const values = event.entity ?? {};
    if (actionOfUpdate(this.rules, event.metadata.tableName, Object.keys(values), values)) {
      await this.readIdsOfBuilder(event.metadata, event.manager);
    }
  }

  async beforeRemove(event: RemoveEvent<ObjectLiteral>): Promise<void> {
    if (!mayRecord(this.rules, event.metadata.tableName)) return;
    const builder = runningBuilder.getStore();
    if (!event.entity) await this.readIdsOfBuilder(event.metadata, event.manager);
    const removing = event.entity ?? builder;
    if (!removing || namesBeforeRemove.has(removing)) return;
    const ids = event.entity ? [idOfRemoved(event)] : builder ? (idsOfBuilder.get(builder) ?? []) : [];
    namesBeforeRemove.set(removing, await labelsOf(event.manager, event.metadata, ids));
  }

  async afterInsert(event: InsertEvent<ObjectLiteral>): Promise<void> {
    const table = event.metadata.tableName;
    if (isBookkeeping(this.rules, table)) return;
    const inserted = this.rules[table]?.inserted;
    const action = inserted ? inserted(event.entity) : AuditAction.CREATED;
    if (!action) return;
    const actor = await this.actorFor(table, event.manager);
    if (!actor) return;
    const id = idText(event.metadata.getEntityIdMixedMap(event.entity));
    const names = await labelsOf(event.manager, event.metadata, [id]);
    await this.add(event.manager, actor, event.metadata, id, names, action, []);
  }

  async afterUpdate(event: UpdateEvent<ObjectLiteral>): Promise<void> {
    const table = event.metadata.tableName;
    const builder = runningBuilder.getStore();
    const fromBuilder = builder !== undefined && event.entity === builder.expressionMap.valuesSet;
    const changed = fromBuilder
      ? Object.keys(event.entity ?? {})
      : event.updatedColumns.map((column) => column.propertyName);
    const action = actionOfUpdate(this.rules, table, changed, event.entity);
    if (!action) return;
    const actor = await this.actorFor(table, event.manager);
    if (!actor) return;
    const ids = fromBuilder
      ? (idsOfBuilder.get(builder) ?? [])
      : [idText(event.metadata.getEntityIdMixedMap(event.databaseEntity ?? event.entity))];
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
    const builder = runningBuilder.getStore();
    const ids = event.entity ? [idOfRemoved(event)] : builder ? (idsOfBuilder.get(builder) ?? []) : [null];
    const removing = event.entity ?? builder;
    const names = (removing && namesBeforeRemove.get(removing)) || new Map<string, string>();
    for (const id of ids) {
      await this.add(event.manager, actor, event.metadata, id, names, AuditAction.DELETED, []);
    }
  }

  /**
   * A query builder's update or delete tells its subscribers neither which rows it touches nor
   * their ids: read them first, in the same transaction, with the builder's own conditions.
   */
  private async readIdsOfBuilder(metadata: EntityMetadata, manager: EntityManager): Promise<void> {
    const builder = runningBuilder.getStore() as WhereOfBuilder | undefined;
    if (!builder || !mayRecord(this.rules, metadata.tableName) || idsOfBuilder.has(builder)) return;
    const primary = metadata.primaryColumns[0];
    if (!primary) return;
    // The statement's own WHERE, as the UPDATE or DELETE renders it (column names, no alias).
    const { driver } = manager.connection;
    const where = builder.replacePropertyNamesForTheWholeQuery(builder.createWhereExpression());
    const [sql, parameters] = driver.escapeQueryWithParameters(
      `SELECT ${driver.escape(primary.databaseName)} AS id FROM ${driver.escape(metadata.tablePath)}${where}`,
      builder.getParameters(),
      builder.expressionMap.nativeParameters,
    );
    const rows: Record<string, unknown>[] = await manager.query(sql, parameters);
    idsOfBuilder.set(
      builder,
      rows.map((row) => String(row.id)),
    );
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
    await manager.insert(AuditLogEntry, {
      actorKind: actor.kind,
      actorId: actor.id,
      actorName: actor.name,
      clientAddress: actor.clientAddress,
      entity: auditKind(metadata.tableName),
      entityId,
      label: (entityId !== null && names.get(entityId)) || null,
      action,
      fields,
    } satisfies NewAuditEntry);
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

let watching = false;

/**
 * Lets the subscriber see the query builder behind an update, delete or insert (TypeORM tells
 * subscribers only the values it sets), and makes such a write of an audited table run in a
 * transaction of its own when it is not in one already, so that it and its entry are one. Writes
 * of bookkeeping tables, and of databases without the audit log, run exactly as before.
 */
function watchQueryBuilders(): void {
  if (watching) return;
  watching = true;
  for (const Builder of [UpdateQueryBuilder, DeleteQueryBuilder, InsertQueryBuilder]) {
    const execute = Builder.prototype.execute as (this: QueryBuilder<ObjectLiteral>) => Promise<unknown>;
    Builder.prototype.execute = function (this: QueryBuilder<ObjectLiteral>) {
      const alias = this.expressionMap.mainAlias;
      const rules = audited.get(this.connection);
      if (!rules || !alias?.hasMetadata) return execute.call(this);
      if (!mayRecord(rules, alias.metadata.tableName)) return execute.call(this);
      this.expressionMap.useTransaction = true;
      return runningBuilder.run(this, () => execute.call(this));
    } as typeof Builder.prototype.execute;
  }
}
