/*
 * The words of a parish's regular services: the days, languages and kinds of service the diocese
 * keeps, with the names people read. Both processes read this table: the API for its GraphQL
 * enums, search, calendars and structured data, the web app for its labels and forms. It imports
 * nothing (see site-routes.ts).
 */

/** The days of the week, Sunday first, as the church's week begins (and JavaScript's getDay counts). */
export const WEEKDAYS = [
  "SUNDAY",
  "MONDAY",
  "TUESDAY",
  "WEDNESDAY",
  "THURSDAY",
  "FRIDAY",
  "SATURDAY",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = {
  MONDAY: "Monday",
  TUESDAY: "Tuesday",
  WEDNESDAY: "Wednesday",
  THURSDAY: "Thursday",
  FRIDAY: "Friday",
  SATURDAY: "Saturday",
  SUNDAY: "Sunday",
};

/** The days as Kiswahili names them, so that a search for "Jumapili" finds Sunday's services. */
export const WEEKDAY_NAMES_IN_KISWAHILI: Readonly<Record<Weekday, string>> = {
  MONDAY: "Jumatatu",
  TUESDAY: "Jumanne",
  WEDNESDAY: "Jumatano",
  THURSDAY: "Alhamisi",
  FRIDAY: "Ijumaa",
  SATURDAY: "Jumamosi",
  SUNDAY: "Jumapili",
};

/** The languages services are held in across the diocese. */
export const SERVICE_LANGUAGES = ["ENGLISH", "KISWAHILI", "LUHYA"] as const;
export type ServiceLanguage = (typeof SERVICE_LANGUAGES)[number];

export const SERVICE_LANGUAGE_NAMES: Readonly<Record<ServiceLanguage, string>> = {
  ENGLISH: "English",
  KISWAHILI: "Kiswahili",
  LUHYA: "Luhya",
};

/** Each language's tag (BCP 47), for search engines and calendars. */
export const SERVICE_LANGUAGE_TAGS: Readonly<Record<ServiceLanguage, string>> = {
  ENGLISH: "en",
  KISWAHILI: "sw",
  LUHYA: "luy",
};

/** Other names people search a language by ("Swahili", "Luhya" as "Luyia"). */
export const SERVICE_LANGUAGE_OTHER_NAMES: Readonly<Record<ServiceLanguage, readonly string[]>> = {
  ENGLISH: [],
  KISWAHILI: ["swahili"],
  LUHYA: ["luyia", "luhyia"],
};

/** The kinds of regular service a parish holds. */
export const SERVICE_KINDS = [
  "HOLY_COMMUNION",
  "MORNING_PRAYER",
  "EVENING_PRAYER",
  "FAMILY_SERVICE",
  "YOUTH_SERVICE",
  "CHILDRENS_SERVICE",
  "PRAYER_MEETING",
  "BIBLE_STUDY",
] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

export const SERVICE_KIND_NAMES: Readonly<Record<ServiceKind, string>> = {
  HOLY_COMMUNION: "Holy Communion",
  MORNING_PRAYER: "Morning Prayer",
  EVENING_PRAYER: "Evening Prayer",
  FAMILY_SERVICE: "Family Service",
  YOUTH_SERVICE: "Youth Service",
  CHILDRENS_SERVICE: "Children's Service",
  PRAYER_MEETING: "Prayer Meeting",
  BIBLE_STUDY: "Bible Study",
};

/**
 * How long staff may say a kind of service lasts (Settings), in minutes: from a short prayer
 * meeting to a long ordination; none said, the calendars give a service no end.
 */
export const SERVICE_MINUTES = { min: 10, max: 480 } as const;

/** How long each kind of service lasts, in minutes, for the kinds staff have said. */
export type ServiceMinutes = Partial<Record<ServiceKind, number>>;

/** When a service that starts at "HH:mm" and lasts `minutes` ends, "HH:mm" (after midnight, the next day's). */
export function serviceEndTime(startTime: string, minutes: number): string {
  const [hours = 0, startMinutes = 0] = startTime.split(":").map(Number);
  const end = (hours * 60 + startMinutes + minutes) % (24 * 60);
  return `${String(Math.floor(end / 60)).padStart(2, "0")}:${String(end % 60).padStart(2, "0")}`;
}

/** The most regular services one parish lists: three a day, every day, is more than any holds. */
export const MAX_REGULAR_SERVICES = 21;

/** A service's name as a calendar or a list shows it: "Holy Communion (Kiswahili)". */
export const serviceName = (kind: ServiceKind, language: ServiceLanguage) =>
  `${SERVICE_KIND_NAMES[kind]} (${SERVICE_LANGUAGE_NAMES[language]})`;

/** A 24-hour time "14:30" (or "14:30:00") as people in Kenya read it: "2:30 pm". */
export function timeOfDayName(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "am" : "pm"}`;
}
