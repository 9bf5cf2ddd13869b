import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { admitApiToken, buildContext, carriesApiToken, headerTokenOf, SESSION_COOKIE } from "../context.js";
import {
  AppError,
  fieldOf,
  ForbiddenError,
  TooManyRequestsError,
  UnauthenticatedError,
  UserInputError,
} from "../errors.js";
import type { DatabaseHealth } from "../db/database-health.js";
import type { Services } from "../services.js";
import { LegacyPage } from "../lib/legacy-page.js";
import { LEGACY_ROUTES, type LegacyRoute } from "./legacy-routes.js";

declare module "fastify" {
  interface FastifyContextConfig {
    failure?: LegacyRoute["failure"];
  }
}

/** The /api/* adapter: registers the legacy table and answers every error in the contract's shape. */
export async function legacyApi(
  app: FastifyInstance,
  options: { services: Services; publicUrl: string; databaseHealth: DatabaseHealth },
): Promise<void> {
  // Before the body is read: a refused token's request costs no more than its headers.
  app.addHook("onRequest", (request, _reply, done) => {
    if (!carriesApiToken(request, options.services)) return done();
    admitApiToken(request, options.services).then(() => done(), done);
  });
  for (const route of LEGACY_ROUTES) {
    app.route({
      method: route.method,
      url: route.path,
      config: { failure: route.failure },
      handler: async (request, reply) => {
        if (route.method !== "GET") refuseCrossSiteCookieWrite(request, options.publicUrl);
        const answer = await route.handler(
          await buildContext(request, options.services),
          request.params as Record<string, string>,
          route.method === "POST" ? jsonObjectOf(request.body) : {},
          request.query as Record<string, string | undefined>,
        );
        return answer instanceof LegacyPage ? sendLegacyPage(request, reply, answer) : answer;
      },
    });
  }

  app.setErrorHandler((caught: FastifyError, request, reply) => {
    const failure = request.routeOptions.config.failure;
    const error = options.databaseHealth.noteFailure(caught) ?? caught;
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError && error.retryAfterSeconds) {
        void reply.header("retry-after", String(error.retryAfterSeconds));
      }
      if (failure) return reply.code(error.httpStatus).send({ ...failure(error.message), ...fieldOf(error) });
      // The old pages look for Status: "Failed" to send the user to the login page.
      if (error instanceof UnauthenticatedError) {
        return reply.code(401).send({ Status: "Failed", message: error.message });
      }
      return reply
        .code(error.httpStatus)
        .send({ status: "error", message: error.message, ...fieldOf(error) });
    }
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY") {
      return reply.code(400).send({ status: "error", message: "The request body is not valid JSON" });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ status: "error", message: error.message });
    }
    request.log.error({ err: error }, "legacy API request failed");
    return reply.code(500).send({ status: "error", message: "Something went wrong on the server" });
  });
}

/**
 * A browser adds the session cookie to any request, even one a hostile page makes, so a write
 * that relies on the cookie must come from this site's own pages. A token sent in a header is
 * proof enough: no other site can read it to send it.
 */
function refuseCrossSiteCookieWrite(request: FastifyRequest, publicUrl: string): void {
  if (headerTokenOf(request) || !request.cookies?.[SESSION_COOKIE]) return;
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  const ownOrigins = [new URL(publicUrl).origin, `${request.protocol}://${request.host}`];
  if (!origin || !ownOrigins.includes(origin)) {
    throw new ForbiddenError("This request came from another site and was refused");
  }
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * A legacy write takes a JSON object, or no body at all (POST /api/logout). Anything else (a bare
 * string from a text/plain post, an array) is refused before it reaches a service; this also keeps
 * a cross-site form, which cannot send JSON, from writing.
 */
function jsonObjectOf(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new UserInputError("The request body must be a JSON object (Content-Type: application/json)");
  }
  return body as Record<string, unknown>;
}

export function isLegacyApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/");
}

export function replyNoSuchLegacyPath(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .send({ status: "error", message: `There is no API path ${request.method} ${request.url}` });
}

/**
 * Sends a page as the contract's bare array, saying in headers how many items the list has
 * (`X-Total-Count`) and where its next and previous pages are (`Link`, RFC 8288), so that an
 * integrator can tell a capped answer from a whole one.
 */
export function sendLegacyPage<Item>(
  request: FastifyRequest,
  reply: FastifyReply,
  { page }: LegacyPage<Item>,
) {
  const pathname = request.url.split("?", 1)[0];
  const links: string[] = [];
  if (page.page < page.pageCount) links.push(`<${pathname}?page=${page.page + 1}>; rel="next"`);
  if (page.page > 1)
    links.push(`<${pathname}?page=${Math.min(page.page - 1, page.pageCount || 1)}>; rel="prev"`);
  void reply.header("x-total-count", String(page.total));
  if (links.length > 0) void reply.header("link", links.join(", "));
  return page.items;
}
