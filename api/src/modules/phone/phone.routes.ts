import type { FastifyInstance } from "fastify";
import { acceptFormPosts, formFields } from "../../lib/cross-site-form.js";
import type { SmsKeywords } from "./sms-keywords.js";
import type { UssdService } from "./ussd.service.js";

/**
 * Africa's Talking's callbacks are small forms, one USSD step or one SMS: a larger body, of any
 * type, is refused unread.
 */
const CALLBACK_MAX_BYTES = 16 * 1024;
/** What a caller sees when the menu itself fails: never a stack trace, never a silent drop. */
export const USSD_SORRY = "END Samahani, jaribu tena baadaye. Sorry, please try again later.";

/**
 * The addresses Africa's Talking calls for the phones without data, each with the secret
 * AT_CALLBACK_SECRET (a wrong one is answered 404, and nothing changes): a USSD session's step,
 * answered in text/plain, and an SMS a person sent to the short code.
 */
export async function registerPhoneCallbacks(
  app: FastifyInstance,
  { ussd, smsKeywords }: { ussd: UssdService; smsKeywords: SmsKeywords },
): Promise<void> {
  await app.register(async (scope) => {
    acceptFormPosts(scope, CALLBACK_MAX_BYTES);
    scope.post<{ Params: { secret: string } }>(
      "/africastalking/:secret/ussd",
      { bodyLimit: CALLBACK_MAX_BYTES },
      async (request, reply) => {
        let screen: string | null;
        try {
          screen = await ussd.step(request.params.secret, formFields(request.body));
        } catch (error) {
          request.log.error({ err: error }, "a USSD step failed");
          screen = USSD_SORRY;
        }
        if (screen === null) return reply.code(404).type("text/plain").send("Not found");
        return reply.type("text/plain; charset=utf-8").send(screen);
      },
    );
    scope.post<{ Params: { secret: string } }>(
      "/africastalking/:secret/sms/inbound",
      async (request, reply) => {
        const accepted = await smsKeywords.receive(request.params.secret, formFields(request.body));
        return reply.code(accepted ? 200 : 404).send(accepted ? "OK" : "Not found");
      },
    );
  });
}
