import { useTranslation } from "react-i18next";
import type { ChurchDay } from "@diocese/site/church-year";
import { useLocale } from "../../lib/language";
import {
  formatDate,
  formatDayAndMonth,
  formatMonth,
  formatMonthName,
  formatStretch,
  formatTimeOfDay,
  formatWeekday,
} from "./calendar-dates";

/*
 * The calendar's words in the page's language. The church year (api/src/site/church-year.ts) stays
 * the API's English: the web names each holy day and season by its English name through these
 * maps, and words dates with Intl in the page's locale. How an event repeats comes worded in the
 * page's language from the API (api/src/site/repeat-words.ts).
 */

/** Each holy day of church-year.ts, by the English name it gives, and its message. */
export const HOLY_DAY_MESSAGES = {
  "The Naming and Circumcision of Jesus": "events.holyDays.naming",
  "The Epiphany": "events.holyDays.epiphany",
  "The Conversion of Paul": "events.holyDays.conversionOfPaul",
  "The Presentation of Christ in the Temple": "events.holyDays.presentation",
  "Janani Luwum, Archbishop of Uganda, Martyr": "events.holyDays.janiniLuwum",
  "Joseph of Nazareth": "events.holyDays.joseph",
  "The Annunciation": "events.holyDays.annunciation",
  "Mark the Evangelist": "events.holyDays.mark",
  "Philip and James, Apostles": "events.holyDays.philipAndJames",
  "Matthias the Apostle": "events.holyDays.matthias",
  "The Visitation": "events.holyDays.visitation",
  "The Martyrs of Uganda": "events.holyDays.martyrsOfUganda",
  "Barnabas the Apostle": "events.holyDays.barnabas",
  "The Birth of John the Baptist": "events.holyDays.birthOfJohnTheBaptist",
  "Peter and Paul, Apostles": "events.holyDays.peterAndPaul",
  "Thomas the Apostle": "events.holyDays.thomas",
  "Mary Magdalene": "events.holyDays.maryMagdalene",
  "James the Apostle": "events.holyDays.james",
  "The Transfiguration": "events.holyDays.transfiguration",
  "The Blessed Virgin Mary": "events.holyDays.blessedVirginMary",
  "Bartholomew the Apostle": "events.holyDays.bartholomew",
  "Holy Cross Day": "events.holyDays.holyCross",
  "Matthew, Apostle and Evangelist": "events.holyDays.matthew",
  "Michael and All Angels": "events.holyDays.michaelAndAllAngels",
  "Luke the Evangelist": "events.holyDays.luke",
  "Simon and Jude, Apostles": "events.holyDays.simonAndJude",
  "All Saints' Day": "events.holyDays.allSaints",
  "Andrew the Apostle": "events.holyDays.andrew",
  "Christmas Day": "events.holyDays.christmasDay",
  "Stephen, Deacon, First Martyr": "events.holyDays.stephen",
  "John, Apostle and Evangelist": "events.holyDays.john",
  "The Holy Innocents": "events.holyDays.holyInnocents",
  "Ash Wednesday": "events.holyDays.ashWednesday",
  "Palm Sunday": "events.holyDays.palmSunday",
  "Maundy Thursday": "events.holyDays.maundyThursday",
  "Good Friday": "events.holyDays.goodFriday",
  "Easter Day": "events.holyDays.easterDay",
  "Ascension Day": "events.holyDays.ascensionDay",
  "Day of Pentecost": "events.holyDays.pentecost",
  "Trinity Sunday": "events.holyDays.trinitySunday",
  "Christ the King": "events.holyDays.christTheKing",
  "Advent Sunday": "events.holyDays.adventSunday",
} as const;

/** Each season of churchSeasonOn, by its English name, and its message. */
export const SEASON_MESSAGES = {
  Christmas: "events.seasons.christmas",
  Epiphany: "events.seasons.epiphany",
  "Ordinary Time": "events.seasons.ordinaryTime",
  Lent: "events.seasons.lent",
  "Holy Week": "events.seasons.holyWeek",
  Easter: "events.seasons.easter",
  Advent: "events.seasons.advent",
} as const;

const isKnown = <T extends object>(map: T, name: string): name is Extract<keyof T, string> => name in map;

/** The calendar's ways of writing dates, times, holy days and seasons, in the page's language. */
export function useCalendarWords() {
  const { t } = useTranslation();
  const locale = useLocale();
  const time = (hoursAndMinutes: string) => formatTimeOfDay(hoursAndMinutes, locale);

  return {
    locale,
    month: (month: string) => formatMonth(month, locale),
    monthName: (month: string) => formatMonthName(month, locale),
    dayAndMonth: (date: string) => formatDayAndMonth(date, locale),
    stretch: (from: string, to: string) => formatStretch(from, to, locale),
    weekday: (date: string, width: "long" | "short" = "long") => formatWeekday(date, locale, width),
    /** "Sunday 15 March 2030" ("Jumapili, 15 Machi 2030") */
    weekdayAndDate: (date: string) =>
      t("events.weekdayAndDate", { weekday: formatWeekday(date, locale), date: formatDate(date, locale) }),
    /** "2:00 pm" ("14:00") */
    time,
    /** "2:00 pm – 4:30 pm" ("14:00 – 16:30") */
    times: (start: string, end: string) => t("events.times", { start: time(start), end: time(end) }),
    /** A holy day's name; "(transferred)" after it when it is kept on another day. */
    churchDay: (day: ChurchDay) => {
      const english = day.transferredFrom ? day.name.replace(/ \(transferred\)$/, "") : day.name;
      const name = isKnown(HOLY_DAY_MESSAGES, english) ? t(HOLY_DAY_MESSAGES[english]) : english;
      return day.transferredFrom ? t("events.holyDayTransferred", { name }) : name;
    },
    season: (english: string) => (isKnown(SEASON_MESSAGES, english) ? t(SEASON_MESSAGES[english]) : english),
  };
}

export type CalendarWords = ReturnType<typeof useCalendarWords>;
