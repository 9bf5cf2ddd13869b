import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { MpesaGivingService } from "./mpesa-giving.service.js";

const ACCEPTED = { ResultCode: 0, ResultDesc: "Accepted" };
const REFUSED = { ResultCode: 1, ResultDesc: "Rejected" };
const NOT_YET = { ResultCode: 1, ResultDesc: "Not saved yet: send it again" };

/**
 * The longest a notice waits for its answer: well inside the server's 30 s idle time-out, after
 * which Daraja would get no answer at all. A notice not saved by then (the database held by another
 * process, say) is answered 503, and its work goes on: Daraja sends it again, and settling a notice
 * twice counts it once.
 */
const NOTICE_ANSWER_WITHIN_MS = 20_000;

/** Answers a notice by what the service made of it, or NOT_YET once NOTICE_ANSWER_WITHIN_MS has passed. */
async function answerInTime(request: FastifyRequest, reply: FastifyReply, work: Promise<boolean>) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), NOTICE_ANSWER_WITHIN_MS);
  });
  const accepted = await Promise.race([work, late]).finally(() => clearTimeout(timer));
  if (accepted === "late") {
    work.catch((error: unknown) =>
      request.log.warn({ err: error }, "an M-Pesa notice answered late failed; Daraja sends it again"),
    );
    return reply.code(503).header("retry-after", "60").send(NOT_YET);
  }
  return reply.code(accepted ? 200 : 404).send(accepted ? ACCEPTED : REFUSED);
}

/**
 * The addresses Daraja calls: a prompt's result, and the paybill's validation and confirmation.
 * Each carries a long random secret; what the notice means is the service's to decide.
 */
export function registerMpesaCallbacks(app: FastifyInstance, mpesa: MpesaGivingService): void {
  app.post<{ Params: { id: string; secret: string } }>("/mpesa/stk-callback/:id/:secret", (request, reply) =>
    answerInTime(
      request,
      reply,
      mpesa.receivePromptCallback(request.params.id, request.params.secret, request.body, request.ip),
    ),
  );
  for (const kind of ["validation", "confirmation"] as const) {
    app.post<{ Params: { secret: string } }>(`/mpesa/paybill/:secret/${kind}`, (request, reply) =>
      answerInTime(
        request,
        reply,
        mpesa.receivePaybillNotice(kind, request.params.secret, request.body, request.ip),
      ),
    );
  }
}
