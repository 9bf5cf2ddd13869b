import { useTranslation } from "react-i18next";
import { isDay, type Repeat } from "@diocese/site/calendar-days";
import { repeatSummary } from "@diocese/site/repeat-words";
import { formatEventTime, formatEventTimes } from "../../features/home/event-format";
import { useCalendarWords } from "../../features/events/calendar-words";
import { useLanguage } from "../../lib/language";
import { formatDay } from "../format";
import "../locales/register";

/**
 * The events section's ways of writing days, times and repeats in the member of staff's
 * language: "Sunday 15 March 2030" ("Jumapili, 15 Machi 2030"), "2:00 pm" ("14:00"), and a
 * repeat's summary (site/repeat-words.ts, as the API and the public pages word it).
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
    repeatSummary: (repeat: Repeat, date: string): string =>
      repeatSummary(repeat, isDay(date) ? date : null, language),
  };
}

export type EventWords = ReturnType<typeof useEventWords>;
