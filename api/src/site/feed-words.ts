import type { Language } from "./languages.js";
import english from "./locales/en/feeds.json" with { type: "json" };
import kiswahili from "./locales/sw/feeds.json" with { type: "json" };

/*
 * The few words the API writes itself for readers, in the feeds and in the links to them from a
 * page's head, from the catalogues beside the web app's (`npm run check` checks them the same way).
 */

type FeedWord = `feeds.${keyof typeof english}`;

const CATALOGUES: Readonly<Record<Language, typeof english>> = { en: english, sw: kiswahili };

/** A feed's word in a language, its {{placeholders}} filled. */
export function feedWord(language: Language, word: FeedWord, values: Record<string, string>): string {
  const message = CATALOGUES[language][word.slice("feeds.".length) as keyof typeof english];
  return message.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
