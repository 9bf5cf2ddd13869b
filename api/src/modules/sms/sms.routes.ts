import { acceptFormPosts, formFields } from "../../lib/cross-site-form.js";
import type { FastifyInstance } from "fastify";
import type { SmsService } from "./sms.service.js";

/** Africa's Talking's delivery reports are small forms: a larger body of any type is refused unread. */
const CALLBACK_MAX_BYTES = 16 * 1024;

/**
 * The address Africa's Talking posts a message's delivery report to, with the secret
 * AT_CALLBACK_SECRET; a wrong secret is answered 404. (The SMS people send come to the phone
 * module's address beside it.)
 */
export async function registerSmsCallbacks(app: FastifyInstance, sms: SmsService): Promise<void> {
  await app.register(async (scope) => {
    acceptFormPosts(scope, CALLBACK_MAX_BYTES);
    scope.post<{ Params: { secret: string } }>(
      "/africastalking/:secret/sms/delivery",
      { bodyLimit: CALLBACK_MAX_BYTES },
      async (request, reply) => {
        const accepted = await sms.receiveDeliveryReport(request.params.secret, formFields(request.body));
        return reply.code(accepted ? 200 : 404).send(accepted ? "OK" : "Not found");
      },
    );
  });
}
