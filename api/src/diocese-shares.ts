import type { FastifyInstance, FastifyRequest } from "fastify";
import { requestScope } from "./db/unit-of-work.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A route whose answer stays open (the appeals' live progress): it takes no share of the instance. */
    heldOpen?: boolean;
  }
}

/**
 * How many requests an instance works on at once, past which each waits in its diocese's line:
 * above what busy days bring (the bench's 50 connections make some 25 an instance), so that only a
 * flood waits. At 16 the bench's 40 dioceses lost a fifth of their rate: a read of a diocese whose
 * answer is not kept waits on the database, and fewer such waits overlapped.
 */
export const WORKED_ON_AT_ONCE = 64;
/** How many of a diocese's requests may wait at once on an instance; the next is told to come back. */
export const LONGEST_LINE = 256;
/** Paths that are the deployment's, answered however busy it is: a balancer's health checks. */
const NEVER_WAIT = new Set(["/healthz", "/readyz"]);

/**
 * Each diocese's fair share of one instance, where it serves several (issue #44, step 5): at most
 * `atOnce` requests are worked on at once, and past that each waits in its diocese's line; as
 * one ends, the next is taken from the lines in turn, a diocese at a time. So a flood of requests
 * at one diocese's host makes that diocese's line long, and a visitor of another diocese waits for
 * one request to end, not for the flood. A diocese whose line is `longest` is refused more.
 */
export class DioceseShares {
  private workedOn = 0;
  /** Each diocese's waiting requests; the order of the map is the order of the turns. */
  private readonly lines = new Map<number, (() => void)[]>();

  constructor(
    private readonly atOnce = WORKED_ON_AT_ONCE,
    private readonly longest = LONGEST_LINE,
  ) {}

  /** Whether a request of the diocese is worked on at once: there is room, and no one waits. */
  tryEnter(): boolean {
    if (this.workedOn >= this.atOnce || this.lines.size > 0) return false;
    this.workedOn += 1;
    return true;
  }

  /** Waits in the diocese's line for a request's turn; false, at once, when the line is full. */
  async enter(diocese: number): Promise<boolean> {
    if (this.tryEnter()) return true;
    let line = this.lines.get(diocese);
    if (!line) {
      line = [];
      this.lines.set(diocese, line);
    }
    if (line.length >= this.longest) return false;
    const waiting = line;
    await new Promise<void>((resolve) => waiting.push(resolve));
    return true;
  }

  /** A request worked on has ended: its place goes to the first of the next diocese's line. */
  leave(): void {
    const next = this.lines.entries().next();
    if (next.done) {
      this.workedOn -= 1;
      return;
    }
    const [diocese, line] = next.value;
    const turn = line.shift()!;
    // That diocese's next waits behind the other dioceses' lines.
    this.lines.delete(diocese);
    if (line.length > 0) this.lines.set(diocese, line);
    turn();
  }

  /** How many requests wait (read by the tests). */
  get waiting(): number {
    let count = 0;
    for (const line of this.lines.values()) count += line.length;
    return count;
  }
}

const TAKEN = Symbol("a share of the instance taken");
type SharedRequest = FastifyRequest & { [TAKEN]?: boolean };

/**
 * Gives each request a share of the instance once its body is read (a slow phone sending a picture
 * holds none), until its answer is ready to send (nor does one reading the answer slowly).
 */
export function shareEachInstanceFairly(app: FastifyInstance, shares = new DioceseShares()): void {
  const leave = (request: SharedRequest) => {
    if (!request[TAKEN]) return;
    request[TAKEN] = false;
    shares.leave();
  };
  // Hooks with callbacks, and no promise on the way when there is room: every request passes them.
  app.addHook("preHandler", (request: SharedRequest, reply, done) => {
    if (request.routeOptions.config.heldOpen || NEVER_WAIT.has(request.url.split("?", 1)[0]!)) return done();
    if (shares.tryEnter()) {
      request[TAKEN] = true;
      return done();
    }
    void shares.enter(requestScope()!.dioceseId).then((entered) => {
      if (!entered) {
        reply
          .code(503)
          .header("retry-after", "5")
          .header("cache-control", "no-store")
          .send({ status: "error", message: "This site is very busy just now: try again in a few seconds" });
        return;
      }
      request[TAKEN] = true;
      done();
    });
  });
  app.addHook("onSend", (request: SharedRequest, _reply, payload, done) => {
    leave(request);
    done(null, payload);
  });
  // An answer that never reached onSend (the client went first).
  app.addHook("onResponse", (request: SharedRequest, _reply, done) => {
    leave(request);
    done();
  });
  // A client gone while its request is worked on frees its room then, not when its handler ends:
  // the handler may go on a while, but no one waits for its answer.
  app.addHook("onRequestAbort", (request: SharedRequest, done) => {
    leave(request);
    done();
  });
}
