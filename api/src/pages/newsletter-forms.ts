import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { TooManyRequestsError, UserInputError } from "../errors.js";
import { acceptFormPosts, fromAnotherSite } from "../lib/cross-site-form.js";
import type { Services } from "../services.js";
import { inLanguage, LANGUAGES, type Language } from "../site/languages.js";
import { sitePaths } from "../site/site-routes.js";
import type { FormAnswerReply, PageResponder } from "./pages.plugin.js";

/** A newsletter form holds one address, or the one-click field, at most. */
const FORM_MAX_BYTES = 2048;
/** Tokens are 43 characters; anything much longer is not one. */
const TOKEN = /^[\w-]{1,64}$/;

export interface NewsletterFormsOptions {
  services: Services;
  /** Null when the API runs without the web app: the answers are then what came of each form, as data. */
  pageResponder: PageResponder | null;
}

/**
 * The newsletter's forms posted without JavaScript, each answered with its own page drawn in the
 * site's frame and the form's language, saying what came of it: signing up (the footer's form,
 * posted to /newsletter), confirming (the button of the page the e-mailed link opens, posted to
 * that address with its ?token=), and leaving the list (the unsubscribe page's button, or a mail
 * program's one click, RFC 8058, posted to the e-mails' List-Unsubscribe address). With JavaScript
 * the forms' behaviours send the same through GraphQL; both reach the same service.
 */
export async function registerNewsletterForms(
  app: FastifyInstance,
  { services, pageResponder }: NewsletterFormsOptions,
): Promise<void> {
  const forms: NewsletterForms = {
    services,
    answer: (request, reply, answered) =>
      pageResponder
        ? pageResponder.replyWithFormAnswer(request, reply, answered)
        : reply.code(answered.status).header("Cache-Control", "no-store").send(answered.formAnswer),
  };

  await app.register(async (scope) => {
    acceptFormPosts(scope, FORM_MAX_BYTES);
    // RFC 8058 asks mail programs to send their one click as a multipart form; its one field says
    // nothing the address does not, so its content is not read.
    scope.addContentTypeParser(
      "multipart/form-data",
      { parseAs: "string", bodyLimit: FORM_MAX_BYTES },
      (_request, _body, done) => done(null, {}),
    );
    for (const language of LANGUAGES) {
      signUpIn(scope, forms, language);
      confirmIn(scope, forms, language);
      unsubscribeIn(scope, forms, language);
    }
  });
}

/** What each form's route needs: the services, and how to answer. */
interface NewsletterForms {
  services: Services;
  answer: (request: FastifyRequest, reply: FastifyReply, answered: FormAnswerReply) => unknown;
}

const refuseAnotherSite = (reply: FastifyReply) =>
  reply.code(403).send({ status: "error", message: "Use the newsletter's forms on this site's own pages" });

function signUpIn(scope: FastifyInstance, { services, answer }: NewsletterForms, language: Language) {
  scope.post(inLanguage(language, sitePaths.newsletter.path), async (request, reply) => {
    if (fromAnotherSite(request.headers, (origin) => services.addresses.isOwnOrigin(origin)))
      return refuseAnotherSite(reply);
    const email = fieldOf(request.body, "email");
    const address = inLanguage(language, sitePaths.newsletter.getHref());
    const signUp = { form: "newsletter-sign-up", email } as const;
    try {
      await services.newsletterSubscribers.subscribe({ email }, request.ip, language);
      return answer(request, reply, {
        address,
        status: 200,
        formAnswer: { ...signUp, email: email.trim(), outcome: "subscribed" },
      });
    } catch (error) {
      // The address stays as typed, for the visitor to correct.
      if (error instanceof UserInputError) {
        return answer(request, reply, {
          address,
          status: 400,
          formAnswer: { ...signUp, outcome: "invalid-address" },
        });
      }
      if (error instanceof TooManyRequestsError) {
        const seconds = error.retryAfterSeconds ?? 60;
        reply.header("Retry-After", String(seconds));
        return answer(request, reply, {
          address,
          status: 429,
          formAnswer: { ...signUp, outcome: "too-many", retryInMinutes: Math.ceil(seconds / 60) },
        });
      }
      throw error;
    }
  });
}

function confirmIn(scope: FastifyInstance, { services, answer }: NewsletterForms, language: Language) {
  scope.post(inLanguage(language, sitePaths.newsletterConfirm.path), async (request, reply) => {
    if (fromAnotherSite(request.headers, (origin) => services.addresses.isOwnOrigin(origin)))
      return refuseAnotherSite(reply);
    const address = inLanguage(language, sitePaths.newsletterConfirm.getHref());
    try {
      const email = await services.newsletterSubscribers.confirm(tokenOf(request.query));
      return answer(request, reply, {
        address,
        status: 200,
        formAnswer: { form: "newsletter-confirm", outcome: "confirmed", email },
      });
    } catch (error) {
      if (!(error instanceof UserInputError)) throw error;
      return answer(request, reply, {
        address,
        status: 400,
        formAnswer: { form: "newsletter-confirm", outcome: "wrong-link" },
      });
    }
  });
}

// From any site and with no cookie: a mail program's one click comes so (RFC 8058), and the
// token is the proof.
function unsubscribeIn(scope: FastifyInstance, { services, answer }: NewsletterForms, language: Language) {
  scope.post(inLanguage(language, sitePaths.newsletterUnsubscribe.path), async (request, reply) => {
    const token = tokenOf(request.query);
    const left = token ? await services.newsletterSubscribers.unsubscribe(token) : false;
    return answer(request, reply, {
      address: inLanguage(language, sitePaths.newsletterUnsubscribe.path),
      status: left ? 200 : 404,
      formAnswer: { form: "newsletter-unsubscribe", outcome: left ? "unsubscribed" : "wrong-link" },
    });
  });
}

/** A form's field as text; empty when the form lacks it. */
function fieldOf(body: unknown, name: string): string {
  const value = typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : "";
  return typeof value === "string" ? value : "";
}

/** The token of the link the form was opened from (?token=), or "" for none that could be one. */
function tokenOf(query: unknown): string {
  const token = (query as Record<string, unknown> | undefined)?.token;
  return typeof token === "string" && TOKEN.test(token) ? token : "";
}
