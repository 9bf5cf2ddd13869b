/*
 * The site's two languages and how an address names one: English at today's addresses, Kiswahili
 * at the same addresses under /sw. Both processes read it: the API to find a page's language and
 * to answer GraphQL in the language asked for, the web app to route, link and format.
 */

export const LANGUAGES = ["en", "sw"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of every address without a prefix, of the legacy REST paths and of the e-mails. */
export const DEFAULT_LANGUAGE: Language = "en";

/** What dates, times and amounts are formatted for: Kenya's English and Kenya's Kiswahili. */
export const LOCALES: Readonly<Record<Language, string>> = { en: "en-KE", sw: "sw-KE" };

/** Each language's name in itself, as the language switch offers it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: "English", sw: "Kiswahili" };

/** The first segment of a Kiswahili page's address. */
export const KISWAHILI_SEGMENT = "sw";

/** The cookie that remembers the language a visitor chose with the switch. */
export const LANGUAGE_COOKIE = "diocese_language";

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "sw";
}

/** The language of a path and the path without its language: `/sw/about-us` is Kiswahili's `/about-us`. */
export function splitLanguage(path: string): { language: Language; path: string } {
  if (path === `/${KISWAHILI_SEGMENT}`) return { language: "sw", path: "/" };
  if (path.startsWith(`/${KISWAHILI_SEGMENT}/`) || path.startsWith(`/${KISWAHILI_SEGMENT}?`)) {
    const rest = path.slice(KISWAHILI_SEGMENT.length + 1);
    return { language: "sw", path: rest.startsWith("?") ? `/${rest}` : rest };
  }
  return { language: "en", path };
}

/** An address of this site in a language: `/about-us` in Kiswahili is `/sw/about-us`, the home page `/sw`. */
export function inLanguage(language: Language, href: string): string {
  if (language === "en") return href;
  if (href === "/") return `/${KISWAHILI_SEGMENT}`;
  if (href.startsWith("/?") || href.startsWith("/#")) return `/${KISWAHILI_SEGMENT}${href.slice(1)}`;
  return `/${KISWAHILI_SEGMENT}${href}`;
}

/**
 * The language an `Accept-Language` header prefers of the two: Kiswahili when it ranks `sw` (any
 * region) above English, English otherwise (and when there is no header).
 */
export function preferredLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  let best: { language: Language; quality: number } | null = null;
  for (const part of acceptLanguage.split(",").slice(0, 20)) {
    const [tag = "", ...parameters] = part.trim().toLowerCase().split(";");
    const primary = tag.split("-")[0];
    if (!isLanguage(primary)) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const quality = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (!best || quality > best.quality) best = { language: primary, quality };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
