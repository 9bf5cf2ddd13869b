import type { FastifyInstance, FastifyReply } from "fastify";
import { inLanguage, LANGUAGES } from "../../site/languages.js";
import { sitePaths } from "../../site/site-routes.js";
import { translated } from "../translation/translation.js";
import { escapeHtml } from "./newsletter-mail.js";
import { newsletterWord, type NewsletterWord } from "./newsletter-words.js";
import type { Services } from "../../services.js";

/** An unsubscribe form holds the one-click field at most. */
const FORM_MAX_BYTES = 1024;
/** Tokens are 43 characters; anything much longer is not one. */
const TOKEN = /^[\w-]{1,64}$/;

/**
 * The newsletter's unsubscribe address, as its e-mails' link and List-Unsubscribe header give
 * it: GET asks (mail scanners open links, and must not unsubscribe anyone); POST, from the page's
 * button or a mail program's one-click request (RFC 8058, from any site, with no cookie), takes
 * the address off the list at once. A plain page of its own: it must work on any phone.
 */
export async function registerNewsletterUnsubscribe(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_MAX_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    for (const language of LANGUAGES) {
      const path = inLanguage(language, sitePaths.newsletterUnsubscribe.path);
      /** The page in the language of its address, with a message and (when asking) the button. */
      const page = async (
        reply: FastifyReply,
        status: number,
        title: NewsletterWord,
        message: NewsletterWord,
        form?: (word: (key: NewsletterWord) => string) => string,
      ) => {
        const { fullName } = translated(await services.siteSettings.get(), language);
        const word = (key: NewsletterWord) => escapeHtml(newsletterWord(language, key, { site: fullName }));
        return reply
          .code(status)
          .header("cache-control", "no-store")
          .header("referrer-policy", "no-referrer")
          .type("text/html; charset=utf-8")
          .send(
            `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>${word(title)}</title></head><body style="font-family:sans-serif;max-width:36em;margin:2em auto;padding:0 1em"><h1>${word(title)}</h1><p>${word(message)}</p>${form?.(word) ?? ""}<p><a href="${inLanguage(language, "/")}">${word("newsletter.backToSite")}</a></p></body></html>`,
          );
      };
      const tokenOf = (query: unknown) => {
        const token = (query as Record<string, unknown> | undefined)?.token;
        return typeof token === "string" && TOKEN.test(token) ? token : null;
      };

      scope.get(path, async (request, reply) => {
        const token = tokenOf(request.query);
        if (!token) return page(reply, 400, "newsletter.unsubscribeTitle", "newsletter.wrongLink");
        const action = inLanguage(language, sitePaths.newsletterUnsubscribe.getHref(token));
        return page(
          reply,
          200,
          "newsletter.unsubscribeTitle",
          "newsletter.unsubscribeQuestion",
          (word) =>
            `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${word("newsletter.unsubscribeButton")}</button></form>`,
        );
      });

      scope.post(path, async (request, reply) => {
        const token = tokenOf(request.query);
        const left = token ? await services.newsletterSubscribers.unsubscribe(token) : false;
        return left
          ? page(reply, 200, "newsletter.unsubscribedTitle", "newsletter.unsubscribed")
          : page(reply, 404, "newsletter.unsubscribeTitle", "newsletter.wrongLink");
      });
    }
  });
}
