import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * helmet's headers (Content-Security-Policy, HSTS, X-Frame-Options and the rest) depend only on
 * its options, since the site uses no per-request nonces, so they are worked out once here.
 * @fastify/helmet built helmet afresh, parsing the policy again, for every request: a tenth of
 * the time of a cached answer (issue #18's profile).
 */
export function securityHeadersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  helmet(options)(undefined as never, recorder as never, () => undefined);
  return headers;
}

/**
 * Sends helmet's headers with every answer. A route that writes its own head (the appeal's live
 * progress) takes them from `reply.getHeaders()`.
 */
export function sendSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeadersOf(options);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
