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
/**
 * How many of a day's events the month and the list show; a busier day leads to its own pages,
 * DAY_PAGE_SIZE at a time, so that no page grows with the diocese.
 */
export const EVENTS_PER_DAY = 5;
export const DAY_PAGE_SIZE = 50;
/** The furthest page of one day's events an address may ask for (the API's skip goes to 10,000). */
const LAST_DAY_PAGE = 200;

/** What the calendar shows, read from its address (EVENTS_SEARCH_FIELDS of site-routes.ts). */
export interface CalendarChoice {
  /** A month, a list of 31 days, or the events of one busy day a page at a time. */
  view: "month" | "list" | "day";
  /** The month shown, YYYY-MM; in the list, the month of its first day; of a day, its month. */
  month: string;
  /** The first and last days shown, YYYY-MM-DD: the month's, the list's 31, or the day twice. */
  from: string;
  to: string;
  /** Of a day, the page of its events shown, from 1; 1 otherwise. */
  page: number;
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

  const askedFrom = search.get("from") ?? "";
  if (search.get("view") === "day" && isCalendarDate(askedFrom) && addCalendarDays(askedFrom, 1)) {
    const askedPage = Number(search.get("page"));
    const page = Number.isInteger(askedPage) && askedPage >= 1 && askedPage <= LAST_DAY_PAGE ? askedPage : 1;
    return { view: "day", month: monthOf(askedFrom), from: askedFrom, to: askedFrom, page, ...filters };
  }
  if (search.get("view") === "list") {
    // The form keeps the month it was sent from: a list asked from another month starts on its first.
    const from =
      isCalendarDate(askedFrom) && addCalendarDays(askedFrom, LIST_DAYS - 1)
        ? askedFrom
        : month !== monthOf(today)
          ? firstDayOf(month)
          : today;
    const to = addCalendarDays(from, LIST_DAYS - 1) ?? from;
    return { view: "list", month: monthOf(from), from, to, page: 1, ...filters };
  }
  return { view: "month", month, from: firstDayOf(month), to: lastDayOf(month), page: 1, ...filters };
}

/**
 * What the calendar asks the API for: its days' first occurrences (a page of them, of one day), of
 * the parish, archdeaconry or department chosen.
 */
export const calendarVariables = ({
  view,
  from,
  to,
  page,
  parishId,
  archdeaconryId,
  departmentId,
}: CalendarChoice) => ({
  from,
  to,
  parishId,
  archdeaconryId,
  departmentId,
  perDay: view === "day" ? DAY_PAGE_SIZE : EVENTS_PER_DAY,
  skip: view === "day" ? (page - 1) * DAY_PAGE_SIZE : 0,
});

/** Whether the calendar shows the events of some parish, archdeaconry or department only. */
export const isFiltered = (choice: CalendarChoice) =>
  Boolean(choice.parishId || choice.archdeaconryId || choice.departmentId);

/** The address of the calendar with the same filters, showing another month or stretch of the list. */
export function calendarHref(
  choice: CalendarChoice,
  shown: { view?: CalendarChoice["view"]; month?: string; from?: string; page?: number },
): string {
  const search: EventsSearch = {
    view: shown.view === "month" ? undefined : shown.view,
    month: shown.month,
    from: shown.from,
    page: shown.page && shown.page > 1 ? String(shown.page) : undefined,
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

/** The address of one day's events, a page at a time, with the same filters. */
export const dayHref = (choice: CalendarChoice, date: string, page = 1) =>
  calendarHref(choice, { view: "day", from: date, page });

/** The pages of one day's events before and after this one, as links; null where there are none. */
export function neighbouringDayPages(choice: CalendarChoice, total: number) {
  const link = (page: number) =>
    page >= 1 && (page - 1) * DAY_PAGE_SIZE < total
      ? { page, href: dayHref(choice, choice.from, page) }
      : null;
  return { earlier: link(choice.page - 1), later: link(choice.page + 1) };
}
