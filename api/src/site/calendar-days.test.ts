import { describe, expect, it } from "vitest";
import {
  addDays,
  datesBetween,
  daysBetween,
  isDay,
  isInLastWeekOfMonth,
  spokenDate,
  spokenDayAndMonth,
  spokenWeekdayAndDate,
  weekdayOf,
} from "./calendar-days.js";

describe("the calendar's days", () => {
  it("knows a real day written YYYY-MM-DD from text that is none", () => {
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("2026-13-01")).toBe(false);
    expect(isDay("2026-4-5")).toBe(false);
    expect(isDay("")).toBe(false);
  });

  it("counts days across the ends of months and years, and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(daysBetween("2026-12-25", "2027-01-01")).toBe(7);
    expect(daysBetween("2030-03-15", "2030-03-01")).toBe(-14);
    expect(datesBetween("2026-12-30", "2027-01-02")).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
    expect(datesBetween("2026-12-30", "2026-12-29")).toEqual([]);
  });

  it("tells the day of the week, whatever the time zone", () => {
    expect(weekdayOf("2026-03-01")).toBe("SUNDAY");
    expect(weekdayOf("2030-03-15")).toBe("FRIDAY");
  });

  it("knows the last seven days of a month, which 'the last Sunday' names", () => {
    expect(isInLastWeekOfMonth("2026-03-29")).toBe(true);
    expect(isInLastWeekOfMonth("2026-03-24")).toBe(false);
    expect(isInLastWeekOfMonth("2028-02-23")).toBe(true);
  });

  it("names dates as people write them", () => {
    expect(spokenDayAndMonth("2030-03-05")).toBe("5 March");
    expect(spokenDate("2030-03-15")).toBe("15 March 2030");
    expect(spokenWeekdayAndDate("2030-03-15")).toBe("Friday 15 March 2030");
    expect(spokenWeekdayAndDate("2026-04-05")).toBe("Sunday 5 April 2026");
    expect(spokenDayAndMonth("2030-03-05", "sw")).toBe("5 Machi");
    expect(spokenDate("2026-12-31", "sw")).toBe("31 Desemba 2026");
  });
});
