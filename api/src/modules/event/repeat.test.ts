import { describe, expect, it } from "vitest";
import { lastRuleDate, repeatOf, ruleDates, ruleEndingOn, ruleOf, isRuleDate } from "./repeat.js";
import { addDays, MONTHLY_REPEATS, type Repeat } from "../../site/calendar-days.js";
import { monthly, weekly } from "../../../test/repeats.js";

describe("repetition rules (RFC 5545 RRULE)", () => {
  it("repeats weekly on the days chosen, until a day", () => {
    // 2026-03-01 is a Sunday.
    const rule = ruleOf(weekly(["SUNDAY", "WEDNESDAY"], { until: "2026-03-15" }), "2026-03-01");
    expect(rule).toBe("FREQ=WEEKLY;BYDAY=SU,WE;UNTIL=20260315");
    expect(ruleDates(rule, "2026-03-01", "2026-12-31")).toEqual([
      "2026-03-01",
      "2026-03-04",
      "2026-03-08",
      "2026-03-11",
      "2026-03-15",
    ]);
    expect(lastRuleDate(rule, "2026-03-01")).toBe("2026-03-15");
  });

  it("repeats every other week for a number of times", () => {
    const rule = ruleOf(weekly(["SUNDAY"], { interval: 2, count: 3 }), "2026-03-01");
    expect(rule).toBe("FREQ=WEEKLY;INTERVAL=2;BYDAY=SU;WKST=SU;COUNT=3");
    expect(ruleDates(rule, "2026-03-01", "2027-01-01")).toEqual(["2026-03-01", "2026-03-15", "2026-03-29"]);
  });

  it("counts every other week from Sunday, the church's first day", () => {
    const rule = ruleOf(weekly(["SUNDAY", "WEDNESDAY"], { interval: 2 }), "2030-03-03");
    expect(rule).toBe("FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,WE;WKST=SU");
    expect(ruleDates(rule, "2030-03-03", "2030-03-31")).toEqual([
      "2030-03-03",
      "2030-03-06",
      "2030-03-17",
      "2030-03-20",
      "2030-03-31",
    ]);
    expect(repeatOf(rule)).toEqual(weekly(["SUNDAY", "WEDNESDAY"], { interval: 2 }));
  });

  it("repeats monthly on the first Sunday, on the last Sunday, or on a date that some months lack", () => {
    const firstSunday = ruleOf(monthly("WEEKDAY_OF_MONTH"), "2026-03-01");
    expect(firstSunday).toBe("FREQ=MONTHLY;BYDAY=1SU");
    expect(ruleDates(firstSunday, "2026-03-01", "2026-07-31")).toEqual([
      "2026-03-01",
      "2026-04-05",
      "2026-05-03",
      "2026-06-07",
      "2026-07-05",
    ]);
    const lastSunday = ruleOf(monthly("LAST_WEEKDAY_OF_MONTH"), "2026-03-29");
    expect(lastSunday).toBe("FREQ=MONTHLY;BYDAY=-1SU");
    expect(ruleDates(lastSunday, "2026-03-29", "2026-06-30")).toEqual([
      "2026-03-29",
      "2026-04-26",
      "2026-05-31",
      "2026-06-28",
    ]);
    // The 31st: months without one are skipped, as every calendar application does.
    const thirtyFirst = ruleOf(monthly("DAY_OF_MONTH"), "2026-01-31");
    expect(ruleDates(thirtyFirst, "2026-01-31", "2026-06-30")).toEqual([
      "2026-01-31",
      "2026-03-31",
      "2026-05-31",
    ]);
  });

  it("repeats yearly on the same date, and daily", () => {
    const yearly = ruleOf({ ...weekly([]), frequency: "YEARLY", count: 3 }, "2026-06-03");
    expect(yearly).toBe("FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=3;COUNT=3");
    expect(ruleDates(yearly, "2026-06-03", "2099-01-01")).toEqual(["2026-06-03", "2027-06-03", "2028-06-03"]);
    const daily = ruleOf({ ...weekly([]), frequency: "DAILY", until: "2026-08-05" }, "2026-08-02");
    expect(ruleDates(daily, "2026-08-02", "2099-01-01")).toEqual([
      "2026-08-02",
      "2026-08-03",
      "2026-08-04",
      "2026-08-05",
    ]);
  });

  it("reads a rule back into the form's terms", () => {
    for (const [repeat, date] of [
      [weekly(["SUNDAY", "FRIDAY"], { interval: 3, until: "2026-12-31" }), "2026-03-01"],
      [monthly("WEEKDAY_OF_MONTH", { count: 12 }), "2026-03-10"],
      [monthly("LAST_WEEKDAY_OF_MONTH"), "2026-03-29"],
      [monthly("DAY_OF_MONTH"), "2026-03-14"],
    ] as const) {
      expect(repeatOf(ruleOf(repeat, date))).toEqual(repeat);
    }
  });

  it("tells a date of the rule from one that is not, and ends a rule on a day", () => {
    const rule = ruleOf(weekly(["SUNDAY"]), "2026-03-01");
    expect(isRuleDate(rule, "2026-03-01", "2026-03-22")).toBe(true);
    expect(isRuleDate(rule, "2026-03-01", "2026-03-23")).toBe(false);
    expect(isRuleDate(rule, "2026-03-01", "2026-02-22")).toBe(false);
    const ended = ruleEndingOn(
      ruleOf(weekly(["SUNDAY"], { count: 10 }), "2026-03-01"),
      "2026-03-01",
      "2026-03-14",
    );
    expect(ended).toBe("FREQ=WEEKLY;BYDAY=SU;UNTIL=20260314");
    expect(ruleDates(ended, "2026-03-01", "2099-01-01")).toEqual(["2026-03-01", "2026-03-08"]);
  });
});

describe("a rule's dates in a stretch far from its first date", () => {
  const firstDates = ["2024-01-31", "2024-02-29", "2025-12-28", "2026-03-01", "2026-05-13"];
  const repeats: Repeat[] = [
    { ...weekly([]), frequency: "DAILY" },
    { ...weekly([]), frequency: "DAILY", interval: 3 },
    { ...weekly([]), frequency: "YEARLY" },
    { ...weekly([]), frequency: "YEARLY", interval: 2 },
    ...[1, 2, 3].flatMap((interval) => [
      weekly(["SUNDAY"], { interval }),
      weekly(["SUNDAY", "WEDNESDAY"], { interval }),
      weekly(["SATURDAY"], { interval }),
      ...MONTHLY_REPEATS.map((monthlyOn) => monthly(monthlyOn, { interval })),
    ]),
  ];
  // Every 29th day for four years, so that the stretches begin on every weekday and at every part
  // of a month, in leap years and others.
  const fromDays = Array.from({ length: 52 }, (_, index) => index * 29);

  it("are the dates a walk from the first date gives there, whatever the rule, its end or the stretch", () => {
    let compared = 0;
    for (const firstDate of firstDates) {
      for (const repeat of repeats) {
        for (const end of [{}, { until: addDays(firstDate, 700) }]) {
          const rule = ruleOf({ ...repeat, ...end }, firstDate);
          const everyDate = ruleDates(rule, firstDate, addDays(firstDate, 1600));
          for (const days of fromDays) {
            const from = addDays(firstDate, days);
            const to = addDays(from, 41);
            const walkedFromTheStart = everyDate.filter((date) => date >= from && date <= to);
            expect(
              ruleDates(rule, firstDate, to, from),
              `${rule} from ${firstDate}, ${from} to ${to}`,
            ).toEqual(walkedFromTheStart);
            compared += walkedFromTheStart.length;
          }
        }
      }
    }
    // The stretches held dates to compare, not only empty lists.
    expect(compared).toBeGreaterThan(10_000);
  });
});
