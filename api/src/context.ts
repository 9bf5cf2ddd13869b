import type { FastifyReply, FastifyRequest } from "fastify";
import type { Actor } from "./authorization.js";
import { requestScope } from "./db/unit-of-work.js";
import { UnauthenticatedError } from "./errors.js";
import { DEVICE_KNOWN_FOR_MS, wellFormedDeviceToken } from "./lib/device-tokens.js";
import { createLoaders, type RequestLoaders } from "./loaders.js";
import type { Services } from "./services.js";
import { DEFAULT_LANGUAGE, preferredLanguage, type Language } from "./site/languages.js";

/** The cookie that keeps the web app's session: HttpOnly, so no script can read it. */
export const SESSION_COOKIE = "diocese_session";

/**
 * The cookie that marks a browser where a member of staff has signed in, so that others' wrong
 * passwords do not lock them out of it (see modules/auth/sign-in-lock-out.ts).
 */
export const DEVICE_COOKIE = "diocese_device";

/** Sets or clears the web app's session cookie; only GraphQL (the web app's transport) has one. */
export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
  /** Keeps the device cookie for a year. */
  rememberDevice(deviceToken: string): void;
}

/**
 * What a GraphQL resolver or a REST handler knows about the request it serves. It names no module:
 * services.ts lists the services and loaders.ts the modules' loaders, and of a module only its
 * transports (resolvers, REST handlers, routes) import this file, so the imports make no cycle.
 */
export interface RequestContext {
  services: Services;
  /** The signed-in member of staff, or null for a visitor. */
  actor: Actor | null;
  /** The address of the client, for rate limits. */
  clientAddress: string;
  /** The device cookie the browser sent, if it is one this site makes. */
  deviceToken: string | undefined;
  sessionCookie: SessionCookie | null;
  loaders: RequestLoaders;
  /**
   * The language GraphQL answers in: the Accept-Language header's, unless the operation's
   * `language` argument says otherwise (graphql/language.plugin.ts). The legacy REST paths read
   * the entities' own (English) fields and never look at it.
   */
  language: Language;
}

/**
 * Built the same way for GraphQL and REST, so both meet the same rules. The token comes from the
 * web app's cookie, or from an `access-token` or `Authorization: Bearer` header (integrators and
 * the old pages).
 */
export async function buildContext(
  request: FastifyRequest,
  services: Services,
  reply?: FastifyReply,
): Promise<RequestContext> {
  const actor = await actorOf(request, services);
  return {
    services,
    actor,
    clientAddress: request.ip,
    deviceToken: wellFormedDeviceToken(request.cookies?.[DEVICE_COOKIE]),
    sessionCookie: reply ? sessionCookieOf(request, reply) : null,
    loaders: createLoaders(services, actor),
    language: preferredLanguage(request.headers["accept-language"]),
  };
}

const actors = new WeakMap<FastifyRequest, Promise<Actor | null>>();

/**
 * The member of staff whose session the request carries, or the API token it sends (or null),
 * looked up once per request. A header token with the API token prefix is checked against API
 * tokens only, never against sessions.
 */
export function actorOf(request: FastifyRequest, services: Services): Promise<Actor | null> {
  let actor = actors.get(request);
  if (!actor) {
    const apiToken = apiTokenOf(request, services);
    actor = apiToken
      ? services.apiTokens.authenticate(apiToken)
      : services.sessions.authenticate(sessionTokenOf(request));
    actors.set(request, actor);
    // The audit log names whoever the request's writes are for (modules/audit-log/).
    const scope = requestScope();
    if (scope)
      actor.then(
        (found) => (scope.actor = found),
        () => undefined,
      );
  }
  return actor;
}

/**
 * Lets a request with an API token through /graphql or /api/*, counting it against the token's
 * rate limit. A token that is unknown, revoked or expired is refused rather than taken for a
 * visitor's request, so that the integrator learns at once that it no longer works.
 */
export async function admitApiToken(request: FastifyRequest, services: Services): Promise<void> {
  const actor = await actorOf(request, services);
  if (!actor?.apiToken) throw new UnauthenticatedError("This API token is unknown, revoked or expired");
  await services.apiTokens.countRequest(actor.apiToken.id);
}

/** Whether the request sends an API token, for hooks to pass every other request by at no cost. */
export function carriesApiToken(request: FastifyRequest, services: Services): boolean {
  return apiTokenOf(request, services) !== undefined;
}

function apiTokenOf(request: FastifyRequest, services: Services): string | undefined {
  const token = headerTokenOf(request);
  return services.apiTokens.isApiToken(token) ? token : undefined;
}

/**
 * A visitor's context whoever asks: what the server runs for a page it sends (and keeps for others)
 * must not depend on who is signed in.
 */
export function visitorContext(
  request: FastifyRequest,
  services: Services,
  language: Language = DEFAULT_LANGUAGE,
): RequestContext {
  return {
    services,
    actor: null,
    clientAddress: request.ip,
    deviceToken: undefined,
    sessionCookie: null,
    loaders: createLoaders(services, null),
    // The page's own language (its address says it), not the header's: a kept page is the same for all.
    language,
  };
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return headerTokenOf(request) ?? (request.cookies?.[SESSION_COOKIE] || undefined);
}

/** A request that carries no session at all (no session cookie, no token): it acts as no one. */
export function isAnonymous(request: FastifyRequest): boolean {
  return !headerTokenOf(request) && !request.cookies?.[SESSION_COOKIE];
}

/** A token sent on purpose by the caller, which a browser never adds by itself (unlike a cookie). */
export function headerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers["access-token"];
  if (typeof header === "string" && header) return header;
  const authorization = request.headers.authorization;
  if (authorization?.startsWith("Bearer ")) return authorization.slice("Bearer ".length).trim() || undefined;
  return undefined;
}

function sessionCookieOf(request: FastifyRequest, reply: FastifyReply): SessionCookie {
  const options = {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: request.protocol === "https",
  };
  return {
    set: (token, expiresAt) =>
      void reply.setCookie(SESSION_COOKIE, token, { ...options, expires: expiresAt }),
    clear: () => void reply.clearCookie(SESSION_COOKIE, options),
    rememberDevice: (deviceToken) =>
      void reply.setCookie(DEVICE_COOKIE, deviceToken, {
        ...options,
        expires: new Date(Date.now() + DEVICE_KNOWN_FOR_MS),
      }),
  };
}
