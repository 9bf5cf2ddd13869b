import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { repeatSummary } from "../../site/repeat-words.js";
import { PublicationStatus } from "../publication/publication.js";
import { Department } from "../department/department.entity.js";
import { Parish } from "../parish/parish.entity.js";
import { CalendarDay, EventOccurrence, EventRepeat } from "./event-views.js";
import { Event } from "./event.entity.js";
import {
  CalendarDayArgs,
  EditScopeArgs,
  EventInput,
  EventPageArgs,
  MAX_CALENDAR_DAYS,
  MAX_OCCURRENCES,
  OccurrenceArgs,
} from "./event.inputs.js";
import { EventPage } from "./event.service.js";
import { OccurrenceChange } from "./occurrence-change.entity.js";
import { repeatOf } from "./repeat.js";
import { LanguageArg, type LanguageChoice } from "../translation/translation.js";

@Resolver(() => Event)
export class EventResolver {
  @Query(() => EventPage, {
    description: "Events a page at a time: upcoming ones first, soonest first, then past ones, latest first",
  })
  events(
    @Args(() => EventPageArgs) args: EventPageArgs,
    @Ctx() { services }: RequestContext,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.events.page(args);
  }

  @Query(() => [EventOccurrence], {
    description:
      "Every time an event takes place between two days, repeating events once per occurrence, in time order; " +
      `refused when there are more than ${MAX_OCCURRENCES} (ask for fewer days, or for calendarDays)`,
  })
  eventOccurrences(
    @Args(() => OccurrenceArgs) args: OccurrenceArgs,
    @Ctx() { services }: RequestContext,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.events.occurrences(args);
  }

  @Query(() => [CalendarDay], {
    description:
      "The days between two days that have events, in order, each with its first occurrences (perDay, after skip) " +
      "and how many it has: a calendar's month or list, of a bounded size however busy the days",
  })
  calendarDays(
    @Args(() => CalendarDayArgs) args: CalendarDayArgs,
    @Ctx() { services }: RequestContext,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.events.calendarDays(args);
  }

  @Query(() => Event, { nullable: true, description: "One event, or null when there is none with the id" })
  event(
    @Arg("id", () => ID) id: string,
    @Ctx() { services }: RequestContext,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.events.findById(id);
  }

  @FieldResolver(() => Parish, { nullable: true, description: "The parish it belongs to, if any" })
  parish(@Root() event: Event, @Ctx() { loaders }: RequestContext) {
    return event.parishId === null ? null : loaders.parish.load(event.parishId);
  }

  @FieldResolver(() => Department, {
    nullable: true,
    description: "The department it belongs to, if any (for a visitor, once the department is published)",
  })
  async department(@Root() event: Event, @Ctx() { loaders, actor }: RequestContext) {
    if (event.departmentId === null) return null;
    const department = await loaders.department.load(event.departmentId);
    // Staff see a draft department's events as theirs (the events form keeps the link); a visitor
    // is not told of the department before it is published.
    return department && (actor || department.status === PublicationStatus.PUBLISHED) ? department : null;
  }

  @FieldResolver(() => EventRepeat, {
    nullable: true,
    description: "How it repeats; null when it happens once",
  })
  repeat(@Root() event: Event, @Ctx() { language }: RequestContext): EventRepeat | null {
    if (event.repeatRule === null) return null;
    const repeat = repeatOf(event.repeatRule);
    return { ...repeat, rule: event.repeatRule, summary: repeatSummary(repeat, event.date, language) };
  }

  @FieldResolver(() => EventOccurrence, {
    nullable: true,
    description: "Its first occurrence today or later; null when it has no more",
  })
  nextOccurrence(@Root() event: Event, @Ctx() { loaders }: RequestContext) {
    return loaders.nextOccurrence.load(event);
  }

  @FieldResolver(() => [EventOccurrence], {
    description:
      `Every time it takes place between two days (at most ${MAX_CALENDAR_DAYS} apart), in time order: ` +
      "the dashboard's list of its dates (staff only; a visitor's calendar asks eventOccurrences)",
  })
  occurrences(
    @Root() event: Event,
    @Arg("from", () => String, { description: "The first day, as YYYY-MM-DD" }) from: string,
    @Arg("to", () => String, { description: "The last day, as YYYY-MM-DD" }) to: string,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.events.occurrencesOf(actor, event, { from, to });
  }

  @FieldResolver(() => [OccurrenceChange], {
    description: "Of a repeating event, its cancelled and changed occurrences, by date",
  })
  changes(@Root() event: Event, @Ctx() { loaders }: RequestContext) {
    return event.repeatRule === null ? [] : loaders.changesOfEvent.load(event.id);
  }

  @Mutation(() => Event, { description: "Adds an event (staff only)" })
  createEvent(@Arg("input", () => EventInput) input: EventInput, @Ctx() { services, actor }: RequestContext) {
    return services.events.create(actor, input);
  }

  @Mutation(() => Event, {
    description:
      "Changes an event (staff only); of a repeating one, all of it, one occurrence (its parish, department " +
      "and rule stay the series'), or one and those after it, which become a new event that is returned",
  })
  updateEvent(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => EventInput) input: EventInput,
    @Args(() => EditScopeArgs) scope: EditScopeArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.events.update(actor, id, input, scope);
  }

  @Mutation(() => Boolean, {
    description:
      "Deletes an event (staff only); of a repeating one, all of it, one occurrence (it is cancelled), " +
      "or one and those after it (the series ends the day before)",
  })
  async deleteEvent(
    @Arg("id", () => ID) id: string,
    @Args(() => EditScopeArgs) scope: EditScopeArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    await services.events.delete(actor, id, scope);
    return true;
  }

  @Mutation(() => Event, {
    description: "Undoes the cancellation or change of one occurrence of a repeating event (staff only)",
  })
  restoreEventOccurrence(
    @Arg("id", () => ID) id: string,
    @Arg("occurrenceDate", () => String) occurrenceDate: string,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.events.restoreOccurrence(actor, id, occurrenceDate);
  }
}
