import { LogController, type FastifyReply, type FastifyRequest } from "fastify";
import { pino, type DestinationStream, type Logger } from "pino";

/**
 * The secrets in the addresses M-Pesa calls back (a gift's, and the paybill's, which lasts): whoever
 * read them in a log could forge a payment.
 */
const MPESA_SECRET = /^(\/mpesa\/stk-callback\/[^/]*\/)[^/?]+|^(\/mpesa\/paybill\/)[^/?]+/;

/** A URL as it may be logged: the query is cut, since reset links carry their token there. */
function loggableUrl(url: string): string {
  const query = url.indexOf("?");
  const path = (query === -1 ? url : url.slice(0, query)).replace(
    MPESA_SECRET,
    (_whole, callback?: string, paybill?: string) => `${callback ?? paybill}…`,
  );
  return query === -1 ? path : `${path}?…`;
}

interface LoggedRequest {
  id: string;
  method: string;
  url: string;
  ip: string;
}

/**
 * Structured logs, one JSON line per event, with the request id Fastify gives every request.
 * Nothing that can hold a secret is logged: no headers (tokens, cookies), no bodies (passwords,
 * codes), no query strings (reset links), and any field named like a secret is redacted.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: {
        req: (request: LoggedRequest) => ({
          id: request.id,
          method: request.method,
          url: loggableUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
      redact: {
        paths: ["password", "*.password", "newPassword", "*.newPassword", "token", "*.token", "otp", "*.otp"],
        censor: "[redacted]",
      },
    },
    destination,
  );
}

/**
 * Fastify logs two lines per request (incoming, completed); one, written when the answer has
 * gone, says all: the request, its status and how long it took.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) request.log.error({ ...line, err: error }, "request failed");
    else request.log.info(line, "request");
  }
}
