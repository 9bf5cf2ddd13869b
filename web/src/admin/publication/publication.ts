import { todayInKakamega } from "../../lib/today";
import type { PublicationStatus } from "../gql/graphql";

/*
 * The publication of what staff write (news articles, information pages, departments' pages, the
 * bishop's messages): the choice of Publish now, Save as draft or Schedule, and the day and time of
 * a schedule in Kakamega. The API's rules are in api/src/modules/publication/.
 */

/** A form's publication choice: what staff choose, and the day and time of a schedule. */
export type PublicationValues = { status: PublicationStatus; publishDate: string; publishTime: string };
type PublicationErrors = Partial<Record<"publishDate" | "publishTime", string>>;

export const PUBLICATION_CHOICES: { value: PublicationStatus; label: string }[] = [
  { value: "PUBLISHED", label: "Publish now" },
  { value: "DRAFT", label: "Save as draft" },
  { value: "SCHEDULED", label: "Schedule" },
];

/**
 * What the save button says when staff change the publication from the one the form started
 * with, of a `thing` ("article", "page").
 */
export const publicationAction = (status: PublicationStatus, thing: string): string =>
  ({ PUBLISHED: `Publish ${thing}`, DRAFT: "Save draft", SCHEDULED: `Schedule ${thing}` })[status];

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

const dateAndTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Africa/Nairobi",
});

/** An instant as staff read it in Kakamega: "24 Dec 2026, 18:00". */
export function formatKakamegaTime(instant: string): string {
  return dateAndTime.format(new Date(instant));
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
 * `what` names the item in the messages ("the article").
 */
export function validatePublication(
  values: PublicationValues,
  what: string,
  now = new Date(),
): PublicationErrors {
  if (values.status !== "SCHEDULED") return {};
  const errors: PublicationErrors = {};
  if (!values.publishDate) errors.publishDate = `Choose the day to publish ${what}.`;
  if (!values.publishTime) errors.publishTime = `Enter the time to publish ${what}.`;
  if (errors.publishDate || errors.publishTime) return errors;
  if (Date.parse(kakamegaInstant(values.publishDate, values.publishTime)) > now.getTime()) return {};
  return values.publishDate < todayInKakamega(now)
    ? { publishDate: "That day has passed. Choose a day to come." }
    : { publishTime: "That time has passed. Choose a later time, or publish now." };
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
