import type { FastifyInstance } from "fastify";
import { AppError, ServiceUnavailableError, TooManyRequestsError, UserInputError } from "../../errors.js";
import { inLanguage, LANGUAGES, type Language } from "../../site/languages.js";
import { sitePaths } from "../../site/site-routes.js";
import { type GiveProblem } from "../../site/form-problems.js";
import { acceptFormPosts, fromAnotherSite } from "../../lib/cross-site-form.js";
import type { Services } from "../../services.js";

/** A give form holds a few short fields; anything larger is not one. */
const FORM_MAX_BYTES = 8 * 1024;

/** Which field of the give form the service's refusal names, as the page that says so is addressed. */
const PROBLEM_OF_FIELD: Record<string, GiveProblem> = {
  amountKes: "amount",
  phone: "phone",
  name: "name",
  email: "email",
  projectId: "project",
  anonymous: "name",
};

/**
 * The give page's form posted without JavaScript (a cheap phone): the same gift as `giveByMpesa`,
 * answered with 303 to the gift's status page, which refreshes itself, or back to the give page
 * with what was wrong as the last part of its address (never the amount or the phone), in the
 * language of the give page it was sent from (`/sw/give/<slug>` in Kiswahili).
 */
export async function registerGiveForm(app: FastifyInstance, services: Services): Promise<void> {
  const isOwnOrigin = (origin: string) => services.addresses.isOwnOrigin(origin);
  await app.register(async (scope) => {
    acceptFormPosts(scope, FORM_MAX_BYTES);
    const giveIn = (language: Language) =>
      scope.post<{ Params: { slug: string }; Body: Record<string, unknown> | undefined }>(
        inLanguage(language, sitePaths.give.path),
        async (request, reply) => {
          const address = (href: string) => inLanguage(language, href);
          const { slug } = request.params;
          const project = await services.projects.findBySlug(slug);
          if (!project) return reply.redirect(address(sitePaths.give.getHref(slug)), 303);
          // A form from another site would spend visitors' connections on prompts to strangers' phones.
          if (fromAnotherSite(request.headers, isOwnOrigin)) {
            return reply.code(403).send({ status: "error", message: "Give from this site's own give page" });
          }
          const form = typeof request.body === "object" && request.body !== null ? request.body : {};
          const field = (name: string) => (typeof form[name] === "string" ? form[name] : "");
          const amount = field("amount").replace(/[\s,]/g, "");
          try {
            const gift = await services.mpesa.give(
              {
                projectId: String(project.id),
                // A number only when it is written as a whole one: the service says what is wrong otherwise.
                amountKes: /^\d{1,9}$/.test(amount) ? Number(amount) : amount,
                phone: field("phone"),
                name: field("name") || null,
                anonymous: field("anonymous") === "on",
                email: field("email") || null,
              },
              request.ip,
              language,
            );
            return reply.redirect(address(sitePaths.gift.getHref(gift.receiptToken)), 303);
          } catch (error) {
            const problem = problemOf(error);
            if (!problem) throw error;
            return reply.redirect(address(sitePaths.giveProblem.getHref(project.slug, problem)), 303);
          }
        },
      );
    for (const language of LANGUAGES) giveIn(language);
  });
}

function problemOf(error: unknown): GiveProblem | null {
  if (!(error instanceof AppError)) return null;
  if (error instanceof TooManyRequestsError) return "too-many";
  if (error instanceof ServiceUnavailableError) return "prompts-off";
  if (error instanceof UserInputError) return PROBLEM_OF_FIELD[error.field ?? ""] ?? "amount";
  return null;
}
