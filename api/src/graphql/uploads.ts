import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import processRequest from "graphql-upload/processRequest.mjs";

/** A request sets one picture, or a few (a carousel's slides); more than this is refused. */
const MAX_FILES_PER_REQUEST = 10;
const TOO_MANY_FILES = `A request may carry at most ${MAX_FILES_PER_REQUEST} files. Add the photographs one request each, as the dashboard does.`;
const MULTIPART = /^multipart\/form-data(;|$)/i;
/**
 * graphql-upload keeps each file in a temp file while the request is served. The uploads being
 * received at once may together declare (Content-Length) at most as many bytes as this many
 * requests of the most files of the largest size, which bounds the temp folder (400 MB with the
 * default limit). Counting bytes rather than requests lets an editor's 200 photographs, four
 * at a time, leave room for another editor's picture.
 */
const MAX_UPLOADS_AT_ONCE = 4;
const TOO_MANY_UPLOADS = "Other uploads are being received just now. Try again in a minute.";

/**
 * Lets the GraphQL route of this scope take GraphQL multipart requests (file uploads). Fastify
 * leaves the body alone and graphql-upload parses it, handing each file to its resolver as a
 * stream while it arrives; a file over the size limit is cut off there. Apollo's CSRF prevention
 * still applies: such a request needs the apollo-require-preflight header.
 */
export function acceptGraphQLUploads(scope: FastifyInstance, options: { maxFileSize: number }): void {
  scope.addContentTypeParser("multipart/form-data", (_request, _payload, done) => done(null));

  const largestRequest = MAX_FILES_PER_REQUEST * options.maxFileSize;
  let bytesArriving = 0;
  const reading = new WeakSet<FastifyRequest>();
  const readUpload = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    // A chunked request says nothing of its size: it counts as the largest there may be, and no
    // request as more (graphql-upload cuts off a file over the limit, and refuses an eleventh).
    const declared = Number(request.headers["content-length"]);
    const bytes =
      Number.isSafeInteger(declared) && declared > 0 ? Math.min(declared, largestRequest) : largestRequest;
    if (bytesArriving + bytes > MAX_UPLOADS_AT_ONCE * largestRequest) {
      return void reply
        .code(503)
        .header("connection", "close")
        .header("retry-after", "30")
        .send({ errors: [{ message: TOO_MANY_UPLOADS, extensions: { code: "SERVICE_UNAVAILABLE" } }] });
    }
    bytesArriving += bytes;
    reply.raw.once("close", () => (bytesArriving -= bytes));
    reading.add(request);
    request.body = await processRequest(request.raw, reply.raw, {
      maxFileSize: options.maxFileSize,
      maxFiles: MAX_FILES_PER_REQUEST,
    }).catch((error: unknown) => {
      // graphql-upload refuses the map that names too many files before any file arrives, in its own words.
      throw isTooManyFiles(error) ? Object.assign(new Error(TOO_MANY_FILES), { status: 413 }) : error;
    });
  };
  // Most requests are no upload: they go on without a promise.
  scope.addHook("preValidation", (request, reply, done) => {
    if (!isMultipart(request)) return done();
    readUpload(request, reply).then(() => done(), done);
  });

  // An answer sent while an upload we are reading is still arriving (a refusal, say) reaches many
  // clients as a network error instead: wait until the request has arrived whole. (One refused
  // before it was read, such as one without a session, is answered at once and its connection closed.)
  scope.addHook("onSend", (request, _reply, payload, done) => {
    if (!reading.has(request) || request.raw.closed) return done(null, payload);
    request.raw.once("close", () => done(null, payload));
  });

  // A malformed multipart request (graphql-upload's errors carry their HTTP status) is answered
  // in GraphQL's error shape.
  scope.setErrorHandler((error: FastifyError & { status?: number }, _request, reply) => {
    const status = error.statusCode ?? error.status ?? 500;
    if (status < 400 || status >= 500) throw error;
    const code = status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST";
    return reply.code(status).send({ errors: [{ message: error.message, extensions: { code } }] });
  });
}

function isTooManyFiles(error: unknown): boolean {
  const { status, message } = error as { status?: unknown; message?: unknown };
  return status === 413 && typeof message === "string" && message.includes("max file uploads exceeded");
}

function isMultipart(request: FastifyRequest): boolean {
  return MULTIPART.test(request.headers["content-type"] ?? "");
}
