import type { FastifyInstance, FastifyReply } from "fastify";
import {
  AppError,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UserInputError,
} from "../../errors.js";
import { acceptFormPosts, formFields, fromAnotherSite } from "../../lib/cross-site-form.js";
import type { StatementProblem } from "../../site/form-problems.js";
import { inLanguage, LANGUAGES } from "../../site/languages.js";
import { sitePaths } from "../../site/site-routes.js";
import type { Services } from "../../services.js";
import { StatementCodeError, type StatementFile } from "./giving-statement.service.js";

/** The statement's forms hold a phone, a year or a code; anything larger is not one. */
const FORM_MAX_BYTES = 2 * 1024;

const text = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === "string" ? (form[name] as string) : "";
/** A year only when written as a whole number: the service says what is wrong otherwise. */
const yearOf = (typed: string) => (/^\d{1,4}$/.test(typed.trim()) ? Number(typed.trim()) : typed);

/**
 * The giving statement's forms, posted without JavaScript, and its link: the request (answered
 * 303 to the code's page, the same whether or not the number gave, or back to the form with what
 * was wrong as the last part of its address), the code (answered with the PDF itself, or back to
 * the code's page with what was wrong), and the link of the treasurer's sending (the PDF, or the
 * form saying the link has expired). Each in the language of the page it came from.
 */
export async function registerGivingStatementRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const isOwnOrigin = (origin: string) => services.addresses.isOwnOrigin(origin);
  await app.register(async (scope) => {
    acceptFormPosts(scope, FORM_MAX_BYTES);
    for (const language of LANGUAGES) {
      const address = (href: string) => inLanguage(language, href);
      const refused = (headers: Record<string, unknown>, reply: FastifyReply) =>
        fromAnotherSite(headers as never, isOwnOrigin)
          ? reply.code(403).send({ status: "error", message: "Use this site's own statement page" })
          : null;

      scope.post<{ Body: unknown }>(address(sitePaths.givingStatement.path), async (request, reply) => {
        const other = refused(request.headers, reply);
        if (other) return other;
        const form = formFields(request.body);
        try {
          const token = await services.givingStatements.requestCode(
            { phone: text(form, "phone"), year: yearOf(text(form, "year")) },
            request.ip,
            language,
          );
          return reply.redirect(address(sitePaths.givingStatementCode.getHref(token)), 303);
        } catch (error) {
          const problem = requestProblemOf(error);
          if (!problem) throw error;
          return reply.redirect(address(sitePaths.givingStatementProblem.getHref(problem)), 303);
        }
      });

      scope.post<{ Params: { token: string }; Body: unknown }>(
        address(sitePaths.givingStatementCode.path),
        async (request, reply) => {
          const other = refused(request.headers, reply);
          if (other) return other;
          const { token } = request.params;
          try {
            const file = await services.givingStatements.withCode(
              { token, code: text(formFields(request.body), "code") },
              language,
            );
            return sendPdf(reply, file);
          } catch (error) {
            if (!(error instanceof StatementCodeError)) throw error;
            return reply.redirect(
              address(sitePaths.givingStatementCodeProblem.getHref(token, error.problem)),
              303,
            );
          }
        },
      );

      scope.get<{ Params: { token: string } }>(
        address(sitePaths.givingStatementLink.path),
        async (request, reply) => {
          try {
            return sendPdf(reply, await services.givingStatements.byLink(request.params.token, language));
          } catch (error) {
            if (!(error instanceof NotFoundError)) throw error;
            return reply.redirect(address(sitePaths.givingStatementProblem.getHref("link-expired")), 303);
          }
        },
      );
    }
  });
}

/** The PDF as a download, kept by nobody: it names a donor's gifts. */
function sendPdf(reply: FastifyReply, file: StatementFile): FastifyReply {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .header("cache-control", "no-store")
    .send(file.stream());
}

function requestProblemOf(error: unknown): StatementProblem | null {
  if (!(error instanceof AppError)) return null;
  if (error instanceof TooManyRequestsError) return "too-many";
  if (error instanceof ServiceUnavailableError) return "sms-off";
  if (error instanceof UserInputError) return error.field === "year" ? "year" : "phone";
  return null;
}
