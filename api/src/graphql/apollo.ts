import { ApolloServer } from "@apollo/server";
import { unwrapResolverError } from "@apollo/server/errors";
import { fastifyApolloDrainPlugin } from "@as-integrations/fastify";
import type { FastifyInstance } from "fastify";
import type { GraphQLFormattedError } from "graphql";
import type { RequestContext } from "../context.js";
import { AppError } from "../errors.js";
import { buildGraphQLSchema } from "./schema.js";

/**
 * The GraphQL server. The schema is public (introspection stays on, as integrators need it);
 * errors a service raises keep their code and message, and anything unexpected is logged and
 * answered without internals in production.
 */
export async function createApolloServer(
  app: FastifyInstance,
  options: { production: boolean },
): Promise<ApolloServer<RequestContext>> {
  const apollo = new ApolloServer<RequestContext>({
    schema: await buildGraphQLSchema(),
    introspection: true,
    includeStacktraceInErrorResponses: !options.production,
    plugins: [fastifyApolloDrainPlugin(app)],
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
  if (original instanceof AppError) {
    return {
      ...formatted,
      message: original.message,
      extensions: { ...formatted.extensions, code: original.code },
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
