import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  AppError,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UserInputError,
} from "../errors.js";
import { acceptFormPosts, formFields, fromAnotherSite } from "../lib/cross-site-form.js";
import type { FormAnswerReply, PageResponder } from "./pages.plugin.js";
import type { RegistrationPaymentProblem, RegistrationProblem } from "../site/form-problems.js";
import { inLanguage, LANGUAGES, type Language } from "../site/languages.js";
import { isRecordId, sitePaths } from "../site/site-routes.js";
import type { Services } from "../services.js";
import type { Registration, RegistrationPayment } from "../modules/event-registration/registration.entity.js";
import {
  formToRegistration,
  problemsOf,
  type FormValues,
} from "../modules/event-registration/registration-form-fields.js";

/** A registration form holds a few short fields and at most ten answers; anything larger is not one. */
const FORM_MAX_BYTES = 16 * 1024;
/** Tokens are 43 characters; anything much longer is not one. */
const TOKEN = /^[\w-]{1,64}$/;

export interface RegistrationFormsOptions {
  services: Services;
  /** Null when the API runs without the web app: a refused form is then answered with what was wrong, as data. */
  pageResponder: PageResponder | null;
}

type Answer = (request: FastifyRequest, reply: FastifyReply, answered: FormAnswerReply) => unknown;

/**
 * The registration pages' forms posted without JavaScript (a cheap phone), each in the language of
 * the page it came from: the event's registration form (answered 303 to the registration's own
 * page, or with the form drawn again, what was typed kept and what was wrong beside its field),
 * paying for a place offered from the waiting list, and cancelling (the cancel page's button).
 * Each calls the same RegistrationService as GraphQL's mutations.
 */
export async function registerRegistrationForms(
  app: FastifyInstance,
  { services, pageResponder }: RegistrationFormsOptions,
): Promise<void> {
  const isOwnOrigin = (origin: string) => services.addresses.isOwnOrigin(origin);
  const answer: Answer = (request, reply, answered) =>
    pageResponder
      ? pageResponder.replyWithFormAnswer(request, reply, answered)
      : reply.code(answered.status).header("Cache-Control", "no-store").send(answered.formAnswer);
  await app.register(async (scope) => {
    acceptFormPosts(scope, FORM_MAX_BYTES);
    // A form from another site would spend visitors' connections on prompts to strangers' phones,
    // or cancel a registration whose address it learnt.
    scope.addHook("preHandler", async (request, reply) => {
      if (fromAnotherSite(request.headers, isOwnOrigin)) {
        return reply.code(403).send({ status: "error", message: "Use this site's own registration pages" });
      }
    });
    for (const language of LANGUAGES) {
      registerFormIn(scope, services, language, answer);
      registrationPageFormsIn(scope, services, language, answer);
    }
  });
}

function registerFormIn(scope: FastifyInstance, services: Services, language: Language, answer: Answer) {
  scope.post<{ Params: { id: string }; Body: unknown }>(
    inLanguage(language, sitePaths.eventRegistration.path),
    async (request, reply) => {
      const { id } = request.params;
      const formAddress = inLanguage(language, sitePaths.eventRegistration.getHref(id));
      const setup = isRecordId(id) ? await services.registrations.setupOf(Number(id)) : null;
      if (!setup) return reply.redirect(formAddress, 303);
      const values = typedValues(formFields(request.body));
      const { input, payBy } = formToRegistration(id, values);
      try {
        const registration = await services.registrations.register(input, request.ip, language, payBy);
        return reply.redirect(inLanguage(language, sitePaths.registration.getHref(registration.token)), 303);
      } catch (error) {
        const refused = refusalOf(error, setup, values);
        if (!refused) throw error;
        if (refused.retryAfterSeconds) reply.header("Retry-After", String(refused.retryAfterSeconds));
        return answer(request, reply, {
          address: formAddress,
          status: refused.status,
          formAnswer: {
            form: "registration",
            values,
            problems: refused.problems,
            ...(refused.retryAfterSeconds
              ? { retryInMinutes: Math.ceil(refused.retryAfterSeconds / 60) }
              : {}),
          },
        });
      }
    },
  );
}

/** What was typed, as text by field name: what the form is drawn again with. */
function typedValues(form: Record<string, unknown>): FormValues {
  return Object.fromEntries(
    Object.entries(form).flatMap(([name, value]) =>
      typeof value === "string" ? [[name, value.slice(0, 2_000)]] : [],
    ),
  );
}

interface Refusal {
  status: number;
  problems: Partial<Record<string, RegistrationProblem>>;
  retryAfterSeconds?: number;
}

/** What the service's refusal says about the form, by field; null for a failure that is no refusal. */
function refusalOf(
  error: unknown,
  setup: Parameters<typeof problemsOf>[1],
  values: FormValues,
): Refusal | null {
  if (!(error instanceof AppError)) return null;
  if (error instanceof TooManyRequestsError) {
    return { status: 429, problems: { form: "too-many" }, retryAfterSeconds: error.retryAfterSeconds ?? 60 };
  }
  if (error instanceof ServiceUnavailableError) return { status: 503, problems: { form: "prompts-off" } };
  if (error instanceof UserInputError) return { status: 400, problems: problemsOf(error, setup, values) };
  if (error instanceof NotFoundError) return { status: 404, problems: { form: "closed" } };
  return null;
}

type TokenParams = { token: string };

/** The forms of a registration's own page: paying for a place offered, and cancelling (its cancel page's button). */
function registrationPageFormsIn(
  scope: FastifyInstance,
  services: Services,
  language: Language,
  answer: Answer,
) {
  const pageOf = (token: string) => inLanguage(language, sitePaths.registration.getHref(token));
  scope.post<{ Params: TokenParams; Body: unknown }>(
    inLanguage(language, sitePaths.registrationPayment.path),
    async (request, reply) => {
      const { token } = request.params;
      const registration = TOKEN.test(token) ? await services.registrations.byToken(token) : null;
      if (!registration) return noRegistration(reply);
      const payBy = formFields(request.body).payBy === "PAYBILL" ? "PAYBILL" : "PROMPT";
      try {
        await services.registrations.payOffer(token, payBy as RegistrationPayment, request.ip);
        return reply.redirect(pageOf(token), 303);
      } catch (error) {
        const problem = paymentProblemOf(error, registration);
        if (!problem) throw error;
        return answer(request, reply, {
          address: pageOf(token),
          status: problem === "too-many" ? 429 : 400,
          formAnswer: { form: "registration-payment", problem },
        });
      }
    },
  );
  scope.post<{ Params: TokenParams; Body: unknown }>(
    inLanguage(language, sitePaths.registrationCancel.path),
    async (request, reply) => {
      const { token } = request.params;
      if (!TOKEN.test(token) || !(await services.registrations.byToken(token))) return noRegistration(reply);
      // The cancel page's button says yes; a form without it changes nothing.
      if (formFields(request.body).confirm === "yes") await services.registrations.cancel(token);
      return reply.redirect(pageOf(token), 303);
    },
  );
}

const noRegistration = (reply: FastifyReply) =>
  reply.code(404).send({ status: "error", message: "No registration has this address" });

/** What a refused payment of a place offered says: its time is up, or a prompt is on the phone already. */
function paymentProblemOf(
  error: unknown,
  registration: Pick<Registration, "holdExpiresAt">,
): RegistrationPaymentProblem | null {
  if (error instanceof TooManyRequestsError) return "too-many";
  if (error instanceof ServiceUnavailableError) return "prompts-off";
  if (!(error instanceof UserInputError)) return null;
  const lapsed = !registration.holdExpiresAt || registration.holdExpiresAt <= new Date();
  return lapsed ? "lapsed" : "prompt-pending";
}
