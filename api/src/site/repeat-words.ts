import { spokenDate, spokenDayAndMonth, weekdayOf, type Repeat } from "./calendar-days.js";
import type { Language } from "./languages.js";
import english from "./locales/en/repeats.json" with { type: "json" };
import kiswahili from "./locales/sw/repeats.json" with { type: "json" };
import { WEEKDAY_NAMES, WEEKDAY_NAMES_IN_KISWAHILI, type Weekday } from "./worship.js";

/*
 * How an event repeats, in words, in either language: the one source of these words for the API's
 * `EventRepeat.summary`, the pages that show it (home, parish, calendar) and the dashboard's
 * Repeats section. Written without Intl, from the catalogues beside the web app's (`npm run check`
 * checks them the same way), so that the server and every phone word a repetition alike.
 */

/** A plural message ("daily_one", "daily_other") by its stem ("daily"). */
type Stem<Message> = Message extends `${infer Stem}_${"one" | "other"}` ? Stem : Message;
/** A message by its whole key, as `npm run check` looks for it in the code. */
type RepeatWord = `repeats.${Stem<keyof typeof english>}`;

const CATALOGUES: Readonly<Record<Language, typeof english>> = { en: english, sw: kiswahili };

const WEEKDAY_NAMES_IN: Readonly<Record<Language, Readonly<Record<Weekday, string>>>> = {
  en: WEEKDAY_NAMES,
  sw: WEEKDAY_NAMES_IN_KISWAHILI,
};

const EVERY: Readonly<Record<Repeat["frequency"], RepeatWord>> = {
  DAILY: "repeats.daily",
  WEEKLY: "repeats.weekly",
  MONTHLY: "repeats.monthly",
  YEARLY: "repeats.yearly",
};

/** "the first Sunday" to "the fifth Sunday" of a month, by the week it falls in. */
const NTH_WEEKDAY: readonly RepeatWord[] = [
  "repeats.onFirstWeekday",
  "repeats.onSecondWeekday",
  "repeats.onThirdWeekday",
  "repeats.onFourthWeekday",
  "repeats.onFifthWeekday",
];

/** A message in a language, its {{placeholders}} filled; `count` chooses between its _one and _other. */
function word(language: Language, key: RepeatWord, values: Record<string, string | number>): string {
  const stem = key.slice("repeats.".length);
  const catalogue: Readonly<Record<string, string>> = CATALOGUES[language];
  const message = catalogue[stem] ?? catalogue[`${stem}_${values.count === 1 ? "one" : "other"}`] ?? stem;
  return message.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    String(values[name] ?? placeholder),
  );
}

/** "Sunday", "Sunday and Wednesday", "Sunday, Tuesday and Wednesday" ("Jumapili na Jumatano") */
function listOf(language: Language, names: readonly string[]): string {
  if (names.length < 2) return names[0] ?? "";
  return word(language, "repeats.listEnd", { list: names.slice(0, -1).join(", "), last: names.at(-1)! });
}

/**
 * "Every week on Sunday and Wednesday, until 31 December 2026" ("Kila wiki, siku ya Jumapili na
 * Jumatano, hadi 31 Desemba 2026"), for people to read. `firstDate` is null while the dashboard's
 * form has no date yet: what only the date can say is then left out.
 */
export function repeatSummary(repeat: Repeat, firstDate: string | null, language: Language): string {
  const every = word(language, EVERY[repeat.frequency], { count: repeat.interval });
  const weekdayName = (weekday: Weekday) => WEEKDAY_NAMES_IN[language][weekday];
  let summary = every;
  if (repeat.frequency === "WEEKLY" && repeat.weekdays.length > 0) {
    const days = listOf(language, repeat.weekdays.map(weekdayName));
    summary = word(language, "repeats.onWeekdays", { every, days });
  } else if (repeat.frequency === "MONTHLY" && firstDate !== null) {
    const day = Number(firstDate.slice(8, 10));
    const weekday = weekdayName(weekdayOf(firstDate));
    if (repeat.monthlyOn === "WEEKDAY_OF_MONTH") {
      summary = word(language, NTH_WEEKDAY[Math.ceil(day / 7) - 1] ?? NTH_WEEKDAY[4]!, { every, weekday });
    } else if (repeat.monthlyOn === "LAST_WEEKDAY_OF_MONTH") {
      summary = word(language, "repeats.onLastWeekday", { every, weekday });
    } else {
      summary = word(language, "repeats.onDayOfMonth", { every, day });
      if (day > 28) summary = word(language, "repeats.notEveryMonth", { summary, day });
    }
  } else if (repeat.frequency === "YEARLY" && firstDate !== null) {
    summary = word(language, "repeats.onDate", { every, date: spokenDayAndMonth(firstDate, language) });
    if (firstDate.slice(5) === "02-29") summary = word(language, "repeats.inLeapYears", { summary });
  }
  if (repeat.until !== null)
    summary = word(language, "repeats.until", { summary, date: spokenDate(repeat.until, language) });
  if (repeat.count !== null) summary = word(language, "repeats.times", { summary, count: repeat.count });
  return summary;
}
