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
import { searchable, searchWords } from "../../lib/finder.js";

/* The parish finder's search words that name a day or a language (lib/finder.ts has the rest). */

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
  for (const word of searchWords(search)) {
    const namedDay = weekdayNamedBy(word);
    const namedLanguage = languageNamedBy(word);
    if (namedDay && !day) day = namedDay;
    else if (namedLanguage && !language) language = namedLanguage;
    else words.push(word);
  }
  return { day, language, words };
}
