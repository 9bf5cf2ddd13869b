import type { FastifyInstance } from "fastify";
import type { MpesaGivingService } from "./mpesa-giving.service.js";

const ACCEPTED = { ResultCode: 0, ResultDesc: "Accepted" };
const REFUSED = { ResultCode: 1, ResultDesc: "Rejected" };

/**
 * The addresses Daraja calls: a prompt's result, and the paybill's validation and confirmation.
 * Each carries a long random secret; what the notice means is the service's to decide.
 */
export function registerMpesaCallbacks(app: FastifyInstance, mpesa: MpesaGivingService): void {
  app.post<{ Params: { id: string; secret: string } }>(
    "/mpesa/stk-callback/:id/:secret",
    async (request, reply) => {
      const accepted = await mpesa.receivePromptCallback(
        request.params.id,
        request.params.secret,
        request.body,
        request.ip,
      );
      return reply.code(accepted ? 200 : 404).send(accepted ? ACCEPTED : REFUSED);
    },
  );
  for (const kind of ["validation", "confirmation"] as const) {
    app.post<{ Params: { secret: string } }>(`/mpesa/paybill/:secret/${kind}`, async (request, reply) => {
      const accepted = await mpesa.receivePaybillNotice(
        kind,
        request.params.secret,
        request.body,
        request.ip,
      );
      return reply.code(accepted ? 200 : 404).send(accepted ? ACCEPTED : REFUSED);
    });
  }
}
