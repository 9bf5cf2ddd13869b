import type { ParseKeys, TFunction } from "i18next";
import { messages } from "../../lib/language";
import { todayInKakamega } from "../../lib/today";
import { formatDayOf, formatTimeOf } from "../format";
import type { PublicationStatus } from "../gql/graphql";
import "../locales/register";

/*
 * The publication of what staff write (news articles, information pages, departments' pages, the
 * bishop's messages, sermons): the choice of Publish now, Save as draft or Schedule, and the day and time of
 * a schedule in Kakamega. The API's rules are in api/src/modules/publication/.
 */

/** A form's publication choice: what staff choose, and the day and time of a schedule. */
export type PublicationValues = { status: PublicationStatus; publishDate: string; publishTime: string };
type PublicationErrors = Partial<Record<"publishDate" | "publishTime", string>>;

type BuiltInThing = "article" | "page" | "department" | "message" | "sermon";

/**
 * A content type's own words for its publication, messages of its own catalogue, so that a new
 * type adds no words here: what the save button says, the schedule's two errors and the hints.
 */
export interface PublicationWords {
  publish: ParseKeys;
  schedule: ParseKeys;
  chooseDay: ParseKeys;
  enterTime: ParseKeys;
  draftHint: ParseKeys;
  scheduleHint: ParseKeys;
}

/** What staff publish, named in the publication's messages (each language words it its own way). */
export type PublicationThing = BuiltInThing | PublicationWords;

/** The choices, in the language of `t` (the dashboard's; English without one). */
export const publicationChoices = (
  t: TFunction = messages.en.t,
): { value: PublicationStatus; label: string }[] => [
  { value: "PUBLISHED", label: t("dashboardPublication.choices.published") },
  { value: "DRAFT", label: t("dashboardPublication.choices.draft") },
  { value: "SCHEDULED", label: t("dashboardPublication.choices.scheduled") },
];

const PUBLISH_MESSAGES = {
  article: "dashboardPublication.publish.article",
  page: "dashboardPublication.publish.page",
  department: "dashboardPublication.publish.department",
  message: "dashboardPublication.publish.message",
  sermon: "dashboardPublication.publish.sermon",
} as const satisfies Record<BuiltInThing, string>;

const SCHEDULE_MESSAGES = {
  article: "dashboardPublication.schedule.article",
  page: "dashboardPublication.schedule.page",
  department: "dashboardPublication.schedule.department",
  message: "dashboardPublication.schedule.message",
  sermon: "dashboardPublication.schedule.sermon",
} as const satisfies Record<BuiltInThing, string>;

const CHOOSE_DAY_MESSAGES = {
  article: "dashboardPublication.chooseDay.article",
  page: "dashboardPublication.chooseDay.page",
  department: "dashboardPublication.chooseDay.department",
  message: "dashboardPublication.chooseDay.message",
  sermon: "dashboardPublication.chooseDay.sermon",
} as const satisfies Record<BuiltInThing, string>;

const ENTER_TIME_MESSAGES = {
  article: "dashboardPublication.enterTime.article",
  page: "dashboardPublication.enterTime.page",
  department: "dashboardPublication.enterTime.department",
  message: "dashboardPublication.enterTime.message",
  sermon: "dashboardPublication.enterTime.sermon",
} as const satisfies Record<BuiltInThing, string>;

const DRAFT_HINTS = {
  article: "dashboardPublication.draftHint.article",
  page: "dashboardPublication.draftHint.page",
  department: "dashboardPublication.draftHint.department",
  message: "dashboardPublication.draftHint.message",
  sermon: "dashboardPublication.draftHint.sermon",
} as const satisfies Record<BuiltInThing, string>;

const SCHEDULE_HINTS = {
  article: "dashboardPublication.scheduleHint.article",
  page: "dashboardPublication.scheduleHint.page",
  department: "dashboardPublication.scheduleHint.department",
  message: "dashboardPublication.scheduleHint.message",
  sermon: "dashboardPublication.scheduleHint.sermon",
} as const satisfies Record<BuiltInThing, string>;

/** The words of a publication's messages for `thing`: a built-in one's, or a type's own. */
export function publicationWords(thing: PublicationThing): PublicationWords {
  if (typeof thing !== "string") return thing;
  return {
    publish: PUBLISH_MESSAGES[thing],
    schedule: SCHEDULE_MESSAGES[thing],
    chooseDay: CHOOSE_DAY_MESSAGES[thing],
    enterTime: ENTER_TIME_MESSAGES[thing],
    draftHint: DRAFT_HINTS[thing],
    scheduleHint: SCHEDULE_HINTS[thing],
  };
}

/**
 * What the save button says when staff change the publication from the one the form started
 * with, of a `thing` ("article", "page"), in the language of `t`.
 */
export const publicationAction = (
  status: PublicationStatus,
  thing: PublicationThing,
  t: TFunction = messages.en.t,
): string =>
  status === "DRAFT"
    ? t("dashboardPublication.saveDraft")
    : t(publicationWords(thing)[status === "PUBLISHED" ? "publish" : "schedule"]);

// Kakamega keeps East Africa Time, UTC+3, all year (no summer time): a fixed offset turns its day
// and time into an instant and back exactly, whatever the time zone of the staff member's computer.
const KAKAMEGA_OFFSET = "+03:00";
const KAKAMEGA_OFFSET_MS = 3 * 60 * 60 * 1000;

/** A day ("2026-12-24") and time ("18:00") in Kakamega as the instant the API takes. */
export function kakamegaInstant(date: string, time: string): string {
  return `${date}T${time}:00${KAKAMEGA_OFFSET}`;
}

/** An instant as the day and time in Kakamega that the date and time inputs show. */
export function kakamegaDayAndTime(instant: string): { date: string; time: string } {
  const local = new Date(Date.parse(instant) + KAKAMEGA_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/**
 * When a scheduled item goes on the website, for the toast of the save that scheduled it: its day
 * and time in Kakamega, written as the dashboard's lists write them, in the language of `t` and
 * `locale`. Undefined for a draft or an item published now.
 */
export function whenItGoesOut(
  publication: { status?: PublicationStatus | null; publishAt?: string | null },
  t: TFunction = messages.en.t,
  locale = "en-KE",
): string | undefined {
  if (publication.status !== "SCHEDULED" || !publication.publishAt) return undefined;
  return t("dashboardPublication.goesOut", {
    day: formatDayOf(publication.publishAt, locale),
    time: formatTimeOf(publication.publishAt, locale),
  });
}

/** The form's publication for an item as it is saved; Publish now for a new one. */
export function publicationValues(
  item: { status: PublicationStatus; publishAt?: string | null } | null | undefined,
): PublicationValues {
  if (!item) return { status: "PUBLISHED", publishDate: "", publishTime: "" };
  // Only a schedule's day and time are shown to be changed; a published date is kept as it is.
  const scheduled = item.status === "SCHEDULED" && item.publishAt;
  const { date, time } = scheduled ? kakamegaDayAndTime(scheduled) : { date: "", time: "" };
  return { status: item.status, publishDate: date, publishTime: time };
}

/**
 * A schedule needs a day and a time still to come in Kakamega; the other choices need nothing.
 * `what` names the item in the messages ("article"), which are in the language of `t`.
 */
export function validatePublication(
  values: PublicationValues,
  thing: PublicationThing,
  now = new Date(),
  t: TFunction = messages.en.t,
): PublicationErrors {
  if (values.status !== "SCHEDULED") return {};
  const errors: PublicationErrors = {};
  if (!values.publishDate) errors.publishDate = t(publicationWords(thing).chooseDay);
  if (!values.publishTime) errors.publishTime = t(publicationWords(thing).enterTime);
  if (errors.publishDate || errors.publishTime) return errors;
  if (Date.parse(kakamegaInstant(values.publishDate, values.publishTime)) > now.getTime()) return {};
  return values.publishDate < todayInKakamega(now)
    ? { publishDate: t("dashboardPublication.dayPassed") }
    : { publishTime: t("dashboardPublication.timePassed") };
}

/** The publication the API is asked for: Publish now sends no date, so a published item keeps its own. */
export function publicationInput(values: PublicationValues): {
  status: PublicationStatus;
  publishAt?: string;
} {
  return values.status === "SCHEDULED"
    ? { status: values.status, publishAt: kakamegaInstant(values.publishDate, values.publishTime) }
    : { status: values.status };
}
