import {
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from "class-validator";
import { ArgsType, Field, ID, InputType, Int, registerEnumType } from "type-graphql";
import { CALENDAR_DATE, CLOCK_TIME } from "../../lib/calendar.js";
import { enumOf } from "../../lib/enum-of.js";
import { PageArgs } from "../../lib/pagination.js";
import { IsOneLine, IsRecordId } from "../../lib/validation.js";
import {
  MONTHLY_REPEATS,
  REPEAT_FREQUENCIES,
  type MonthlyRepeat,
  type RepeatFrequency,
} from "../../site/calendar-days.js";
import { WEEKDAYS, type Weekday } from "../../site/worship.js";
import { WeekdayEnum } from "../parish/regular-service.entity.js";
import { MAX_REPEAT_COUNT, MAX_REPEAT_INTERVAL } from "./repeat.js";
import { NeedsTranslationFilter, TextTranslationInput } from "../translation/translation.js";

/** How many of its next events a parish's or department's page shows, and the most one may ask for. */
export const UPCOMING_EVENTS = 5;
export const MAX_UPCOMING_EVENTS = 20;

const dateMessage = (field: string) =>
  `${field} must be a calendar date written YYYY-MM-DD, such as 2026-03-14`;
const DATE_MESSAGE = dateMessage("date");

export const RepeatFrequencyEnum = enumOf(REPEAT_FREQUENCIES);
export const MonthlyRepeatEnum = enumOf(MONTHLY_REPEATS);
registerEnumType(RepeatFrequencyEnum, { name: "RepeatFrequency", description: "How often an event repeats" });
registerEnumType(MonthlyRepeatEnum, {
  name: "MonthlyRepeat",
  description:
    "Which day of each month a monthly event falls on: its first date's day of the month (the 14th), " +
    "its weekday counted from the start (the second Sunday) or the month's last such weekday",
});

@InputType({
  description:
    "How an event repeats, from its date on: at most one of until and count; neither, and it repeats for ever",
})
export class RepeatInput {
  @Field(() => RepeatFrequencyEnum)
  @IsIn(REPEAT_FREQUENCIES, { message: `frequency must be one of ${REPEAT_FREQUENCIES.join(", ")}` })
  frequency: RepeatFrequency;

  @Field(() => Int, { defaultValue: 1, description: "Every how many days, weeks, months or years" })
  @IsInt({ message: "interval must be a whole number" })
  @Min(1, { message: `interval must be from 1 to ${MAX_REPEAT_INTERVAL}` })
  @Max(MAX_REPEAT_INTERVAL, { message: `interval must be from 1 to ${MAX_REPEAT_INTERVAL}` })
  interval: number = 1;

  @Field(() => [WeekdayEnum], {
    nullable: true,
    description: "WEEKLY only: the days, which must include the day of the event's date (the default)",
  })
  @IsOptional()
  @IsArray({ message: "weekdays must be a list of days" })
  @IsIn(WEEKDAYS, { each: true, message: `weekdays must each be one of ${WEEKDAYS.join(", ")}` })
  weekdays?: Weekday[] | null;

  @Field(() => MonthlyRepeatEnum, { nullable: true, description: "MONTHLY only; DAY_OF_MONTH when left out" })
  @IsOptional()
  @IsIn(MONTHLY_REPEATS, { message: `monthlyOn must be one of ${MONTHLY_REPEATS.join(", ")}` })
  monthlyOn?: MonthlyRepeat | null;

  @Field(() => String, { nullable: true, description: "The last day it may happen, as YYYY-MM-DD" })
  @IsOptional()
  @Matches(CALENDAR_DATE, { message: dateMessage("until") })
  @IsISO8601({ strict: true }, { message: dateMessage("until") })
  until?: string | null;

  @Field(() => Int, { nullable: true, description: "How many times it happens in all, the first included" })
  @IsOptional()
  @IsInt({ message: "count must be a whole number" })
  @Min(2, { message: `count must be from 2 to ${MAX_REPEAT_COUNT}` })
  @Max(MAX_REPEAT_COUNT, { message: `count must be from 2 to ${MAX_REPEAT_COUNT}` })
  count?: number | null;
}
const timeMessage = (field: string) =>
  `${field} must be a time written HH:mm or HH:mm:ss (24-hour clock), such as 14:30`;

@InputType({ description: "An event's details" })
export class EventInput {
  @Field(() => [TextTranslationInput], {
    nullable: true,
    description:
      "The Kiswahili version of its texts, the whole set (a blank text for none); left out, the stored ones stay",
  })
  @IsOptional()
  kiswahili?: TextTranslationInput[] | null;

  @Field(() => String)
  @IsString({ message: "title must be text" })
  @IsOneLine()
  @MinLength(1, { message: "title must not be empty" })
  @MaxLength(200, { message: "title must have at most 200 characters" })
  title: string;

  @Field(() => String, { description: "The day, as YYYY-MM-DD" })
  @Matches(CALENDAR_DATE, { message: DATE_MESSAGE })
  @IsISO8601({ strict: true }, { message: DATE_MESSAGE })
  date: string;

  @Field(() => String, { description: "When it starts, as HH:mm or HH:mm:ss" })
  @Matches(CLOCK_TIME, { message: timeMessage("startTime") })
  startTime: string;

  @Field(() => String, { description: "When it ends, as HH:mm or HH:mm:ss; after startTime" })
  @Matches(CLOCK_TIME, { message: timeMessage("endTime") })
  endTime: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: "place must be text" })
  @IsOneLine()
  @MaxLength(200, { message: "place must have at most 200 characters" })
  place?: string | null;

  @Field(() => String, { nullable: true, description: "Plain text" })
  @IsOptional()
  @IsString({ message: "description must be text" })
  @MaxLength(5000, { message: "description must have at most 5,000 characters" })
  description?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: "The parish it belongs to; null for none, left out to keep it (a new event: none)",
  })
  @IsOptional()
  @IsRecordId("parishId")
  parishId?: string | number | null;

  @Field(() => ID, {
    nullable: true,
    description: "The department it belongs to; null for none, left out to keep it (a new event: none)",
  })
  @IsOptional()
  @IsRecordId("departmentId")
  departmentId?: string | number | null;

  /** Checked by the service, which names the field of the repetition that is wrong. */
  @Field(() => RepeatInput, {
    nullable: true,
    description: "How it repeats; left out or null, it happens once",
  })
  @IsOptional()
  repeat?: unknown;
}

export enum EditScope {
  ALL = "ALL",
  THIS_AND_FOLLOWING = "THIS_AND_FOLLOWING",
  THIS_ONE = "THIS_ONE",
}

registerEnumType(EditScope, {
  name: "EditScope",
  description:
    "Which occurrences of a repeating event a change or a deletion is for, as calendar applications ask: " +
    "all of them, the one on occurrenceDate and those after it, or that one alone",
});

/** Which occurrences a change is for; of an event that happens once, all (its one). */
@ArgsType()
export class EditScopeArgs {
  @Field(() => EditScope, { defaultValue: EditScope.ALL })
  @IsIn(Object.values(EditScope), { message: "scope must be ALL, THIS_AND_FOLLOWING or THIS_ONE" })
  scope: EditScope = EditScope.ALL;

  @Field(() => String, {
    nullable: true,
    description: "With THIS_ONE or THIS_AND_FOLLOWING: the date the rule gives the occurrence (YYYY-MM-DD)",
  })
  @IsOptional()
  @Matches(CALENDAR_DATE, { message: dateMessage("occurrenceDate") })
  @IsISO8601({ strict: true }, { message: dateMessage("occurrenceDate") })
  occurrenceDate?: string | null;
}

/** The longest stretch of the calendar one request may expand, a little over a year. */
export const MAX_CALENDAR_DAYS = 400;
/** How long an event stays in the calendars to subscribe to after its last day, and how many they carry. */
export const FEED_PAST_DAYS = 30;
export const MAX_FEED_EVENTS = 1_000;
/** The most occurrences one eventOccurrences answer gives (a busy diocese's month has thousands). */
export const MAX_OCCURRENCES = 2_000;

@ArgsType()
export class OccurrenceArgs {
  @Field(() => String, { description: "The first day, as YYYY-MM-DD" })
  @Matches(CALENDAR_DATE, { message: dateMessage("from") })
  @IsISO8601({ strict: true }, { message: dateMessage("from") })
  from: string;

  @Field(() => String, {
    description: `The last day, as YYYY-MM-DD; at most ${MAX_CALENDAR_DAYS} days after from`,
  })
  @Matches(CALENDAR_DATE, { message: dateMessage("to") })
  @IsISO8601({ strict: true }, { message: dateMessage("to") })
  to: string;

  @Field(() => ID, { nullable: true, description: "Only the events of this parish" })
  @IsOptional()
  @IsRecordId("parishId")
  parishId?: string | number | null;

  @Field(() => ID, { nullable: true, description: "Only the events of the parishes of this archdeaconry" })
  @IsOptional()
  @IsRecordId("archdeaconryId")
  archdeaconryId?: string | number | null;

  @Field(() => ID, { nullable: true, description: "Only the events of this department" })
  @IsOptional()
  @IsRecordId("departmentId")
  departmentId?: string | number | null;
}

/** How many of a day's events a calendar's day shows at most, and how many a page of one day. */
export const MAX_EVENTS_PER_DAY = 50;
/** The furthest into a day's events a page may start. */
const MAX_DAY_SKIP = 10_000;

@ArgsType()
export class CalendarDayArgs extends OccurrenceArgs {
  @Field(() => Int, {
    defaultValue: 5,
    description: `How many of each day's events to give, from the first (1 to ${MAX_EVENTS_PER_DAY}); total counts them all`,
  })
  @IsInt({ message: "perDay must be a whole number" })
  @Min(1, { message: `perDay must be from 1 to ${MAX_EVENTS_PER_DAY}` })
  @Max(MAX_EVENTS_PER_DAY, { message: `perDay must be from 1 to ${MAX_EVENTS_PER_DAY}` })
  perDay: number = 5;

  @Field(() => Int, {
    defaultValue: 0,
    description: "How many of each day's events to pass over first: the next page of a busy day",
  })
  @IsInt({ message: "skip must be a whole number" })
  @Min(0, { message: `skip must be from 0 to ${MAX_DAY_SKIP}` })
  @Max(MAX_DAY_SKIP, { message: `skip must be from 0 to ${MAX_DAY_SKIP}` })
  skip: number = 0;
}

export enum EventPeriod {
  ALL = "ALL",
  UPCOMING = "UPCOMING",
  PAST = "PAST",
}

registerEnumType(EventPeriod, {
  name: "EventPeriod",
  description: "Which events to list, by today's date in the diocese (events of today are upcoming)",
});

@ArgsType()
export class EventPageArgs extends PageArgs {
  @Field(() => EventPeriod, { defaultValue: EventPeriod.ALL })
  @IsIn(Object.values(EventPeriod), { message: "period must be ALL, UPCOMING or PAST" })
  period: EventPeriod = EventPeriod.ALL;

  @Field(() => ID, { nullable: true, description: "Only the events of this parish" })
  @IsOptional()
  @IsRecordId("parishId")
  parishId?: string | number | null;

  @Field(() => ID, { nullable: true, description: "Only the events of this department" })
  @IsOptional()
  @IsRecordId("departmentId")
  departmentId?: string | number | null;

  @NeedsTranslationFilter()
  needsTranslation?: boolean | null;
}
