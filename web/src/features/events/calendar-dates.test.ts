import { describe, expect, it } from "vitest";
import { system } from "../../lib/theme";
import {
  calendarChoice,
  calendarVariables,
  DAY_PAGE_SIZE,
  dayHref,
  EVENTS_PER_DAY,
  neighbouringDayPages,
  neighbouringMonths,
  neighbouringStretches,
} from "./calendar-choice";
import {
  addCalendarDays,
  addMonths,
  formatStretch,
  isCalendarDate,
  isCalendarMonth,
  lastDayOf,
  monthWeeks,
  seasonsBetween,
} from "./calendar-dates";
import { LITURGICAL_COLOURS } from "./month-grid";

describe("the calendar's days", () => {
  it("knows real days and months, in the years the church year is worked out for", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-4-5")).toBe(false);
    expect(isCalendarDate("1400-01-01")).toBe(false);
    expect(isCalendarMonth("2026-12")).toBe(true);
    expect(isCalendarMonth("2026-13")).toBe(false);
    expect(isCalendarMonth("2026-00")).toBe(false);
  });

  it("counts days and months across the ends of months and years, and not beyond the calendar", () => {
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addCalendarDays("9999-12-31", 1)).toBeNull();
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("9999-12", 1)).toBeNull();
    expect(lastDayOf("2028-02")).toBe("2028-02-29");
  });

  it("lays a month out in weeks from Sunday, six of them when it needs them", () => {
    // 1 August 2026 is a Saturday, and the 31st a Monday.
    const weeks = monthWeeks("2026-08");
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-08-01"]);
    expect(weeks[5]).toEqual(["2026-08-30", "2026-08-31", null, null, null, null, null]);
    // February 2026 starts on a Sunday and fills four weeks exactly.
    expect(monthWeeks("2026-02")).toHaveLength(4);
  });

  it("names stretches of days as people write them", () => {
    expect(formatStretch("2026-04-05", "2026-05-05", "en-KE")).toBe("5 April – 5 May 2026");
    expect(formatStretch("2026-12-20", "2027-01-19", "en-KE")).toBe("20 December 2026 – 19 January 2027");
  });

  it("names them in Kiswahili on a Kiswahili page", () => {
    expect(formatStretch("2026-04-05", "2026-05-05", "sw-KE")).toBe("5 Aprili – 5 Mei 2026");
    expect(formatStretch("2026-12-20", "2027-01-19", "sw-KE")).toBe("20 Desemba 2026 – 19 Januari 2027");
  });

  it("has a colour of the theme for each colour of the church year", () => {
    for (const token of Object.values(LITURGICAL_COLOURS)) {
      expect(system.token(`colors.${token}`), token).toBeDefined();
    }
  });

  it("gives the seasons of the church year the days fall in, each with its first and last", () => {
    expect(seasonsBetween("2026-11-20", "2026-12-31")).toEqual([
      { name: "Ordinary Time", colour: "GREEN", from: "2026-11-20", to: "2026-11-28" },
      { name: "Advent", colour: "PURPLE", from: "2026-11-29", to: "2026-12-24" },
      { name: "Christmas", colour: "WHITE", from: "2026-12-25", to: "2026-12-31" },
    ]);
  });
});

describe("the calendar an address asks for", () => {
  const TODAY = "2026-04-08";
  const choiceOf = (query: string) => calendarChoice(new URLSearchParams(query), TODAY);

  it("shows this month, of every event, when the address says nothing", () => {
    expect(choiceOf("")).toEqual({
      view: "month",
      month: "2026-04",
      from: "2026-04-01",
      to: "2026-04-30",
      page: 1,
      parishId: null,
      archdeaconryId: null,
      departmentId: null,
      today: TODAY,
    });
  });

  it("shows a page of one day's events, keeping its filters, and a month for a day it cannot read", () => {
    const day = choiceOf("view=day&from=2026-12-06&page=3&parish=4");
    expect(day).toMatchObject({
      view: "day",
      month: "2026-12",
      from: "2026-12-06",
      to: "2026-12-06",
      page: 3,
    });
    expect(calendarVariables(day)).toMatchObject({
      perDay: DAY_PAGE_SIZE,
      skip: 2 * DAY_PAGE_SIZE,
      parishId: "4",
    });
    expect(neighbouringDayPages(day, 3 * DAY_PAGE_SIZE + 1)).toEqual({
      earlier: { page: 2, href: "/events?view=day&from=2026-12-06&page=2&parish=4" },
      later: { page: 4, href: "/events?view=day&from=2026-12-06&page=4&parish=4" },
    });
    expect(neighbouringDayPages(day, 3 * DAY_PAGE_SIZE).later).toBeNull();
    expect(dayHref(choiceOf("parish=4"), "2026-04-19")).toBe("/events?view=day&from=2026-04-19&parish=4");
    for (const address of ["view=day", "view=day&from=2026-13-01", "view=day&from=yesterday"]) {
      expect(choiceOf(address).view).toBe("month");
    }
    for (const page of ["0", "-1", "1.5", "x", "100000"]) {
      expect(choiceOf(`view=day&from=2026-12-06&page=${page}`).page).toBe(1);
    }
    expect(calendarVariables(choiceOf("month=2026-12"))).toMatchObject({ perDay: EVENTS_PER_DAY, skip: 0 });
  });

  it("keeps the filters in the links to the months around, and leaves out those it cannot reach", () => {
    const choice = choiceOf("month=2026-12&parish=4");
    expect(neighbouringMonths(choice)).toEqual({
      previous: { month: "2026-11", href: "/events?month=2026-11&parish=4" },
      next: { month: "2027-01", href: "/events?month=2027-01&parish=4" },
    });
    expect(neighbouringMonths(choiceOf("month=9999-12")).next).toBeNull();
  });

  it("lists 31 days, and leads to the stretches before and after", () => {
    const choice = choiceOf("view=list&from=2026-12-20&archdeaconry=2");
    expect(choice).toMatchObject({ view: "list", month: "2026-12", from: "2026-12-20", to: "2027-01-19" });
    expect(neighbouringStretches(choice)).toEqual({
      earlier: { from: "2026-11-19", href: "/events?view=list&from=2026-11-19&archdeaconry=2" },
      later: { from: "2027-01-20", href: "/events?view=list&from=2027-01-20&archdeaconry=2" },
    });
  });

  it("starts a list too near the calendar's end today instead", () => {
    expect(choiceOf("view=list&from=9999-12-20")).toMatchObject({ from: TODAY, to: "2026-05-08" });
  });
});
