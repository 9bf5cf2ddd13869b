import { Field, ID, Int, ObjectType, UseMiddleware } from "type-graphql";
import type { MonthlyRepeat, RepeatFrequency } from "../../site/calendar-days.js";
import type { Weekday } from "../../site/worship.js";
import { WeekdayEnum } from "../parish/regular-service.entity.js";
import { InKiswahili, type KiswahiliTexts } from "../translation/translation.js";
import { Event } from "./event.entity.js";
import { MonthlyRepeatEnum, RepeatFrequencyEnum } from "./event.inputs.js";

/*
 * What GraphQL shows of events beyond their columns: how one repeats, and each time one takes place.
 */

@ObjectType({ description: "How an event repeats" })
export class EventRepeat {
  @Field(() => RepeatFrequencyEnum)
  frequency: RepeatFrequency;

  @Field(() => Int, { description: "Every how many days, weeks, months or years" })
  interval: number;

  @Field(() => [WeekdayEnum], {
    description: "The days of a weekly event, Sunday first; empty for the others",
  })
  weekdays: Weekday[];

  @Field(() => MonthlyRepeatEnum, { nullable: true, description: "How a monthly event finds its day" })
  monthlyOn: MonthlyRepeat | null;

  @Field(() => String, { nullable: true, description: "The last day it may happen, as YYYY-MM-DD" })
  until: string | null;

  @Field(() => Int, { nullable: true, description: "How many times it happens in all" })
  count: number | null;

  @Field(() => String, { description: 'The RFC 5545 RRULE, such as "FREQ=WEEKLY;BYDAY=SU"' })
  rule: string;

  @Field(() => String, {
    description:
      'For people to read, in the language of the answer: "Every week on Sunday, until 31 December 2026" ("Kila wiki, siku ya Jumapili, hadi 31 Desemba 2026")',
  })
  summary: string;
}

/** One time an event takes place: the event itself once, or one date of a repeating one. */
@ObjectType({ description: "One time an event takes place, with the details of that time" })
export class EventOccurrence {
  @Field(() => ID, { description: "The event's id and the occurrence's date, as 12/2026-03-01" })
  id: string;

  @Field(() => Event, { description: "The event, or the repeating series, it is of" })
  event: Event;

  @Field(() => String, {
    description: "The day the event's rule gives it (YYYY-MM-DD), which names it even when it is moved",
  })
  occurrenceDate: string;

  @Field(() => String, { description: "The day it takes place, as YYYY-MM-DD" })
  date: string;

  @Field(() => String, { description: "As HH:mm:ss" })
  startTime: string;

  @Field(() => String, { description: "As HH:mm:ss" })
  endTime: string;

  @Field(() => String)
  @UseMiddleware(InKiswahili)
  title: string;

  @Field(() => String, { nullable: true })
  @UseMiddleware(InKiswahili)
  place: string | null;

  @Field(() => String, { nullable: true })
  @UseMiddleware(InKiswahili)
  description: string | null;

  @Field(() => Boolean, { description: "True when staff changed this one from the series" })
  changed: boolean;

  /**
   * The Kiswahili of its title, place and description: the series', but for the words staff
   * changed for this occurrence alone, which have none.
   */
  kiswahili: KiswahiliTexts | null;
}

/** One day of the calendar with events: the first of them, and how many there are. */
@ObjectType({
  description: "A day of the calendar that has events: some of them, in time order, and how many in all",
})
export class CalendarDay {
  @Field(() => String, { description: "The day, as YYYY-MM-DD" })
  date: string;

  @Field(() => Int, { description: "How many times events take place that day, all of them" })
  total: number;

  @Field(() => [EventOccurrence], {
    description: "Those asked for (perDay of them, after skip), in time order",
  })
  occurrences: EventOccurrence[];
}
