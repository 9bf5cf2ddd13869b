import type { FastifyRequest } from "fastify";
import type { Services } from "./services.js";

/** What a GraphQL resolver or a REST handler knows about the request it serves. */
export interface RequestContext {
  services: Services;
}

/** Built the same way for GraphQL and REST, so both meet the same rules. */
export function buildContext(_request: FastifyRequest, services: Services): RequestContext {
  return { services };
}
