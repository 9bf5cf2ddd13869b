import { DIOCESE_TIME_ZONE } from "../../lib/calendar.js";
import { LOCALES, type Language } from "../../site/languages.js";
import english from "../../site/locales/en/statement.json" with { type: "json" };
import kiswahili from "../../site/locales/sw/statement.json" with { type: "json" };

/** Every key of the catalogue as one string ("columns.date"), so a message is named whole in code. */
type Keys<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type StatementWord = `statement.${Keys<typeof english>}`;

const CATALOGUES: Readonly<Record<Language, typeof english>> = { en: english, sw: kiswahili };

/** What a statement, and the messages that lead to it, say in one language. */
export interface StatementWords {
  language: Language;
  word(key: StatementWord, values?: Readonly<Record<string, string | number>>): string;
  shillings(value: number): string;
  /** A day as the statement's table writes it: 14 Mar 2026, in Kakamega. */
  day(value: Date): string;
  date(value: Date): string;
}

/**
 * The words of api/src/site/locales/<language>/statement.json, with amounts as the site writes them
 * (KES 12,500) and dates in Kakamega's calendar.
 */
export function statementWords(language: Language): StatementWords {
  const catalogue = CATALOGUES[language];
  const locale = LOCALES[language];
  const numbers = new Intl.NumberFormat(locale);
  const days = new Intl.DateTimeFormat(locale, { timeZone: DIOCESE_TIME_ZONE, dateStyle: "medium" });
  const dates = new Intl.DateTimeFormat(locale, { timeZone: DIOCESE_TIME_ZONE, dateStyle: "long" });
  return {
    language,
    word(key, values = {}) {
      let found: unknown = catalogue;
      for (const part of key.slice("statement.".length).split("."))
        found = (found as Record<string, unknown>)[part];
      return String(found).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
    },
    shillings: (value) => `KES ${numbers.format(value)}`,
    day: (value) => days.format(value),
    date: (value) => dates.format(value),
  };
}
