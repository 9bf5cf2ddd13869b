import { addDays, daysBetween, weekdayOf } from "@diocese/site/calendar-days";
import type { EditScope, EventInput } from "../gql/graphql";
import type { EditedEvent } from "./edited-event";
import type { EventValues } from "./event-form";
import type { RepeatValues } from "./repeat-values";

const REPEAT_FIELDS: (keyof RepeatValues)[] = [
  "repeatFrequency",
  "repeatInterval",
  "repeatOtherDays",
  "repeatMonthlyOn",
  "repeatEnds",
  "repeatUntil",
  "repeatCount",
];

/**
 * Whether the Repeats section is as it opened. Its values, not the input they make, are compared:
 * moving a weekly event's date changes the days it sends without anyone choosing another rule.
 */
export function sameRepeat(values: EventValues, initial: EventValues): boolean {
  return REPEAT_FIELDS.every((name) => values[name] === initial[name]);
}

/**
 * The input a change of one date sends for the scope chosen, as calendar applications do it:
 * - THIS_ONE: the date's own details; the API keeps the series' rule, parish and department, so
 *   no rule is sent (it would be checked against the moved date for nothing).
 * - THIS_AND_FOLLOWING: the following dates become a new event; a series that ends after a number
 *   of times keeps its last date rather than starting the count again.
 * - ALL: the series keeps its first date, moved by as many days as this date was.
 */
export function inputForScope(
  scope: EditScope,
  input: EventInput,
  values: EventValues,
  initial: EventValues,
  event: EditedEvent,
): EventInput {
  if (scope === "THIS_ONE") return { ...input, repeat: null };
  const repeat = input.repeat ?? null;
  if (scope === "THIS_AND_FOLLOWING") {
    if (!repeat || !sameRepeat(values, initial)) return input;
    if (repeat.count != null) {
      const last = event.lastDate;
      return {
        ...input,
        repeat: last !== null && last > input.date ? { ...repeat, count: null, until: last } : null,
      };
    }
    if (repeat.until != null && repeat.until <= input.date) return { ...input, repeat: null };
    return input;
  }
  let date = addDays(event.date, daysBetween(initial.date, input.date));
  if (repeat?.frequency === "WEEKLY" && repeat.weekdays?.length) {
    // The API wants a weekly series to start on one of its days: the first of them from then on.
    while (!repeat.weekdays.includes(weekdayOf(date))) date = addDays(date, 1);
  }
  return { ...input, date };
}
