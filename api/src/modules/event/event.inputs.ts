import { IsIn, IsISO8601, IsOptional, IsString, Matches, MaxLength, MinLength } from "class-validator";
import { ArgsType, Field, ID, InputType, registerEnumType } from "type-graphql";
import { CALENDAR_DATE, CLOCK_TIME } from "../../lib/calendar.js";
import { PageArgs } from "../../lib/pagination.js";
import { IsRecordId } from "../../lib/validation.js";

/** How many of its next events a parish's or department's page shows, and the most one may ask for. */
export const UPCOMING_EVENTS = 5;
export const MAX_UPCOMING_EVENTS = 20;

const DATE_MESSAGE = "date must be a calendar date written YYYY-MM-DD, such as 2026-03-14";
const timeMessage = (field: string) =>
  `${field} must be a time written HH:mm or HH:mm:ss (24-hour clock), such as 14:30`;

@InputType({ description: "An event's details" })
export class EventInput {
  @Field(() => String)
  @IsString({ message: "title must be text" })
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
  @MaxLength(200, { message: "place must have at most 200 characters" })
  place?: string | null;

  @Field(() => String, { nullable: true, description: "Plain text" })
  @IsOptional()
  @IsString({ message: "description must be text" })
  @MaxLength(5000, { message: "description must have at most 5,000 characters" })
  description?: string | null;

  @Field(() => ID, { nullable: true, description: "The parish it belongs to, if any" })
  @IsOptional()
  @IsRecordId("parishId")
  parishId?: string | number | null;

  @Field(() => ID, { nullable: true, description: "The department it belongs to, if any" })
  @IsOptional()
  @IsRecordId("departmentId")
  departmentId?: string | number | null;
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
}
