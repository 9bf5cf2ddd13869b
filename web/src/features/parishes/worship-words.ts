import { useTranslation } from "react-i18next";
import type { ServiceKind, ServiceLanguage, Weekday } from "@diocese/site/worship";
import { useLocale } from "../../lib/language";
import { formatTimeOfDay } from "../events/calendar-dates";

/*
 * The words of a parish's services (api/src/site/worship.ts keeps the API's English: its enums,
 * search and calendars) in the page's language, each enum value mapped to its message.
 */

export const DAY_MESSAGES = {
  SUNDAY: "parishes.days.sunday",
  MONDAY: "parishes.days.monday",
  TUESDAY: "parishes.days.tuesday",
  WEDNESDAY: "parishes.days.wednesday",
  THURSDAY: "parishes.days.thursday",
  FRIDAY: "parishes.days.friday",
  SATURDAY: "parishes.days.saturday",
} as const satisfies Record<Weekday, string>;

export const LANGUAGE_MESSAGES = {
  ENGLISH: "parishes.languages.english",
  KISWAHILI: "parishes.languages.kiswahili",
  LUHYA: "parishes.languages.luhya",
} as const satisfies Record<ServiceLanguage, string>;

export const KIND_MESSAGES = {
  HOLY_COMMUNION: "parishes.kinds.holyCommunion",
  MORNING_PRAYER: "parishes.kinds.morningPrayer",
  EVENING_PRAYER: "parishes.kinds.eveningPrayer",
  FAMILY_SERVICE: "parishes.kinds.familyService",
  YOUTH_SERVICE: "parishes.kinds.youthService",
  CHILDRENS_SERVICE: "parishes.kinds.childrensService",
  PRAYER_MEETING: "parishes.kinds.prayerMeeting",
  BIBLE_STUDY: "parishes.kinds.bibleStudy",
} as const satisfies Record<ServiceKind, string>;

/** A service's day, language, kind and time in the page's language. */
export function useWorshipWords() {
  const { t } = useTranslation();
  const locale = useLocale();
  return {
    day: (day: Weekday) => t(DAY_MESSAGES[day]),
    language: (language: ServiceLanguage) => t(LANGUAGE_MESSAGES[language]),
    kind: (kind: ServiceKind) => t(KIND_MESSAGES[kind]),
    time: (time: string) => formatTimeOfDay(time, locale),
  };
}

export type WorshipWords = ReturnType<typeof useWorshipWords>;
