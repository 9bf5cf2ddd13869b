import { DIOCESE_TIME_ZONE } from "../../lib/calendar.js";
import { LOCALES, type Language } from "../../site/languages.js";
import english from "../../site/locales/en/synod.json" with { type: "json" };
import kiswahili from "../../site/locales/sw/synod.json" with { type: "json" };

/** Every key of the catalogue as one string ("returns.title"), so a message is named whole in code. */
type Keys<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type SynodWord = `synod.${Keys<typeof english>}`;

const CATALOGUES: Readonly<Record<Language, typeof english>> = { en: english, sw: kiswahili };

/** What the report says in one language: its messages, numbers, shillings and dates. */
export interface SynodWords {
  language: Language;
  word(key: SynodWord, values?: Readonly<Record<string, string | number>>): string;
  number(value: number): string;
  shillings(value: number): string;
  percent(value: number): string;
  date(value: Date): string;
}

/**
 * The report's words, from api/src/site/locales/<language>/synod.json as the receipt's e-mail
 * takes its own; numbers and amounts as the site writes them (KES 12,500 in Kenya's locale).
 */
export function synodWords(language: Language): SynodWords {
  const catalogue = CATALOGUES[language];
  const locale = LOCALES[language];
  const numbers = new Intl.NumberFormat(locale);
  const dates = new Intl.DateTimeFormat(locale, { timeZone: DIOCESE_TIME_ZONE, dateStyle: "long" });
  return {
    language,
    word(key, values = {}) {
      let found: unknown = catalogue;
      for (const part of key.slice("synod.".length).split("."))
        found = (found as Record<string, unknown>)[part];
      return String(found).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
    },
    number: (value) => numbers.format(value),
    shillings: (value) => `KES ${numbers.format(value)}`,
    percent: (value) => `${numbers.format(Math.floor(value))}%`,
    date: (value) => dates.format(value),
  };
}
