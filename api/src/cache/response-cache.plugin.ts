import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Kind, parse } from "graphql";
import { headerTokenOf, SESSION_COOKIE } from "../context.js";
import { preferredEncoding, type ResponseCache } from "./response-cache.js";

declare module "fastify" {
  interface FastifyRequest {
    cacheKey?: string;
    cacheGeneration?: number;
  }
}

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

const isAnonymous = (request: FastifyRequest) =>
  !headerTokenOf(request) && !request.cookies?.[SESSION_COOKIE];

/**
 * Serves public reads from the response cache (ContentChanges empties it after every write). Only
 * anonymous requests are cached, so no one's private answer is served to someone else.
 */
export async function responseCachePlugin(
  app: FastifyInstance,
  { cache }: { cache: ResponseCache },
): Promise<void> {
  app.addHook("preHandler", async (request, reply) => {
    const key = cacheKeyOf(request);
    if (!key) return;
    if (await replyFromCache(request, reply, cache, key)) return reply;
    request.cacheKey = key;
    request.cacheGeneration = cache.generation;
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (request.cacheKey === undefined || reply.statusCode !== 200 || typeof payload !== "string")
      return payload;
    // A GraphQL answer with errors (a bad argument, a refusal) is not worth keeping.
    if (request.method === "POST" && payload.includes('"errors":')) return payload;
    cache.store(request.cacheKey, request.cacheGeneration!, String(reply.getHeader("content-type")), payload);
    return payload;
  });
}

function cacheKeyOf(request: FastifyRequest): string | null {
  if (!isAnonymous(request)) return null;
  if (request.method === "GET" && CACHEABLE_REST.test(request.url)) return `GET ${request.url}`;
  if (request.method === "POST" && request.url === "/graphql") {
    const body = request.body as GraphQLBody | undefined;
    if (typeof body?.query !== "string" || operationKind(body.query) !== "query") return null;
    // The answer's content type follows the Accept header, and odd parameters are refused: all count.
    const parts = [
      request.headers.accept ?? "",
      body.query,
      body.variables,
      body.operationName,
      body.extensions,
    ];
    return `POST ${JSON.stringify(parts)}`;
  }
  return null;
}

/**
 * Sends the cached answer for `key`, if there is one once the cache has heard every change
 * committed so far (other instances' too), and says whether it did.
 */
export async function replyFromCache(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
): Promise<boolean> {
  await cache.catchUp();
  return sendCached(request, reply, cache, key);
}

function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
): boolean {
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  const hit = cache.lookup(key, encoding);
  if (!hit) return false;
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  reply
    .header("content-type", hit.contentType)
    .header("vary", "accept-encoding")
    .header("x-cache", "hit")
    .send(hit.body);
  return true;
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
  const generation = cache.generation;
  return keepAndSend(request, reply, cache, { key, generation, contentType, body: await produce() });
}

/**
 * Keeps an answer made from what was read since the cache's `generation` (so that a write in
 * between leaves it unkept) and sends it, compressed as the cache keeps it.
 */
export function keepAndSend(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  {
    key,
    generation,
    contentType,
    body,
  }: { key: string; generation: number; contentType: string; body: string },
): FastifyReply {
  cache.store(key, generation, contentType, body);
  if (sendCached(request, reply, cache, key)) return reply;
  return reply.type(contentType).send(body);
}
