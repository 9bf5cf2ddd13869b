import type { Server } from "node:http";
import type { Socket } from "node:net";
import { type Readable, Transform, type TransformCallback } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { actorOf, sessionTokenOf } from "./context.js";
import { isLegacyApiPath } from "./rest/legacy-api.js";
import type { Services } from "./services.js";
import { inLanguage, LANGUAGES } from "./site/languages.js";
import { sitePaths } from "./site/site-routes.js";

/**
 * The most a request without a valid session may send: every public request (a query, a
 * sign-in, a newsletter sign-up) is far smaller. Anything larger, and every upload, needs a
 * member of staff's session, checked before a byte of the body is read (but for a mail program's
 * one-click unsubscribe, below).
 */
export const ANONYMOUS_BODY_MAX_BYTES = 64 * 1024;
/** ...and how long its body may take to arrive, against clients that send it a byte at a time. */
export const ANONYMOUS_BODY_WITHIN_MS = 10_000;

/**
 * Time-outs of the HTTP server, against clients that hold connections open: the headers must
 * arrive within 10 s, the whole request within 10 minutes (a member of staff uploading large
 * pictures over a slow line; a request without a session has 10 s for its small body, above), an
 * idle connection is closed after 30 s, and an idle keep-alive connection after 10 s. Node checks
 * the first two only every `connectionsCheckingInterval`, 30 s by default: once a second here.
 */
export const SERVER_TIME_OUTS = {
  connectionTimeout: 30_000,
  keepAliveTimeout: 10_000,
  requestTimeout: 10 * 60_000,
  http: { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
};

const MULTIPART = /^multipart\/form-data(;|$)/i;

/**
 * Where mail programs post a newsletter's one-click unsubscribe (RFC 8058), as the small multipart
 * form the RFC asks for and with no session: not an upload, and counted as any public body is.
 */
const ONE_CLICK_UNSUBSCRIBE = new Set(
  LANGUAGES.map((language) => inLanguage(language, sitePaths.newsletterUnsubscribe.path)),
);

/**
 * Refuses an upload, or a body larger than ANONYMOUS_BODY_MAX_BYTES, from a request without a
 * valid session before its body is read (so that no one can fill the disk or the memory without
 * signing in), and counts a body without a session as it arrives (a chunked one declares no
 * length), giving it ANONYMOUS_BODY_WITHIN_MS. The session is looked up only for uploads, large
 * bodies and requests that carry a token; small public bodies cost nothing more.
 */
export function limitBodiesWithoutSession(app: FastifyInstance, services: Services): void {
  app.addHook("preParsing", (request, reply, payload, done) => {
    // Every request passes here and most (every GET) have no body: those go on without a promise.
    const length = request.headers["content-length"];
    const chunked = request.headers["transfer-encoding"] !== undefined;
    if (!chunked && !Number(length)) return done(null, payload);
    // Node hands over a request as soon as its headers are read, and only then reads the body
    // that came with them: the body is looked at once that is done, on the next tick. Only a
    // body whose session is looked up waits for a promise.
    process.nextTick(() => {
      const limited = limitBody(request, reply, payload, services);
      if (limited instanceof Promise) limited.then((body) => done(null, body), done);
      else done(null, limited);
    });
  });
}

function limitBody(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: Readable,
  services: Services,
): Readable | undefined | Promise<Readable | undefined> {
  const length = request.headers["content-length"];
  const declaredBytes = length === undefined ? null : Number(length);
  const chunked = request.headers["transfer-encoding"] !== undefined;
  // Counted as sent, a compressed body could unpack to far more than it declares, and no client
  // of the site needs to send one. (This runs before @fastify/compress's own decompression.)
  const encoding = request.headers["content-encoding"];
  if (encoding !== undefined && encoding.toLowerCase() !== "identity") {
    return refuseUnread(
      request,
      reply,
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      "Send the request's body uncompressed",
    );
  }
  const multipart =
    MULTIPART.test(request.headers["content-type"] ?? "") &&
    !ONE_CLICK_UNSUBSCRIBE.has(request.url.split("?")[0]!);
  const tooLarge = declaredBytes !== null && declaredBytes > ANONYMOUS_BODY_MAX_BYTES;
  if (!multipart && !tooLarge && !sessionTokenOf(request)) {
    // Most public bodies (a query) arrive whole with their headers: nothing is left to count or time.
    if (!chunked && request.raw.readableLength >= declaredBytes!) return payload;
    return withinLimits(payload, request, reply);
  }
  return limitBodyBySession(request, reply, payload, services, { multipart, tooLarge });
}

/** An upload, a large body or one that carries a token: let through for a valid session only. */
async function limitBodyBySession(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: Readable,
  services: Services,
  { multipart, tooLarge }: { multipart: boolean; tooLarge: boolean },
): Promise<Readable | undefined> {
  if (await actorOf(request, services)) return payload;
  if (multipart) return refuseUnread(request, reply, 401, "UNAUTHENTICATED", "Sign in to upload files");
  if (tooLarge) return refuseUnread(request, reply, 413, "PAYLOAD_TOO_LARGE", TOO_LARGE_WITHOUT_SESSION);
  return withinLimits(payload, request, reply);
}

const TOO_LARGE_WITHOUT_SESSION = `Without signing in, a request may send at most ${ANONYMOUS_BODY_MAX_BYTES / 1024} KB`;

/**
 * A body without a session: cut off with 413 past the size limit, or 408 if it comes too slowly,
 * and the connection closes after the answer rather than read what is left. A body the route
 * never reads (a GET's, say) is dropped with its connection when its time is up.
 */
function withinLimits(payload: Readable, request: FastifyRequest, reply: FastifyReply): Transform {
  let received = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      received += chunk.length;
      if (received > ANONYMOUS_BODY_MAX_BYTES) {
        reply.header("connection", "close");
        return done(httpError(413, TOO_LARGE_WITHOUT_SESSION));
      }
      done(null, chunk);
    },
  });
  // Fastify listens for the stream's errors only while it reads the body.
  limited.on("error", () => undefined);
  const timer = setTimeout(() => {
    if (reply.sent) {
      request.raw.destroy();
      return;
    }
    reply.header("connection", "close");
    limited.destroy(httpError(408, "The request's body took too long to arrive"));
  }, ANONYMOUS_BODY_WITHIN_MS);
  limited.once("end", () => clearTimeout(timer)).once("close", () => clearTimeout(timer));
  payload.pipe(limited);
  return limited;
}

/**
 * Answers at once, in the shape the path's clients expect, and closes the connection rather than
 * reading the body that is still on its way. Fastify reads nothing more of an answered request.
 */
function refuseUnread(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
): undefined {
  const pathname = request.url.split("?")[0]!;
  const body = pathname.startsWith("/graphql")
    ? { errors: [{ message, extensions: { code } }] }
    : isLegacyApiPath(pathname) && status === 401
      ? { Status: "Failed", message }
      : { status: "error", message };
  reply.code(status).header("connection", "close").send(body);
  return undefined;
}

function httpError(statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}

/**
 * Closes a new connection at once when its client address already holds `max` of them, so that
 * one client cannot take every connection the server has. Behind a reverse proxy (TRUST_PROXY)
 * every visitor comes through the proxy's own address: there the proxy must hold the line.
 */
export function capConnectionsPerClient(server: Server, max: number): void {
  if (max === 0) return;
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "";
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
