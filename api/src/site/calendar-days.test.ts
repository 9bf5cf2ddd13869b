import { describe, expect, it } from "vitest";
import {
  addDays,
  datesBetween,
  daysBetween,
  isDay,
  isInLastWeekOfMonth,
  monthlyDay,
  repeatSummary,
  spokenDate,
  spokenDayAndMonth,
  spokenWeekdayAndDate,
  weekdayOf,
} from "./calendar-days.js";
import { monthly, weekly } from "../../test/repeats.js";

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
  });

  it("names the day a monthly event takes place", () => {
    expect(monthlyDay("DAY_OF_MONTH", "2030-04-28")).toBe("day 28");
    expect(monthlyDay("WEEKDAY_OF_MONTH", "2030-04-28")).toBe("the fourth Sunday");
    expect(monthlyDay("LAST_WEEKDAY_OF_MONTH", "2030-04-28")).toBe("the last Sunday");
  });
});

describe("a repetition in words", () => {
  it("says how it repeats, and until when or how many times", () => {
    expect(repeatSummary(weekly(["SUNDAY", "WEDNESDAY"], { until: "2026-12-31" }), "2026-03-01")).toBe(
      "Every week on Sunday and Wednesday, until 31 December 2026",
    );
    expect(repeatSummary(weekly(["SUNDAY", "TUESDAY", "WEDNESDAY"], { interval: 2 }), "2026-03-01")).toBe(
      "Every 2 weeks on Sunday, Tuesday and Wednesday",
    );
    expect(repeatSummary(monthly("WEEKDAY_OF_MONTH", { count: 6 }), "2026-03-08")).toBe(
      "Every month on the second Sunday, 6 times",
    );
    expect(repeatSummary(monthly("LAST_WEEKDAY_OF_MONTH", { interval: 2 }), "2026-03-29")).toBe(
      "Every 2 months on the last Sunday",
    );
    expect(repeatSummary({ ...weekly([]), frequency: "DAILY", interval: 3 }, "2030-03-15")).toBe(
      "Every 3 days",
    );
  });

  it("says when a month or a year lacks the day", () => {
    expect(repeatSummary(monthly("DAY_OF_MONTH"), "2026-01-31")).toBe(
      "Every month on day 31 (not in months without a day 31)",
    );
    expect(repeatSummary(monthly("DAY_OF_MONTH"), "2026-01-28")).toBe("Every month on day 28");
    expect(repeatSummary({ ...weekly([]), frequency: "YEARLY" }, "2028-02-29")).toBe(
      "Every year on 29 February (in leap years)",
    );
    expect(repeatSummary({ ...weekly([]), frequency: "YEARLY" }, "2030-03-15")).toBe(
      "Every year on 15 March",
    );
  });

  it("leaves out what only the date can say while there is none", () => {
    expect(repeatSummary(monthly("DAY_OF_MONTH", { count: 4 }), null)).toBe("Every month, 4 times");
    expect(repeatSummary({ ...weekly([]), frequency: "YEARLY" }, null)).toBe("Every year");
    expect(repeatSummary(weekly([]), null)).toBe("Every week");
  });
});
