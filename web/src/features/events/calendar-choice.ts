import { isRecordId, type EventsSearch } from "@diocese/site/site-routes";
import { paths } from "../../lib/paths";
import {
  addCalendarDays,
  addMonths,
  firstDayOf,
  isCalendarDate,
  isCalendarMonth,
  lastDayOf,
  monthOf,
} from "./calendar-dates";

/** How many days the list shows at a time, from its first: about a month. */
export const LIST_DAYS = 31;

/** What the calendar shows, read from its address (EVENTS_SEARCH_FIELDS of site-routes.ts). */
export interface CalendarChoice {
  view: "month" | "list";
  /** The month shown, YYYY-MM; in the list, the month of its first day. */
  month: string;
  /** The first and last days shown, YYYY-MM-DD: the month's, or the list's 31. */
  from: string;
  to: string;
  parishId: string | null;
  archdeaconryId: string | null;
  departmentId: string | null;
  /** Today in Kakamega, YYYY-MM-DD. */
  today: string;
}

const idFrom = (search: URLSearchParams, field: string) => {
  const id = search.get(field)?.trim() ?? "";
  return isRecordId(id) ? id : null;
};

/**
 * The calendar an address asks for. What no form sends (month=2026-13, parish=abc) is left out,
 * as the finder does, so that a mistyped address still shows the calendar rather than an error:
 * the month is then this one, and the list starts today.
 */
export function calendarChoice(search: URLSearchParams, today: string): CalendarChoice {
  const filters = {
    parishId: idFrom(search, "parish"),
    archdeaconryId: idFrom(search, "archdeaconry"),
    departmentId: idFrom(search, "department"),
    today,
  };
  const askedMonth = search.get("month") ?? "";
  const month = isCalendarMonth(askedMonth) ? askedMonth : monthOf(today);

  if (search.get("view") === "list") {
    const askedFrom = search.get("from") ?? "";
    // The form keeps the month it was sent from: a list asked from another month starts on its first.
    const from =
      isCalendarDate(askedFrom) && addCalendarDays(askedFrom, LIST_DAYS - 1)
        ? askedFrom
        : month !== monthOf(today)
          ? firstDayOf(month)
          : today;
    const to = addCalendarDays(from, LIST_DAYS - 1) ?? from;
    return { view: "list", month: monthOf(from), from, to, ...filters };
  }
  return { view: "month", month, from: firstDayOf(month), to: lastDayOf(month), ...filters };
}

/** What the calendar asks the API for: its days' occurrences, of the parish, archdeaconry or department chosen. */
export const calendarVariables = ({ from, to, parishId, archdeaconryId, departmentId }: CalendarChoice) => ({
  from,
  to,
  parishId,
  archdeaconryId,
  departmentId,
});

/** Whether the calendar shows the events of some parish, archdeaconry or department only. */
export const isFiltered = (choice: CalendarChoice) =>
  Boolean(choice.parishId || choice.archdeaconryId || choice.departmentId);

/** The address of the calendar with the same filters, showing another month or stretch of the list. */
export function calendarHref(
  choice: CalendarChoice,
  shown: { view?: CalendarChoice["view"]; month?: string; from?: string },
): string {
  const search: EventsSearch = {
    view: shown.view === "list" ? "list" : undefined,
    month: shown.month,
    from: shown.from,
    parish: choice.parishId ?? undefined,
    archdeaconry: choice.archdeaconryId ?? undefined,
    department: choice.departmentId ?? undefined,
  };
  return paths.events.getHref(search);
}

/** The month before and after, as links; null beyond the years the calendar knows. */
export function neighbouringMonths(choice: CalendarChoice) {
  const link = (month: string | null) => month && { month, href: calendarHref(choice, { month }) };
  return { previous: link(addMonths(choice.month, -1)), next: link(addMonths(choice.month, 1)) };
}

/** The list's stretches before and after this one, as links; null beyond the years the calendar knows. */
export function neighbouringStretches(choice: CalendarChoice) {
  const link = (from: string | null) =>
    from && addCalendarDays(from, LIST_DAYS - 1)
      ? { from, href: calendarHref(choice, { view: "list", from }) }
      : null;
  return {
    earlier: link(addCalendarDays(choice.from, -LIST_DAYS)),
    later: link(addCalendarDays(choice.to, 1)),
  };
}
