import { AsyncLocalStorage } from "node:async_hooks";
import type { Actor } from "../authorization.js";

/**
 * Who is talking to the database: one token per HTTP request (set in app.ts), so that code can
 * tell the queries of one request from those of another even when they share a connection. A
 * request's token is its RequestScope; code outside requests may run under any object of its own.
 */
export const unitOfWork = new AsyncLocalStorage<object>();

/** The diocese of a site that serves one: every row is its (db/dioceses.ts). */
export const FIRST_DIOCESE = 1;
/** What the province's own pages work for: no diocese, whose rows kept apart are none. */
export const NO_DIOCESE = 0;
/**
 * What the province's own site reads as (issue #44, step 8): every diocese's rows of the tables
 * each diocese publishes to the province (db/dioceses.ts), in transactions that can only read.
 */
export const PROVINCE_READER = -1;

/**
 * One HTTP request as the database sees it: its identity for SQLite's lock, and what the audit
 * log writes beside each of its writes. Cheap to make: the address is read only when asked for.
 */
export class RequestScope {
  /**
   * Who the request acts for, set by context.ts once it has looked them up: undefined until then
   * (the look-up's own bookkeeping writes), null for a visitor.
   */
  actor: Actor | null | undefined = undefined;
  /** The staff member's name as it is now, read once per request by the audit log. */
  staffName: string | undefined = undefined;
  /**
   * The diocese the request is for: the one its host name is where the deployment serves several
   * (app.ts), else the only one.
   */
  dioceseId = FIRST_DIOCESE;

  constructor(private readonly request: { readonly ip: string }) {}

  get clientAddress(): string {
    return this.request.ip;
  }
}

/** A unit of work of the site's own (a timed job's turn), for one diocese. */
class OwnWork {
  constructor(readonly dioceseId: number) {}
}

/** The diocese the running code works for: its request's or its own work's, else the first. */
export function currentDiocese(): number {
  const store = unitOfWork.getStore();
  return store instanceof RequestScope || store instanceof OwnWork ? store.dioceseId : FIRST_DIOCESE;
}

/** The request the running code serves, or null outside requests (start-up, timers, the command line). */
export function requestScope(): RequestScope | null {
  const store = unitOfWork.getStore();
  return store instanceof RequestScope ? store : null;
}

/** Work that runs outside any request and any unit of work of its own (start-up, the command line). */
const OUTSIDE_REQUESTS = {};

/** The unit of work the running code belongs to: its request's, its timed job's, or the one outside both. */
export function currentUnitOfWork(): object {
  return unitOfWork.getStore() ?? OUTSIDE_REQUESTS;
}

/**
 * Runs work that is no request's (a timed job's round) as a unit of work of its own, for the
 * diocese given, else the current one. All other work outside requests shares one identity, so on
 * SQLite two timed jobs whose transactions met (scheduled publishing's and the newsletter's, say)
 * would nest one inside the other.
 */
export function asUnitOfWork<Result>(
  work: () => Promise<Result>,
  dioceseId = currentDiocese(),
): Promise<Result> {
  return unitOfWork.run(new OwnWork(dioceseId), work);
}
