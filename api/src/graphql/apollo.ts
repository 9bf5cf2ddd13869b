import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { unwrapResolverError } from "@apollo/server/errors";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import { fastifyApolloDrainPlugin } from "@as-integrations/fastify";
import type { FastifyInstance } from "fastify";
import { admitApiToken, carriesApiToken, SESSION_COOKIE } from "../context.js";
import type { GraphQLFormattedError } from "graphql";
import type { RequestContext } from "../context.js";
import type { DatabaseHealth } from "../db/database-health.js";
import { AppError, fieldOf, TooManyRequestsError } from "../errors.js";
import type { Services } from "../services.js";
import { storageFailureOf } from "../lib/database-errors.js";
import { languageArgument } from "./language.plugin.js";
import { buildGraphQLSchema } from "./schema.js";

/**
 * What one query may ask for, so that no single request can make the server work without bound.
 * The schema itself is public: field suggestions stay on and introspection is not limited.
 */
const MAX_TOKENS = 2000;

export const QUERY_LIMITS: ConstructorParameters<typeof ApolloArmor>[0] = {
  maxDepth: { n: 10, ignoreIntrospection: true },
  costLimit: { maxCost: 5000, ignoreIntrospection: true },
  maxAliases: { n: 15 },
  maxDirectives: { n: 50 },
  // graphql-armor's token limit parses the document again in a plugin, where a syntax error
  // becomes a 500; graphql-js counts tokens while parsing instead (parseOptions below).
  maxTokens: { enabled: false },
  blockFieldSuggestion: { enabled: false },
};

/**
 * The GraphQL server. The schema is public (introspection stays on, as integrators need it);
 * errors a service raises keep their code and message, and anything unexpected is logged and
 * answered without internals in production.
 */
export async function createApolloServer(
  app: FastifyInstance,
  options: { production: boolean; databaseHealth: DatabaseHealth },
): Promise<ApolloServer<RequestContext>> {
  const armor = new ApolloArmor(QUERY_LIMITS).protect();
  const apollo = new ApolloServer<RequestContext>({
    schema: await buildGraphQLSchema(),
    introspection: true,
    allowBatchedHttpRequests: false,
    parseOptions: { maxTokens: MAX_TOKENS },
    includeStacktraceInErrorResponses: !options.production,
    validationRules: armor.validationRules,
    // graphql-armor's types name Apollo's CommonJS build; the plugins are the same objects.
    plugins: [
      ...(armor.plugins as ApolloServerPlugin<RequestContext>[]),
      fastifyApolloDrainPlugin(app),
      storageFailureStatus(options.databaseHealth),
      languageArgument(),
      ApolloServerPluginLandingPageDisabled(),
    ],
    formatError: (formatted, error) =>
      formatGraphQLError(formatted, unwrapResolverError(error), options.production, app),
  });
  await apollo.start();
  return apollo;
}

function formatGraphQLError(
  formatted: GraphQLFormattedError,
  original: unknown,
  production: boolean,
  app: FastifyInstance,
): GraphQLFormattedError {
  const appError = original instanceof AppError ? original : storageFailureOf(original);
  if (appError) {
    return {
      ...formatted,
      message: appError.message,
      extensions: { ...formatted.extensions, code: appError.code, ...fieldOf(appError) },
    };
  }
  if (formatted.extensions?.code !== "INTERNAL_SERVER_ERROR") return formatted;
  app.log.error({ err: original }, "GraphQL resolver failed");
  if (!production) return formatted;
  return {
    message: "Something went wrong on the server",
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: "INTERNAL_SERVER_ERROR" },
  };
}

/**
 * A write that failed because the disk is full or the database cannot write is answered with
 * 507 or 503 rather than 200: nothing was saved, and an integrator's script or a proxy should
 * see it without reading the body. DatabaseHealth hears of it for /readyz.
 */
function storageFailureStatus(health: DatabaseHealth): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, response }) {
          for (const error of errors) {
            const failure = health.noteFailure(unwrapResolverError(error));
            if (failure) response.http.status = failure.httpStatus;
          }
        },
      };
    },
  };
}

/**
 * Lets a query come as a plain GET (a link, a CDN, an integrator's script), so that caches can keep
 * the public ones. Apollo's CSRF prevention refuses a GET without a header that forces a preflight,
 * since a browser would send a signed-in member of staff's cookie with it, from any site. Without
 * the session cookie nothing can be forged: the request acts as no one, or as the holder of the
 * token it sends in a header, which no other site can read or make a browser send. Apollo runs only
 * queries sent by GET.
 */
export function acceptGetQueriesWithoutSessionCookie(scope: FastifyInstance): void {
  scope.addHook("onRequest", (request, _reply, done) => {
    if (request.method === "GET" && !request.cookies?.[SESSION_COOKIE]) {
      request.headers["apollo-require-preflight"] = "no session cookie";
    }
    done();
  });
}

/**
 * Refuses a request whose API token is unknown, revoked, expired or over its rate limit before its
 * body is read, in GraphQL's shape for a request that never ran: the error's HTTP status (401 or
 * 429, with Retry-After) and the error with its code, as a resolver's error would carry it.
 */
export function admitApiTokens(scope: FastifyInstance, services: Services): void {
  scope.addHook("onRequest", (request, reply, done) => {
    if (!carriesApiToken(request, services)) return done();
    admitApiToken(request, services).then(
      () => done(),
      (error: unknown) => {
        if (!(error instanceof AppError)) return done(error as Error);
        if (error instanceof TooManyRequestsError && error.retryAfterSeconds) {
          void reply.header("retry-after", String(error.retryAfterSeconds));
        }
        void reply
          .code(error.httpStatus)
          .send({ errors: [{ message: error.message, extensions: { code: error.code } }] });
      },
    );
  });
}
