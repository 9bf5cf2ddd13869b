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
 * What an answer that no browser shows as a document carries (JSON, a stream of events): the
 * headers OWASP lists for a REST API. The rest of helmet's set tells a browser how to treat a
 * document it shows (its scripts, styles, links and windows), which such an answer never is, as
 * nosniff keeps it from being taken for HTML; and each header costs time on every answer (a
 * twelfth of /healthz's, issue #18's profile).
 */
export function dataAnswerHeadersOf(documentHeaders: Record<string, string>): Record<string, string> {
  return {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "x-frame-options": "DENY",
    "x-content-type-options": documentHeaders["x-content-type-options"]!,
    "strict-transport-security": documentHeaders["strict-transport-security"]!,
    "cross-origin-resource-policy": documentHeaders["cross-origin-resource-policy"]!,
  };
}

const DATA_ANSWER = /json|^text\/event-stream/;

/**
 * Sends helmet's headers with every answer a browser may show as a document (pages, pictures,
 * files, and any answer without a content type), and the data answer's shorter set with the
 * rest. A route that writes its own head (the appeal's live progress) adds the data answer's set
 * itself. Returns the data answer's set.
 *
 * Every answer's headers begin with the data answer's set, in one order, as the request arrives;
 * a document's answer adds and changes the rest once its type is known. Set last, after the
 * headers each kind of answer sets in its own order, the five cost 12.6 µs of /healthz's CPU a
 * request (V8 grows a reply's object of headers a field at a time, quickest along a path it has
 * taken before); set first, 2.9 µs.
 */
export function sendSecurityHeaders(app: FastifyInstance, options: HelmetOptions): Record<string, string> {
  const documentHeaders = securityHeadersOf(options);
  const dataAnswerHeaders = dataAnswerHeadersOf(documentHeaders);
  const documentOnly = Object.fromEntries(
    Object.entries(documentHeaders).filter(([name, value]) => dataAnswerHeaders[name] !== value),
  );
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(dataAnswerHeaders);
    done();
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    const contentType = reply.getHeader("content-type");
    if (typeof contentType !== "string" || !DATA_ANSWER.test(contentType)) reply.headers(documentOnly);
    done(null, payload);
  });
  return dataAnswerHeaders;
}
