import { describe, expect, it } from "vitest";
import { nextDayFor, nextPromotionalMoment, startOfKakamegaDay } from "./sms-hours.js";

/* Kakamega's clock (UTC+3) for SMS: its days and its promotional hours, 08:00 to 18:00. */

describe("Kakamega's clock for SMS", () => {
  it("starts the day at midnight in Kakamega, which is 21:00 UTC the day before", () => {
    expect(startOfKakamegaDay(new Date("2031-03-04T20:59:59Z"))).toEqual(new Date("2031-03-03T21:00:00Z"));
    expect(startOfKakamegaDay(new Date("2031-03-04T21:00:00Z"))).toEqual(new Date("2031-03-04T21:00:00Z"));
  });

  it.each([
    ["before 08:00: at 08:00", "2031-03-04T04:59:00Z", "2031-03-04T05:00:00Z"],
    ["within the hours: at once", "2031-03-04T09:15:00Z", "2031-03-04T09:15:00Z"],
    ["at 18:00: the next morning", "2031-03-04T15:00:00Z", "2031-03-05T05:00:00Z"],
    ["late at night: the next morning", "2031-03-04T20:30:00Z", "2031-03-05T05:00:00Z"],
  ])("lets a promotional message go %s", (_, now, expected) => {
    expect(nextPromotionalMoment(new Date(now))).toEqual(new Date(expected));
  });

  it("holds a message past its number's limit to the next day: at midnight, or 08:00 if promotional", () => {
    const afternoon = new Date("2031-03-04T12:00:00Z");
    expect(nextDayFor(afternoon, false)).toEqual(new Date("2031-03-04T21:00:00Z"));
    expect(nextDayFor(afternoon, true)).toEqual(new Date("2031-03-05T05:00:00Z"));
  });
});
