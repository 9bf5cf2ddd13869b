import {
  SERVICE_LANGUAGE_NAMES,
  SERVICE_LANGUAGE_OTHER_NAMES,
  SERVICE_LANGUAGES,
  WEEKDAY_NAMES,
  WEEKDAY_NAMES_IN_KISWAHILI,
  WEEKDAYS,
  type ServiceLanguage,
  type Weekday,
} from "../../site/worship.js";

/* The parish finder's search words, as people type them, in English or Kiswahili. */

/** Text as the finder compares it: lower case, without accents or punctuation. */
function searchable(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      // "St. Peter's" is found as "st peters", as most people type it.
      .replace(/['\u2019]/g, "")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()
  );
}

/** The day a word of a search names, in English or Kiswahili ("sunday", "sun", "jumapili"). */
function weekdayNamedBy(word: string): Weekday | undefined {
  return WEEKDAYS.find(
    (day) =>
      searchable(WEEKDAY_NAMES_IN_KISWAHILI[day]) === word ||
      searchable(WEEKDAY_NAMES[day]) === word ||
      searchable(WEEKDAY_NAMES[day]).slice(0, 3) === word,
  );
}

/** The language a word of a search names ("kiswahili", "swahili", "luhya"). */
function languageNamedBy(word: string): ServiceLanguage | undefined {
  return SERVICE_LANGUAGES.find(
    (language) =>
      searchable(SERVICE_LANGUAGE_NAMES[language]) === word ||
      SERVICE_LANGUAGE_OTHER_NAMES[language].includes(word),
  );
}

/**
 * What a search asks for: the words of it that name a day or a language ask for a service on that
 * day or in that language, as the day and language filters do, unless a filter already asks; the
 * other words are to be found in a parish's names.
 */
export function searchOf(
  search: string,
  dayFilter: Weekday | null | undefined,
  languageFilter: ServiceLanguage | null | undefined,
): { day: Weekday | undefined; language: ServiceLanguage | undefined; words: string[] } {
  let day = dayFilter ?? undefined;
  let language = languageFilter ?? undefined;
  const words: string[] = [];
  for (const word of searchable(search).split(" ").filter(Boolean)) {
    const namedDay = weekdayNamedBy(word);
    const namedLanguage = languageNamedBy(word);
    if (namedDay && !day) day = namedDay;
    else if (namedLanguage && !language) language = namedLanguage;
    else words.push(word);
  }
  return { day, language, words };
}

/**
 * The texts as the finder's query compares them: searchable, between spaces, so that a word is
 * found at the start of one of theirs by `LIKE '% word%'` (a parish keeps its own in `searchText`).
 */
export function searchTextOf(texts: readonly (string | null | undefined)[]): string {
  return ` ${searchable(texts.filter(Boolean).join(" "))} `;
}

/** Whether the texts hold every word, each at the start of one of their words. */
export function hasEveryWord(
  texts: readonly (string | null | undefined)[],
  words: readonly string[],
): boolean {
  const text = searchTextOf(texts);
  return words.every((word) => text.includes(` ${word}`));
}
