import type { FastifyInstance, FastifyRequest } from "fastify";
import { matchesEntityTag } from "../../lib/entity-tags.js";
import {
  contentTypeOf,
  isStorageKey,
  RangeNotSatisfiableError,
  StorageUnavailableError,
  type ByteRange,
  type FileContent,
  type MediaStorage,
} from "./media.storage.js";

/** A stored file's name is made from its content and never reused, so it may be kept a year. */
const ONE_YEAR_IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * /uploads/<key>: the stored files, from whichever storage the site uses, answered as a static file
 * server answers: its type from the extension (never sniffed), ETag and Last-Modified with 304 to
 * If-None-Match and If-Modified-Since, one range of Range (206, or 416 past the end; If-Range
 * honoured), and HEAD without reading the file. A key the storage would refuse is a 404; a storage
 * that cannot be reached is a 503 that says so.
 */
export function registerUploads(app: FastifyInstance, storage: MediaStorage): void {
  // GET and HEAD in one route: Fastify's own HEAD route would read the whole file to drop it.
  app.route<{ Params: { "*": string } }>({
    method: ["GET", "HEAD"],
    url: "/uploads/*",
    handler: async (request, reply) => {
      const key = request.params["*"];
      if (!isStorageKey(key)) return reply.callNotFound();
      let file: FileContent | null;
      try {
        file = await readAsAsked(storage, key, request);
      } catch (error) {
        if (error instanceof RangeNotSatisfiableError) {
          return reply.code(416).header("Content-Range", `bytes */${error.size}`).send();
        }
        if (error instanceof StorageUnavailableError) {
          return reply.code(503).send({ status: "error", message: error.message });
        }
        throw error;
      }
      if (!file) return reply.callNotFound();

      reply.headers({
        "Cache-Control": ONE_YEAR_IMMUTABLE,
        "X-Content-Type-Options": "nosniff",
        ETag: file.etag,
        "Last-Modified": file.lastModified.toUTCString(),
        "Accept-Ranges": "bytes",
      });
      if (isNotModified(request, file)) {
        file.body.destroy();
        return reply.code(304).send();
      }
      reply.type(contentTypeOf(key));
      if (file.part) {
        reply
          .code(206)
          .header("Content-Range", `bytes ${file.part.start}-${file.part.end}/${file.size}`)
          .header("Content-Length", file.part.end - file.part.start + 1);
      } else {
        reply.header("Content-Length", file.size);
      }
      if (request.method === "HEAD") {
        file.body.destroy();
        return reply.send();
      }
      return reply.send(file.body);
    },
  });
}

/**
 * The file, or the part its Range header asks for. With If-Range, the part only while the file is
 * still the one the client holds a part of (which needs the file's validators first), else all of it.
 */
async function readAsAsked(
  storage: MediaStorage,
  key: string,
  request: FastifyRequest,
): Promise<FileContent | null> {
  const range = requestedRange(request.headers.range);
  const ifRange = request.headers["if-range"];
  if (!range) return storage.read(key);
  if (!ifRange) return storage.read(key, range);
  const whole = await storage.read(key);
  if (!whole || (ifRange !== whole.etag && ifRange !== whole.lastModified.toUTCString())) return whole;
  whole.body.destroy();
  return storage.read(key, range);
}

/**
 * The one range of a Range header ("bytes=0-99", "bytes=500-", "bytes=-500"). Several ranges, or a
 * header that does not parse, give null: the whole file is answered, as HTTP allows.
 */
function requestedRange(header: string | undefined): ByteRange | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match) return null;
  const [, first, last] = match;
  const end = last === "" ? undefined : Number(last);
  if (end !== undefined && !Number.isSafeInteger(end)) return null;
  if (first === "") return end === undefined ? null : { suffix: end };
  const start = Number(first);
  if (!Number.isSafeInteger(start) || (end !== undefined && end < start)) return null;
  return end === undefined ? { start } : { start, end };
}

/** If-None-Match (weakly compared, as HTTP says for GET) or, without it, If-Modified-Since. */
function isNotModified(request: FastifyRequest, file: FileContent): boolean {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch !== undefined) return matchesEntityTag(ifNoneMatch, file.etag);
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  // HTTP dates hold whole seconds.
  return !Number.isNaN(since) && Math.floor(file.lastModified.getTime() / 1000) * 1000 <= since;
}
