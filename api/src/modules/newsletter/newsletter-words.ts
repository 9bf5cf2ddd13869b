import type { Language } from "../../site/languages.js";
import english from "../../site/locales/en/newsletter.json" with { type: "json" };
import kiswahili from "../../site/locales/sw/newsletter.json" with { type: "json" };

/** A message of the newsletter's e-mails and its digest, as the catalogue (api/src/site/locales) names it. */
export type NewsletterWord = `newsletter.${keyof typeof english}`;

const CATALOGUES: Readonly<Record<Language, typeof english>> = { en: english, sw: kiswahili };

/** The message in a language, with its {{placeholders}} filled: plain text, to be escaped for HTML. */
export function newsletterWord(
  language: Language,
  key: NewsletterWord,
  values: Readonly<Record<string, string>> = {},
): string {
  const text = CATALOGUES[language][key.slice("newsletter.".length) as keyof typeof english];
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}
