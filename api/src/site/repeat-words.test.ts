import { describe, expect, it } from "vitest";
import { repeatSummary } from "./repeat-words.js";
import { monthly, weekly } from "../../test/repeats.js";

describe("a repetition in words", () => {
  it("says how it repeats, and until when or how many times", () => {
    expect(repeatSummary(weekly(["SUNDAY", "WEDNESDAY"], { until: "2026-12-31" }), "2026-03-01", "en")).toBe(
      "Every week on Sunday and Wednesday, until 31 December 2026",
    );
    expect(
      repeatSummary(weekly(["SUNDAY", "TUESDAY", "WEDNESDAY"], { interval: 2 }), "2026-03-01", "en"),
    ).toBe("Every 2 weeks on Sunday, Tuesday and Wednesday");
    expect(repeatSummary(monthly("WEEKDAY_OF_MONTH", { count: 6 }), "2026-03-08", "en")).toBe(
      "Every month on the second Sunday, 6 times",
    );
    expect(repeatSummary(monthly("LAST_WEEKDAY_OF_MONTH", { interval: 2 }), "2026-03-29", "en")).toBe(
      "Every 2 months on the last Sunday",
    );
    expect(repeatSummary({ ...weekly([]), frequency: "DAILY", interval: 3 }, "2030-03-15", "en")).toBe(
      "Every 3 days",
    );
  });

  it("says the same in Kiswahili, with Kiswahili's days, months and lists", () => {
    expect(repeatSummary(weekly(["THURSDAY"]), "2026-03-05", "sw")).toBe("Kila wiki, siku ya Alhamisi");
    expect(repeatSummary(weekly(["SUNDAY", "WEDNESDAY"], { until: "2026-12-31" }), "2026-03-01", "sw")).toBe(
      "Kila wiki, siku ya Jumapili na Jumatano, hadi 31 Desemba 2026",
    );
    expect(
      repeatSummary(weekly(["SUNDAY", "TUESDAY", "WEDNESDAY"], { interval: 2 }), "2026-03-01", "sw"),
    ).toBe("Kila baada ya wiki 2, siku ya Jumapili, Jumanne na Jumatano");
    expect(repeatSummary(monthly("WEEKDAY_OF_MONTH", { count: 6 }), "2026-03-08", "sw")).toBe(
      "Kila mwezi, Jumapili ya pili, mara 6",
    );
    expect(repeatSummary(monthly("LAST_WEEKDAY_OF_MONTH"), "2026-03-29", "sw")).toBe(
      "Kila mwezi, Jumapili ya mwisho",
    );
    expect(repeatSummary(monthly("DAY_OF_MONTH"), "2026-01-31", "sw")).toBe(
      "Kila mwezi, tarehe 31 (si katika miezi isiyo na tarehe 31)",
    );
    expect(repeatSummary({ ...weekly([]), frequency: "YEARLY" }, "2030-03-15", "sw")).toBe(
      "Kila mwaka, tarehe 15 Machi",
    );
    expect(repeatSummary({ ...weekly([]), frequency: "DAILY" }, "2030-03-15", "sw")).toBe("Kila siku");
  });

  it("says when a month or a year lacks the day", () => {
    expect(repeatSummary(monthly("DAY_OF_MONTH"), "2026-01-31", "en")).toBe(
      "Every month on day 31 (not in months without a day 31)",
    );
    expect(repeatSummary(monthly("DAY_OF_MONTH"), "2026-01-28", "en")).toBe("Every month on day 28");
    expect(repeatSummary({ ...weekly([]), frequency: "YEARLY" }, "2028-02-29", "en")).toBe(
      "Every year on 29 February (in leap years)",
    );
    expect(repeatSummary({ ...weekly([]), frequency: "YEARLY" }, "2030-03-15", "en")).toBe(
      "Every year on 15 March",
    );
  });

  it("leaves out what only the date can say while there is none", () => {
    expect(repeatSummary(monthly("DAY_OF_MONTH", { count: 4 }), null, "en")).toBe("Every month, 4 times");
    expect(repeatSummary({ ...weekly([]), frequency: "YEARLY" }, null, "en")).toBe("Every year");
    expect(repeatSummary(weekly([]), null, "en")).toBe("Every week");
    expect(repeatSummary(monthly("WEEKDAY_OF_MONTH", { interval: 3 }), null, "sw")).toBe(
      "Kila baada ya miezi 3",
    );
  });
});
