import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from "fastify";
import {
  pino,
  type Bindings,
  type ChildLoggerOptions,
  type DestinationStream,
  type LogFn,
  type Logger,
} from "pino";

/**
 * The secrets in addresses: those M-Pesa calls back (a gift's, and the paybill's, which lasts),
 * whose reader could forge a payment; Africa's Talking's (AT_CALLBACK_SECRET), whose reader could
 * dial the USSD menu or send keywords as any number; a gift's or a pledge's token, whose reader
 * could see its receipt or its page; and a giving statement's request or link, in either language.
 */
const ADDRESS_SECRET =
  /^(\/mpesa\/stk-callback\/[^/]*\/|\/mpesa\/paybill\/|\/gifts\/|\/africastalking\/|\/pledges\/[^/]*\/|(?:\/sw)?\/giving-statement\/(?:code|download)\/)[^/?]+/;
/** The starts of the addresses that may hold one. */
const SECRET_ADDRESSES = [
  "/mpesa/",
  "/gifts/",
  "/africastalking/",
  "/pledges/",
  "/giving-statement/",
  "/sw/giving-statement/",
];

/** A URL as it may be logged: the query is cut, since reset links carry their token there. */
function loggableUrl(url: string): string {
  const query = url.indexOf("?");
  // Most addresses hold neither a query nor a secret: they are logged as they are, with no copy.
  if (query === -1 && !SECRET_ADDRESSES.some((start) => url.startsWith(start))) return url;
  const path = (query === -1 ? url : url.slice(0, query)).replace(
    ADDRESS_SECRET,
    (_whole, before: string) => `${before}…`,
  );
  return query === -1 ? path : `${path}?…`;
}

/** What TypeORM's and the drivers' errors carry of the statement that failed (PostgreSQL's detail names the values). */
const STATEMENT_FIELDS = new Set(["parameters", "query", "driverError", "detail"]);

interface LoggedRequest {
  id: string;
  method: string;
  url: string;
  ip: string;
}

/**
 * Lines for standard output are gathered and written 4 KB at a time, or a second after the first
 * of them, rather than by one system call each: a busy server writes a line per request. Whatever
 * is gathered is written out before the process exits, however it exits short of being killed.
 */
const BATCHED_STANDARD_OUTPUT = { dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 };

/**
 * Structured logs, one JSON line per event, with the request id Fastify gives every request.
 * Nothing that can hold a secret is logged: no headers (tokens, cookies), no bodies (passwords,
 * codes), no query strings (reset links), and any field named like a secret is redacted.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: {
        req: (request: LoggedRequest) => ({
          id: request.id,
          method: request.method,
          url: loggableUrl(request.url),
          remoteAddress: request.ip,
        }),
        // A database error carries the statement's values (a donor's phone, a payload): never logged.
        err: (error: Error) =>
          Object.fromEntries(
            Object.entries(pino.stdSerializers.err(error)).filter(([key]) => !STATEMENT_FIELDS.has(key)),
          ),
      },
      redact: {
        paths: ["password", "*.password", "newPassword", "*.newPassword", "token", "*.token", "otp", "*.otp"],
        censor: "[redacted]",
      },
    },
    destination ?? pino.destination(BATCHED_STANDARD_OUTPUT),
  );
}

/**
 * A request's own logger, bound to its id, made by pino only when the request first logs through
 * it: most requests never do, since their line is written without it (OneLinePerRequest), and a
 * pino child made for every request was a fiftieth of /healthz's time. Fastify's
 * `childLoggerFactory`.
 */
export function requestLoggerOf(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}

class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.logger.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: LogArguments): void {
    this.logger.fatal(...args);
  }

  error(...args: LogArguments): void {
    this.logger.error(...args);
  }

  warn(...args: LogArguments): void {
    this.logger.warn(...args);
  }

  info(...args: LogArguments): void {
    this.logger.info(...args);
  }

  debug(...args: LogArguments): void {
    this.logger.debug(...args);
  }

  trace(...args: LogArguments): void {
    this.logger.trace(...args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

type LogArguments = Parameters<LogFn>;

/** A read that takes this long is worth an operator's look: its line is written at info. */
export const SLOW_READ_MS = 1000;

/** The levels at which the routine reads' lines are written. */
const EVERY_REQUEST_LEVELS = new Set(["debug", "trace"]);

/**
 * Fastify logs two lines per request (incoming, completed); one, written when the answer has
 * gone, says all: the request, its status and how long it took. At info (the default) a request
 * has its line when it may have changed something, went wrong (a status of 400 or more, or an
 * error) or was slow (SLOW_READ_MS); a routine read, answered well and soon, has its line at
 * debug. Most requests are routine reads, many answered from the response cache, and their lines
 * were a sixth of such an answer's time (docs/operators/configuration.md).
 */
export class OneLinePerRequest extends LogController {
  /**
   * What a request's line is written with: the site's logger without redaction, which would walk
   * every field of every line looking for a secret, and the line's fields, made here, are never
   * one (the URL has lost its query and the secrets of its path). An error's line, which carries
   * the error, goes through the request's own logger and is redacted.
   */
  private readonly lines: FastifyBaseLogger;
  private readonly everyRequest: boolean;

  constructor(logger: FastifyBaseLogger) {
    super();
    this.lines = logger.child({}, { redact: [] });
    this.everyRequest = EVERY_REQUEST_LEVELS.has(logger.level);
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const routine = !error && isRoutineRead(request, reply);
    if (routine && !this.everyRequest) return;
    // Flat: the cheapest line for pino to write.
    const line = {
      method: request.method,
      url: loggableUrl(request.url),
      remoteAddress: request.ip,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) request.log.error({ ...line, err: error }, "request failed");
    // The request id first, where the request's own logger writes it.
    else if (routine) this.lines.debug({ reqId: request.id, ...line }, "request");
    else this.lines.info({ reqId: request.id, ...line }, "request");
  }
}

/**
 * A read (a GET or HEAD, or a public read the response cache answers or keeps, such as an
 * anonymous GraphQL query sent by POST: its answer says where it came from in x-cache) answered
 * with a status under 400 within SLOW_READ_MS.
 */
function isRoutineRead(request: FastifyRequest, reply: FastifyReply): boolean {
  const read = request.method === "GET" || request.method === "HEAD" || reply.hasHeader("x-cache");
  return read && reply.statusCode < 400 && reply.elapsedTime < SLOW_READ_MS;
}
