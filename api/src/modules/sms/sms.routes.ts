import { acceptFormPosts } from "../../lib/cross-site-form.js";
import type { FastifyInstance } from "fastify";
import type { SmsService } from "./sms.service.js";

/** Africa's Talking's callbacks are small forms: a report or one SMS. */
const CALLBACK_MAX_BYTES = 16 * 1024;

/**
 * The addresses Africa's Talking calls, each with the secret AT_CALLBACK_SECRET: a message's
 * delivery report, and an SMS a person sent to the short code. A wrong secret is answered 404.
 */
export async function registerSmsCallbacks(app: FastifyInstance, sms: SmsService): Promise<void> {
  await app.register(async (scope) => {
    acceptFormPosts(scope, CALLBACK_MAX_BYTES);
    const routes = {
      delivery: (secret: string, form: Record<string, unknown>) => sms.receiveDeliveryReport(secret, form),
      inbound: (secret: string, form: Record<string, unknown>) => sms.receiveInbound(secret, form),
    };
    for (const [kind, receive] of Object.entries(routes)) {
      scope.post<{ Params: { secret: string } }>(
        `/africastalking/:secret/sms/${kind}`,
        async (request, reply) => {
          const form =
            typeof request.body === "object" && request.body ? (request.body as Record<string, unknown>) : {};
          const accepted = await receive(request.params.secret, form);
          return reply.code(accepted ? 200 : 404).send(accepted ? "OK" : "Not found");
        },
      );
    }
  });
}
