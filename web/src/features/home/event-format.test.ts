import { describe, expect, it } from "vitest";
import { eventDateParts, formatEventTime, formatEventTimes } from "./event-format";

describe("event dates and times", () => {
  it("splits a date into a two-digit day, a short month and the year", () => {
    expect(eventDateParts("2026-12-05")).toEqual({ day: "05", month: "Dec", year: "2026" });
    expect(eventDateParts("2027-01-31")).toEqual({ day: "31", month: "Jan", year: "2027" });
  });

  it("writes times in 12-hour form with am or pm and without seconds", () => {
    expect(formatEventTime("14:00:00")).toBe("2:00 pm");
    expect(formatEventTime("08:30:00")).toBe("8:30 am");
    expect(formatEventTime("16:30")).toBe("4:30 pm");
  });

  it("calls midnight 12 am and midday 12 pm", () => {
    expect(formatEventTime("00:15:00")).toBe("12:15 am");
    expect(formatEventTime("12:00:00")).toBe("12:00 pm");
  });

  it("joins start and end times with a dash", () => {
    expect(formatEventTimes("14:00:00", "16:30:00")).toBe("2:00 pm – 4:30 pm");
  });
});

describe("event dates and times in Kiswahili", () => {
  it("names the month as sw-KE does", () => {
    expect(eventDateParts("2026-12-05", "sw-KE")).toEqual({ day: "05", month: "Des", year: "2026" });
    expect(eventDateParts("2027-01-31", "sw-KE")).toEqual({ day: "31", month: "Jan", year: "2027" });
  });

  it("writes times on the 24-hour clock", () => {
    expect(formatEventTime("14:00:00", "sw-KE")).toBe("14:00");
    expect(formatEventTimes("08:30:00", "16:30:00", "sw-KE")).toBe("08:30 – 16:30");
  });
});
