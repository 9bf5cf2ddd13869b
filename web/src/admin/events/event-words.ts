import { useTranslation } from "react-i18next";
import { formatEventTime, formatEventTimes } from "../../features/home/event-format";
import { useCalendarWords } from "../../features/events/calendar-words";
import { useLanguage } from "../../lib/language";
import { formatDay } from "../format";
import type { AdminEventFieldsFragment, RepeatFrequency } from "../gql/graphql";
import "../locales/register";

type RepeatTerms = Omit<NonNullable<AdminEventFieldsFragment["repeat"]>, "__typename">;
type CalendarEvent = Parameters<ReturnType<typeof useCalendarWords>["repeatSummary"]>[0];

/** "Every 2 months", the start of a summary, for a repetition whose first date is not chosen yet. */
const EVERY_MESSAGES = {
  DAILY: "events.repeat.daily",
  WEEKLY: "events.repeat.weekly",
  MONTHLY: "events.repeat.monthly",
  YEARLY: "events.repeat.yearly",
} as const satisfies Record<RepeatFrequency, string>;

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/**
 * The events section's ways of writing days, times and repeats in the member of staff's
 * language: "Sunday 15 March 2030" ("Jumapili, 15 Machi 2030"), "2:00 pm" ("14:00"), and a
 * repeat's summary (the API's English one, or the public calendar's words in Kiswahili).
 */
export function useEventWords() {
  const { t } = useTranslation();
  const calendar = useCalendarWords();
  const language = useLanguage();
  const { locale } = calendar;
  return {
    t,
    locale,
    /** "Sunday 15 March 2030" */
    weekdayAndDate: calendar.weekdayAndDate,
    /** "15 Mar 2030" */
    day: (date: string) => formatDay(date, locale),
    time: (time: string) => formatEventTime(time, locale),
    times: (start: string, end: string) => formatEventTimes(start, end, locale),
    /** How an event repeats, in words, from its first date `date` ("" while a form has none). */
    repeatSummary: (repeat: RepeatTerms, date: string): string => {
      if (language === "en") return repeat.summary;
      if (!isDate(date) && (repeat.frequency === "MONTHLY" || repeat.frequency === "YEARLY"))
        return t(EVERY_MESSAGES[repeat.frequency], { count: repeat.interval });
      return calendar.repeatSummary({ repeat, date } as CalendarEvent) ?? "";
    },
  };
}

export type EventWords = ReturnType<typeof useEventWords>;
