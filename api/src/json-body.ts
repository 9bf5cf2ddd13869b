import type { FastifyInstance } from "fastify";

/**
 * JSON nested deeper than this is refused before it is parsed. No GraphQL request or legacy body
 * nests anywhere near so deep, and code that walks a parsed value (variables, the cache's key,
 * the log) recurses once per level: 100,000 levels overflowed the stack and answered 500.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Parses the JSON bodies of every route: as Fastify does (with its guard against prototype
 * poisoning), except that an empty body is no body (what many HTTP clients send with a default
 * `Content-Type: application/json` on a DELETE), and that deep nesting is refused with 400.
 */
export function acceptJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === "") return done(null, undefined);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      const error = new Error(`The request body nests JSON more than ${MAX_JSON_DEPTH} levels deep`);
      return done(Object.assign(error, { statusCode: 400 }), undefined);
    }
    return parseJson(request, text, done);
  });
}

/** Whether any object or array in `json` lies more than `limit` levels deep, counted without parsing. */
function nestsDeeperThan(json: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index += 1) {
    const character = json[index];
    if (inString) {
      if (character === "\\") index += 1;
      else if (character === '"') inString = false;
    } else if (character === '"') {
      inString = true;
    } else if (character === "{" || character === "[") {
      depth += 1;
      if (depth > limit) return true;
    } else if (character === "}" || character === "]") {
      depth -= 1;
    }
  }
  return false;
}
