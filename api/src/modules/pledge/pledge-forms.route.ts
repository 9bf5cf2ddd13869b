import type { FastifyInstance, FastifyReply } from "fastify";
import { AppError, ServiceUnavailableError, TooManyRequestsError, UserInputError } from "../../errors.js";
import { acceptFormPosts, fromAnotherSite } from "../../lib/cross-site-form.js";
import { inLanguage, LANGUAGES, type Language } from "../../site/languages.js";
import { sitePaths } from "../../site/site-routes.js";
import { type PledgePaymentProblem, type PledgeProblem } from "../../site/form-problems.js";
import type { Services } from "../../services.js";

/** A pledge form holds a few short fields; anything larger is not one. */
const FORM_MAX_BYTES = 8 * 1024;

/** Which field of the pledge form the service's refusal names, as the page that says so is addressed. */
const PROBLEM_OF_FIELD: Record<string, PledgeProblem> = {
  amountKes: "amount",
  dueOn: "due",
  phone: "phone",
  name: "name",
  pledgerKind: "name",
  email: "email",
  parishId: "parish",
  projectId: "project",
};

type Form = Record<string, unknown>;
const fieldOf = (form: Form) => (name: string) =>
  typeof form[name] === "string" ? (form[name] as string) : "";
/** A number only when it is written as a whole one: the service says what is wrong otherwise. */
const amountOf = (text: string) => {
  const amount = text.replace(/[\s,]/g, "");
  return /^\d{1,9}$/.test(amount) ? Number(amount) : amount;
};

/**
 * The pledge pages' forms posted without JavaScript (a cheap phone): the pledge form, and on a
 * pledge's own page the payment, the reminders' and the stop-every-SMS forms. Each answers 303 to the pledge's page
 * (or the gift's status page, for a payment), or back to the form with what was wrong as the last
 * part of its address, in the language of the page it was sent from.
 */
export async function registerPledgeForms(app: FastifyInstance, services: Services): Promise<void> {
  const isOwnOrigin = (origin: string) => services.addresses.isOwnOrigin(origin);
  await app.register(async (scope) => {
    acceptFormPosts(scope, FORM_MAX_BYTES);
    const refuseOtherSites = (headers: Record<string, unknown>, reply: FastifyReply) =>
      fromAnotherSite(headers as never, isOwnOrigin)
        ? reply.code(403).send({ status: "error", message: "Use this site's own pledge page" })
        : null;
    for (const language of LANGUAGES) {
      const address = (href: string) => inLanguage(language, href);
      scope.post<{ Params: { slug: string }; Body: Form | undefined }>(
        inLanguage(language, sitePaths.pledgeForm.path),
        async (request, reply) => {
          const project = await services.projects.findBySlug(request.params.slug);
          if (!project) return reply.redirect(address(sitePaths.give.getHref(request.params.slug)), 303);
          const refused = refuseOtherSites(request.headers, reply);
          if (refused) return refused;
          const field = fieldOf(request.body ?? {});
          try {
            const pledge = await services.pledges.make(
              {
                projectId: String(project.id),
                pledgerKind: field("pledgerKind"),
                name: field("name"),
                parishId: field("parishId") || null,
                amountKes: amountOf(field("amount")),
                dueOn: field("dueOn"),
                schedule: field("schedule"),
                phone: field("phone"),
                email: field("email") || null,
                honourRoll: field("honourRoll") || undefined,
                remindersConsent: field("remindersConsent") === "on",
                progressConsent: field("progressConsent") === "on",
              },
              request.ip,
              language,
            );
            return reply.redirect(
              address(sitePaths.pledge.getHref(String(pledge.id), pledge.pageToken)),
              303,
            );
          } catch (error) {
            const problem = pledgeProblemOf(error);
            if (!problem) throw error;
            return reply.redirect(address(sitePaths.pledgeFormProblem.getHref(project.slug, problem)), 303);
          }
        },
      );
      registerPledgePageForms(scope, services, language, refuseOtherSites);
    }
  });
}

type Params = { id: string; secret: string };

/** The forms of a pledge's own page: pay by M-Pesa, and how often to be reminded. */
function registerPledgePageForms(
  scope: FastifyInstance,
  services: Services,
  language: Language,
  refuseOtherSites: (headers: Record<string, unknown>, reply: FastifyReply) => FastifyReply | null,
): void {
  const address = (href: string) => inLanguage(language, href);
  scope.post<{ Params: Params; Body: Form | undefined }>(
    inLanguage(language, sitePaths.pledgePayment.path),
    async (request, reply) => {
      const { id, secret } = request.params;
      const pledge = await services.pledges.findByAddress(id, secret);
      if (!pledge) return noPledge(reply);
      const refused = refuseOtherSites(request.headers, reply);
      if (refused) return refused;
      try {
        const gift = await services.mpesa.payPledge(
          pledge,
          amountOf(fieldOf(request.body ?? {})("amount")),
          request.ip,
        );
        return reply.redirect(address(sitePaths.gift.getHref(gift.receiptToken)), 303);
      } catch (error) {
        const problem = paymentProblemOf(error);
        if (!problem) throw error;
        return reply.redirect(address(sitePaths.pledgeProblem.getHref(id, secret, problem)), 303);
      }
    },
  );
  scope.post<{ Params: Params }>(
    inLanguage(language, sitePaths.pledgeStopSms.path),
    async (request, reply) => {
      const { id, secret } = request.params;
      if (!(await services.pledges.findByAddress(id, secret))) return noPledge(reply);
      const refused = refuseOtherSites(request.headers, reply);
      if (refused) return refused;
      const pledge = await services.pledges.stopSms(id, secret);
      return reply.redirect(address(sitePaths.pledge.getHref(String(pledge.id), pledge.pageToken)), 303);
    },
  );
  scope.post<{ Params: Params; Body: Form | undefined }>(
    inLanguage(language, sitePaths.pledgeReminders.path),
    async (request, reply) => {
      const { id, secret } = request.params;
      if (!(await services.pledges.findByAddress(id, secret))) return noPledge(reply);
      const refused = refuseOtherSites(request.headers, reply);
      if (refused) return refused;
      const schedule = fieldOf(request.body ?? {})("schedule");
      const pledge = await services.pledges.changeReminders({
        id,
        secret,
        schedule: schedule === "STOP" || schedule === "" ? null : schedule,
      });
      return reply.redirect(address(sitePaths.pledge.getHref(String(pledge.id), pledge.pageToken)), 303);
    },
  );
}

/** What a form posted to an address that is no pledge's is answered. */
const noPledge = (reply: FastifyReply) =>
  reply.code(404).send({ status: "error", message: "There is no pledge at this address" });

function pledgeProblemOf(error: unknown): PledgeProblem | null {
  if (!(error instanceof AppError)) return null;
  if (error instanceof TooManyRequestsError) return "too-many";
  if (error instanceof UserInputError) return PROBLEM_OF_FIELD[error.field ?? ""] ?? "amount";
  return null;
}

function paymentProblemOf(error: unknown): PledgePaymentProblem | null {
  if (!(error instanceof AppError)) return null;
  if (error instanceof TooManyRequestsError) return "too-many";
  if (error instanceof ServiceUnavailableError) return "prompts-off";
  if (error instanceof UserInputError) return error.field === "phone" ? "phone" : "amount";
  return null;
}
