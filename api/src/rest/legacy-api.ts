import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { buildContext } from "../context.js";
import { AppError, UnauthenticatedError, UserInputError } from "../errors.js";
import type { Services } from "../services.js";
import { LEGACY_ROUTES } from "./legacy-routes.js";

/** The /api/* adapter: registers the legacy table and answers every error in the contract's shape. */
export async function legacyApi(app: FastifyInstance, options: { services: Services }): Promise<void> {
  for (const route of LEGACY_ROUTES) {
    app.route({
      method: route.method,
      url: route.path,
      handler: async (request) =>
        route.handler(
          await buildContext(request, options.services),
          request.params as Record<string, string>,
          route.method === "POST" ? jsonObjectOf(request.body) : {},
        ),
    });
  }

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The old pages look for Status: "Failed" to send the user to the login page.
    if (error instanceof UnauthenticatedError) {
      return reply.code(401).send({ Status: "Failed", message: error.message });
    }
    if (error instanceof AppError) {
      return reply.code(error.httpStatus).send({ status: "error", message: error.message });
    }
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
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
 * A legacy write takes a JSON object. Anything else (a bare string from a text/plain post, an
 * array, nothing) is refused before it reaches a service; this also keeps a cross-site form,
 * which cannot send JSON, from writing.
 */
function jsonObjectOf(body: unknown): Record<string, unknown> {
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
