import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Kind, parse } from "graphql";
import { isAnonymous } from "../context.js";
import { matchesEntityTag } from "../lib/entity-tags.js";
import { preferredLanguage } from "../site/languages.js";
import { noteTablesRead } from "../db/table-access.js";
import { type Reading, type ResponseCache } from "./response-cache.js";
import { encodedForOne, preferredEncoding, type CachedAnswer, type ContentEncoding } from "./kept-answer.js";

declare module "fastify" {
  interface FastifyRequest {
    cacheKey?: string;
    /** What the answer to a cacheable request is being made from. */
    cacheReading?: Reading;
    /** The key of the answer this request makes, which others asking for it meanwhile wait for. */
    makesAnswer?: string;
  }
}

/** Headers of an answer that its kept copies carry too: a capped legacy list's paging (lib/legacy-page.ts). */
const KEPT_HEADERS = ["link", "x-total-count"] as const;

/** Public reads of the legacy API; /api/login answers per session and is never cached. */
const CACHEABLE_REST = /^\/api\/(?!login\b)[^?]*$/;

interface GraphQLBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
  extensions?: unknown;
}

/**
 * What each GraphQL document is: remembered, since the same few documents come again and again.
 * Only documents up to this length, so that the memory it takes stays small (1,000 of them).
 */
const LONGEST_REMEMBERED_QUERY = 10_000;
const operationKinds = new Map<string, "query" | "mutation" | "invalid">();

/** Only queries are cached; a document that also holds a mutation, or does not parse, is not. */
function operationKind(query: string): "query" | "mutation" | "invalid" {
  let kind = operationKinds.get(query);
  if (!kind) {
    try {
      const document = parse(query);
      kind = document.definitions.some(
        (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation !== "query",
      )
        ? "mutation"
        : "query";
    } catch {
      kind = "invalid";
    }
    if (query.length > LONGEST_REMEMBERED_QUERY) return kind;
    if (operationKinds.size > 1000) operationKinds.clear();
    operationKinds.set(query, kind);
  }
  return kind;
}

/**
 * Serves public reads from the response cache (ContentChanges drops what each write changed). Only
 * anonymous requests are cached, so no one's private answer is served to someone else. Every kept
 * answer carries an entity tag, so that a repeat visit, or a cache in front of the site, asks
 * again with If-None-Match and is answered 304 without the body.
 */
export async function responseCachePlugin(
  app: FastifyInstance,
  { cache }: { cache: ResponseCache },
): Promise<void> {
  // Both hooks run for every request, and most have nothing to do here: they go on without a promise.
  app.addHook("preHandler", (request, reply, done) => {
    const key = cacheKeyOf(request);
    if (!key) return done();
    // When there are no other instances' changes to hear first (SQLite), a kept answer is sent at
    // once, without a promise.
    if (!cache.catchesUp && sendCached(request, reply, cache, key, "hit")) return;
    replyFromCache(request, reply, cache, key).then((replied) => {
      if (replied) return;
      reply.header("x-cache", "miss");
      request.cacheKey = key;
      request.cacheReading = cache.beginReading();
      // The handler runs inside, so that the tables its queries read are noted.
      noteTablesRead(request.cacheReading.tables, done);
    }, done);
  });

  app.addHook("onSend", (request, reply, payload, done) => {
    keepAnswer(request, reply, payload, cache);
    done(null, payload);
  });
}

function keepAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  cache: ResponseCache,
): void {
  if (request.cacheKey === undefined || reply.statusCode !== 200 || typeof payload !== "string") return;
  // A GraphQL answer with errors (a bad argument, a refusal) is not worth keeping.
  if (request.cacheKey.startsWith(GRAPHQL_KEY) && payload.includes('"errors":')) return;
  const contentType = String(reply.getHeader("content-type"));
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  const key = request.cacheKey;
  const answer = { contentType, body: payload, headers };
  const etag = cache.store(key, request.cacheReading!, answer, request.makesAnswer === key);
  if (etag) withValidator(reply, key, etag);
}

const GRAPHQL_KEY = "GRAPHQL ";
/** Every key of a page begins so (pages/pages.plugin.ts). */
export const PAGE_KEY = "PAGE ";

function cacheKeyOf(request: FastifyRequest): string | null {
  if (!isAnonymous(request)) return null;
  if (request.method === "GET" && CACHEABLE_REST.test(request.url)) return `GET ${request.url}`;
  if (request.url !== "/graphql" && !request.url.startsWith("/graphql?")) return null;
  // The answer's content type follows the Accept header, and odd parameters are refused: all count.
  const accept = request.headers.accept ?? "";
  // GraphQL answers in the language Accept-Language prefers (REST is English): the language it
  // comes to counts, not the header's spelling, so "sw", "sw-KE" and "sw;q=1" share one entry.
  const language = preferredLanguage(request.headers["accept-language"]);
  // The short parts as JSON, which holds no line break, then a line break and the longest part as
  // it is (the address, the query): escaping it for JSON cost more than the rest of the lookup.
  // Apollo runs only queries sent by GET (a mutation is refused), so any GET it answers is a read.
  if (request.method === "GET")
    return `${GRAPHQL_KEY}GET ${JSON.stringify([accept, language])}\n${request.url}`;
  if (request.method === "POST") {
    const body = request.body as GraphQLBody | undefined;
    if (typeof body?.query !== "string" || operationKind(body.query) !== "query") return null;
    const parts = [accept, language, body.variables, body.operationName, body.extensions];
    return `${GRAPHQL_KEY}POST ${JSON.stringify(parts)}\n${body.query}`;
  }
  return null;
}

/** The request headers an answer depends on: a page is lighter for `Save-Data: on` (pages.plugin.ts). */
function varyOf(key: string): string {
  if (key.startsWith(GRAPHQL_KEY)) return "accept, accept-language, accept-encoding";
  if (key.startsWith(PAGE_KEY)) return "save-data, accept-encoding";
  return "accept-encoding";
}

/**
 * The validator of a kept answer, and what a cache in front of the site needs to keep it: it may,
 * but must ask again each time (no-cache), so that no one is shown what was true before a write.
 */
function withValidator(reply: FastifyReply, key: string, etag: string): void {
  reply.header("etag", etag).header("vary", varyOf(key));
  if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-cache");
}

/**
 * Sends the cached answer for `key`, if there is one once the cache has heard every change
 * committed so far (other instances' too), and says whether it did. When there is none and
 * another request is making it, this one waits until that answer is made or that request ends:
 * after a write, a busy page is asked for by many at once, and is made once, not by each. It takes
 * that answer if it was kept, or else if it was handed over: nothing was written between that
 * answer's start and this request's asking (handedOver; never an answer over a megabyte, one that
 * read a quiet table, or one begun before the cache last came back from an outage). Else it waits
 * once more, for an answer begun after it asked, which it takes by the same rule: so a page read
 * while writes come without pause (gifts in a harambee) is made a few times for many readers, not
 * once by each of them, whose memory the site would not have. Otherwise this request makes it,
 * and others asking meanwhile wait for it.
 */
export async function replyFromCache(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
): Promise<boolean> {
  await cache.catchUp();
  if (sendCached(request, reply, cache, key, "hit")) return true;
  if (request.makesAnswer === key) return false;
  const asked = cache.generation;
  for (let round = 1; round <= 2; round++) {
    const making = cache.beingMade(key);
    if (!making) break;
    await making.made;
    if (sendCached(request, reply, cache, key, "hit")) return true;
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    const handed = cache.handedOver(making, asked, encoding);
    if (handed) return sendAnswer(request, reply, key, encoding, handed, "shared");
  }
  if (!cache.beingMade(key)) {
    request.makesAnswer = key;
    reply.raw.once("close", cache.makes(key));
  }
  return false;
}

/** Sends the kept answer for `key`, if there is one, and says whether it did. */
function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  source: "hit" | "miss",
): boolean {
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  const hit = cache.lookup(key, encoding);
  return hit !== null && sendAnswer(request, reply, key, encoding, hit, source);
}

/**
 * Sends an answer made before, in `encoding`. `x-cache` tells whoever measures the site where it
 * came from: the cache (`hit`), made for this request (`miss`, also on the request that filled
 * the cache), or made for another request asking at the same time and not kept, since a write
 * came meanwhile (`shared`). An answer that is never cached (a signed-in reader's, a write's) has none.
 */
function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  encoding: ContentEncoding,
  hit: CachedAnswer,
  source: "hit" | "miss" | "shared",
): true {
  withValidator(reply, key, hit.etag);
  reply.header("x-cache", source).headers(hit.headers);
  // Only a page's own answer is confirmed unchanged; the 404 page goes out as itself.
  if (reply.statusCode === 200 && matchesEntityTag(request.headers["if-none-match"], hit.etag)) {
    reply.code(304).send();
    return true;
  }
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  reply.header("content-type", hit.contentType).send(hit.body);
  return true;
}

/**
 * Sends an answer kept by no one (Cache-Control: no-store: a page whose address holds a reader's
 * secret, a form's answer), compressed as the reader accepts. Pages are answered by the not-found
 * handler, which @fastify/compress does not reach (it hooks routes alone): the cache compresses
 * the pages it keeps, and this the others, or a registrant's page went out at 108 KB instead of 16.
 */
export async function sendUnkept(
  request: FastifyRequest,
  reply: FastifyReply,
  contentType: string,
  body: string,
): Promise<FastifyReply> {
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  reply.header("Cache-Control", "no-store").header("vary", "accept-encoding").type(contentType);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(await encodedForOne(body, encoding));
}

/**
 * Answers a public GET that is not an API read (a page's HTML, a feed) from the cache, or makes
 * it, keeps it and sends it. Only whole successful answers are kept.
 */
export async function replyCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  contentType: string,
  produce: () => Promise<string>,
): Promise<FastifyReply> {
  if (await replyFromCache(request, reply, cache, key)) return reply;
  const [reading, body] = await readingFor(cache, produce);
  return keepAndSend(request, reply, cache, { key, reading, contentType, body });
}

/** Makes an answer with `produce`, noting what it reads (for keepAndSend). */
export async function readingFor<Answer>(
  cache: ResponseCache,
  produce: () => Promise<Answer>,
): Promise<[Reading, Answer]> {
  const reading = cache.beginReading();
  return [reading, await noteTablesRead(reading.tables, produce)];
}

/**
 * Keeps an answer made from `reading` (unless something it read was written meanwhile) and sends
 * it, compressed as the cache keeps it.
 */
export function keepAndSend(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  { key, reading, contentType, body }: { key: string; reading: Reading; contentType: string; body: string },
): FastifyReply {
  cache.store(key, reading, { contentType, body }, request.makesAnswer === key);
  if (sendCached(request, reply, cache, key, "miss")) return reply;
  return reply.header("x-cache", "miss").type(contentType).send(body);
}
