import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { buildContext } from "../context.js";
import { AppError, UnauthenticatedError } from "../errors.js";
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
          request.body,
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

export function isLegacyApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/");
}

export function replyNoSuchLegacyPath(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .send({ status: "error", message: `There is no API path ${request.method} ${request.url}` });
}
