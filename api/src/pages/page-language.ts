import type { FastifyReply, FastifyRequest } from "fastify";
import {
  inLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  preferredLanguage,
  type Language,
} from "../site/languages.js";
import { PRIVATE_SECTIONS } from "../site/site-routes.js";
import type { PageAddress } from "./page-address.js";

/**
 * What a visitor's language does to a request for a public page (issue #20). Both languages have
 * every page, each at its own address, and a link always shows the language it names; but a
 * visitor who comes from outside the site (a bookmark, a typed address, a search) to an English
 * address is sent to the Kiswahili one when Kiswahili is their language:
 *
 * - their choice: the last language they moved to inside the site (the cookie), or else
 * - on their first visit, once, their browser's preferred language (Accept-Language): the
 *   cookie then remembers it, so that the site never decides for them again.
 *
 * Moving inside the site is a choice: every link of a Kiswahili page leads to Kiswahili pages but
 * the language switch, so a visitor who goes from one of our pages to a page in the other
 * language has switched, and the cookie follows. The browser says where a navigation comes from
 * (`Sec-Fetch-Site`); one that does not say is never sent on by the cookie, so that a visitor on
 * an older browser can always reach the English pages, and is only led once by Accept-Language.
 * Nothing here reads the database or the cache: it runs before the page's cache lookup.
 */
export interface LanguageDecision {
  /** Where to send the visitor instead (302), in their language. */
  redirect?: string;
  /** The language the cookie should now remember. */
  remember?: Language;
}

/** A year: the cookie remembers a choice, not a visit. */
const REMEMBERED_FOR_SECONDS = 365 * 24 * 60 * 60;

export function decideLanguage(request: FastifyRequest, address: PageAddress): LanguageDecision {
  if (request.method !== "GET" || PRIVATE_SECTIONS.includes(address.segments[0] ?? "")) return {};
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  const remembered = isLanguage(cookie) ? cookie : undefined;
  const from = request.headers["sec-fetch-site"];
  if (from === "same-origin") {
    // Moved inside the site: the page's language is the visitor's. English is what no cookie means.
    const moved = remembered !== address.language && (remembered !== undefined || address.language !== "en");
    return moved ? { remember: address.language } : {};
  }
  if (address.language !== "en") return {};
  // The page's address spelt as this site spells it, with what the request carried (a search, a
  // page of a list, a share's ?utm_source=) kept for the page to read or leave.
  const toKiswahili = { redirect: inLanguage("sw", `${address.path}${address.search}`) };
  if (remembered) return remembered === "sw" && from !== undefined ? toKiswahili : {};
  return preferredLanguage(request.headers["accept-language"]) === "sw"
    ? { ...toKiswahili, remember: "sw" }
    : {};
}

/** Sets the cookie that remembers the visitor's language. */
export function rememberLanguage(request: FastifyRequest, reply: FastifyReply, language: Language): void {
  void reply.setCookie(LANGUAGE_COOKIE, language, {
    path: "/",
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: REMEMBERED_FOR_SECONDS,
  });
}
