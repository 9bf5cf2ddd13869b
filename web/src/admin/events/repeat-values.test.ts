import { describe, expect, it } from "vitest";
import { inputForScope } from "./scope-input";
import { eventValues, occurrenceValues, toEventInput } from "./event-form";
import { buildOccurrence, buildRepeat, buildRepeatingEvent } from "./event.fixtures";
import { repeatSummary as summaryIn } from "@diocese/site/repeat-words";
import { monthlyChoices, noRepeat, repeatTerms, type RepeatValues } from "./repeat-values";

/** The form's repetition so far in English words, as the Repeats section shows it. */
const repeatSummary = (values: RepeatValues, date: string) => {
  const terms = repeatTerms(values, date);
  return terms && summaryIn(terms, date || null, "en");
};

describe("the Repeats section's rules", () => {
  it("offers both the fourth and the last Sunday for a date that is both, and only the day before a date is chosen", () => {
    expect(monthlyChoices("2030-04-28").map((choice) => choice.label)).toEqual([
      "On day 28",
      "On the fourth Sunday",
      "On the last Sunday",
    ]);
    expect(monthlyChoices("")).toEqual([]);
  });

  it("words a repetition as the API does", () => {
    const daily = { ...noRepeat, repeatFrequency: "DAILY" as const, repeatInterval: "3" };
    expect(repeatSummary(daily, "2030-03-15")).toBe("Every 3 days");
    expect(repeatSummary({ ...daily, repeatFrequency: "" }, "2030-03-15")).toBeNull();
    expect(repeatSummary({ ...noRepeat, repeatFrequency: "MONTHLY" }, "2030-03-15")).toBe(
      "Every month on day 15",
    );
    expect(repeatSummary({ ...noRepeat, repeatFrequency: "MONTHLY" }, "2030-03-31")).toBe(
      "Every month on day 31 (not in months without a day 31)",
    );
    expect(repeatSummary({ ...noRepeat, repeatFrequency: "MONTHLY" }, "")).toBe("Every month");
  });
});

describe("a change of one date of a repeating event", () => {
  const counted = buildRepeatingEvent({
    repeat: buildRepeat({ count: 10, summary: "Every week on Sunday, 10 times" }),
    lastDate: "2030-05-05",
  });
  const occurrence = buildOccurrence(counted, "2030-03-24");
  const initial = occurrenceValues(counted, occurrence);
  const input = toEventInput(initial);

  it("keeps the series' last date for this and following dates, rather than counting ten again", () => {
    expect(inputForScope("THIS_AND_FOLLOWING", input, initial, initial, counted).repeat).toEqual({
      frequency: "WEEKLY",
      interval: 1,
      weekdays: ["SUNDAY"],
      monthlyOn: null,
      until: "2030-05-05",
      count: null,
    });
  });

  it("sends no rule for the date alone", () => {
    expect(inputForScope("THIS_ONE", input, initial, initial, counted).repeat).toBeNull();
  });

  it("moves the whole series, and its day of the week, by as many days as the date was moved, for all dates", () => {
    const moved = { ...initial, date: "2030-03-25" };
    const sent = inputForScope("ALL", toEventInput(moved), moved, initial, counted);
    expect(sent.date).toBe("2030-03-04");
    expect(sent.repeat?.weekdays).toEqual(["MONDAY"]);
    expect(eventValues(counted).date).toBe("2030-03-03");
  });
});
