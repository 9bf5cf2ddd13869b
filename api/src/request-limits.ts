import type { Server } from "node:http";
import type { Socket } from "node:net";
import { Transform, type TransformCallback } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { actorOf, sessionTokenOf } from "./context.js";
import { isLegacyApiPath } from "./rest/legacy-api.js";
import type { Services } from "./services.js";

/**
 * The most a request without a valid session may send: every public request (a query, a
 * sign-in, a newsletter sign-up) is far smaller. Anything larger, and every upload, needs a
 * member of staff's session, checked before a byte of the body is read.
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
 * Refuses an upload, or a body larger than ANONYMOUS_BODY_MAX_BYTES, from a request without a
 * valid session before its body is read (so that no one can fill the disk or the memory without
 * signing in), and gives a smaller body without a session ANONYMOUS_BODY_WITHIN_MS to arrive. The
 * session is looked up only for such requests; small public bodies cost nothing more.
 */
export function limitBodiesWithoutSession(app: FastifyInstance, services: Services): void {
  app.addHook("preParsing", async (request, reply, payload) => {
    const declaredBytes = Number(request.headers["content-length"] ?? Number.NaN);
    const hasBody = declaredBytes > 0 || request.headers["transfer-encoding"] !== undefined;
    if (!hasBody) return payload;
    const multipart = MULTIPART.test(request.headers["content-type"] ?? "");
    const small = declaredBytes <= ANONYMOUS_BODY_MAX_BYTES;
    if (!multipart && small && !sessionTokenOf(request)) return withinTime(payload, reply);
    if (await actorOf(request, services)) return payload;
    if (multipart) return refuseUnread(request, reply, 401, "UNAUTHENTICATED", "Sign in to upload files");
    if (!small) {
      return refuseUnread(
        request,
        reply,
        413,
        "PAYLOAD_TOO_LARGE",
        `Without signing in, a request may send at most ${ANONYMOUS_BODY_MAX_BYTES / 1024} KB`,
      );
    }
    return withinTime(payload, reply);
  });
}

/**
 * A body without a session: cut off with 413 past the size limit, or 408 if it comes too slowly;
 * either way the connection closes after the answer rather than read what is left.
 */
function withinTime(payload: NodeJS.ReadableStream, reply: FastifyReply): Transform {
  let received = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      received += chunk.length;
      if (received > ANONYMOUS_BODY_MAX_BYTES) {
        reply.header("connection", "close");
        return done(
          httpError(
            413,
            `Without signing in, a request may send at most ${ANONYMOUS_BODY_MAX_BYTES / 1024} KB`,
          ),
        );
      }
      done(null, chunk);
    },
  });
  const timer = setTimeout(() => {
    // The rest of the body is never read: the connection closes after the answer.
    reply.header("connection", "close");
    limited.destroy(httpError(408, "The request's body took too long to arrive"));
  }, ANONYMOUS_BODY_WITHIN_MS);
  limited.once("end", () => clearTimeout(timer)).once("close", () => clearTimeout(timer));
  payload.pipe(limited);
  return limited;
}

/**
 * Answers at once, in the shape the path's clients expect, and closes the connection rather than
 * reading the body that is still on its way.
 */
function refuseUnread(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
): FastifyReply {
  const pathname = request.url.split("?")[0]!;
  const body = pathname.startsWith("/graphql")
    ? { errors: [{ message, extensions: { code } }] }
    : isLegacyApiPath(pathname) && status === 401
      ? { Status: "Failed", message }
      : { status: "error", message };
  return reply.code(status).header("connection", "close").send(body);
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
