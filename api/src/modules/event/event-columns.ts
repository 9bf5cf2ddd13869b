import type { DataSource } from "typeorm";
import type { ContentOwners } from "../../authorization.js";
import { UserInputError } from "../../errors.js";
import { withSeconds } from "../../lib/calendar.js";
import { ownerIdToStore } from "../../lib/owners.js";
import { validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { isInLastWeekOfMonth, weekdayOf, type Repeat } from "../../site/calendar-days.js";
import { WEEKDAY_NAMES } from "../../site/worship.js";
import { Department } from "../department/department.entity.js";
import { Parish } from "../parish/parish.entity.js";
import { withTranslations } from "../translation/translation.js";
import { EVENT_TRANSLATION, type Event } from "./event.entity.js";
import { EventInput, RepeatInput } from "./event.inputs.js";
import { lastRuleDate, ruleOf } from "./repeat.js";

/* What an event's input may be: its times, its years, how it repeats and whose it is. */

const OPTIONAL_FIELDS = ["place", "description"];

/**
 * The years an event may fall in: a date typed as 1026 for 2026 is refused rather than kept, since
 * working out a rule's dates walks them from its first one.
 */
const FIRST_EVENT_DATE = "2000-01-01";
const LAST_EVENT_DATE = "2099-12-31";
const EVENT_YEARS = "2000 to 2099";

/** An event's checked columns, as the input gives them. */
export type EventColumns = Pick<
  Event,
  | "title"
  | "date"
  | "startTime"
  | "endTime"
  | "place"
  | "description"
  | "parishId"
  | "departmentId"
  | "repeatRule"
  | "kiswahili"
  | "needsTranslation"
>;

/** The checked columns of an event: times with seconds, the end after the start, its owners and rule. */
export async function eventColumnsOf(
  dataSource: DataSource,
  data: Untrusted<EventInput>,
  stored: Event | null,
): Promise<EventColumns> {
  const input = await validated(EventInput, withTrimmedText(data, OPTIONAL_FIELDS));
  const startTime = withSeconds(input.startTime);
  const endTime = withSeconds(input.endTime);
  // Both are HH:mm:ss, so comparing the text compares the times.
  if (endTime <= startTime) {
    throw new UserInputError(
      `The end time (${endTime}) must be after the start time (${startTime})`,
      "endTime",
    );
  }
  if (input.date < FIRST_EVENT_DATE || input.date > LAST_EVENT_DATE) {
    throw new UserInputError(`date must be in the years ${EVENT_YEARS}, such as 2026-03-14`, "date");
  }
  const repeat = input.repeat == null ? null : await checkedRepeat(input.repeat, input.date);
  const repeatRule = repeat === null ? null : ruleOf(repeat, input.date);
  if (repeatRule !== null && (lastRuleDate(repeatRule, input.date) ?? "") > LAST_EVENT_DATE) {
    throw new UserInputError(
      `repeat: its last time would be after ${LAST_EVENT_DATE}; choose fewer times or a shorter interval`,
      "repeat",
    );
  }
  const english = {
    title: input.title,
    date: input.date,
    startTime,
    endTime,
    place: input.place ?? null,
    description: input.description ?? null,
    parishId: await ownerId(dataSource, Parish, "parishId", "parish", input.parishId, stored),
    departmentId: await ownerId(
      dataSource,
      Department,
      "departmentId",
      "department",
      input.departmentId,
      stored,
    ),
    repeatRule,
  };
  return withTranslations(EVENT_TRANSLATION, english, input.kiswahili, stored?.kiswahili ?? null);
}

/** A checked repetition of an event whose first day is `date`; its fields are named repeat.<field>. */
async function checkedRepeat(raw: unknown, date: string): Promise<Repeat> {
  if (typeof raw !== "object" || Array.isArray(raw)) {
    throw new UserInputError("repeat must be how the event repeats, or null", "repeat");
  }
  let input: RepeatInput;
  try {
    input = await validated(RepeatInput, raw as Untrusted<RepeatInput>);
  } catch (error) {
    if (error instanceof UserInputError) throw new UserInputError(`repeat: ${error.message}`, "repeat");
    throw error;
  }
  const fail = (message: string): never => {
    throw new UserInputError(`repeat: ${message}`, "repeat");
  };
  const weekday = weekdayOf(date);
  if (input.until != null && input.count != null) fail("give until or count, not both");
  if (input.until != null && input.until <= date)
    fail(`until (${input.until}) must be after the date (${date})`);
  if (input.until != null && input.until > LAST_EVENT_DATE) fail(`until must be in the years ${EVENT_YEARS}`);
  if (input.weekdays != null && input.frequency !== "WEEKLY")
    fail("weekdays are only for an event that repeats WEEKLY");
  if (input.monthlyOn != null && input.frequency !== "MONTHLY")
    fail("monthlyOn is only for an event that repeats MONTHLY");
  const weekdays = input.frequency === "WEEKLY" ? [...new Set(input.weekdays ?? [weekday])] : [];
  if (input.frequency === "WEEKLY" && !weekdays.includes(weekday)) {
    fail(`weekdays must include ${WEEKDAY_NAMES[weekday]}, the day of the date (${date}) it starts on`);
  }
  const monthlyOn = input.frequency === "MONTHLY" ? (input.monthlyOn ?? "DAY_OF_MONTH") : null;
  if (monthlyOn === "LAST_WEEKDAY_OF_MONTH" && !isInLastWeekOfMonth(date)) {
    fail(`${date} is not the last ${WEEKDAY_NAMES[weekday]} of its month; choose WEEKDAY_OF_MONTH`);
  }
  if (monthlyOn === "WEEKDAY_OF_MONTH" && Number(date.slice(8)) > 28) {
    fail(
      `${date} is the fifth ${WEEKDAY_NAMES[weekday]} of its month, which most months lack; choose LAST_WEEKDAY_OF_MONTH`,
    );
  }
  return {
    frequency: input.frequency,
    interval: input.interval ?? 1,
    weekdays,
    monthlyOn,
    until: input.until ?? null,
    count: input.count ?? null,
  };
}

/**
 * The parish or department an event is given to, which must exist; null for none. Left out, an
 * edit keeps the stored one and a new event is the diocese's, a scoped editor's too (who is then
 * refused): the legacy createEvents names no owner, and stays diocese-wide editors' alone.
 */
function ownerId(
  dataSource: DataSource,
  entity: typeof Parish | typeof Department,
  field: keyof ContentOwners,
  what: string,
  rawId: string | number | null | undefined,
  stored: Event | null,
): Promise<number | null> {
  return ownerIdToStore(dataSource.getRepository(entity), field, what, rawId, {
    stored,
    editorsOwn: null,
  });
}
