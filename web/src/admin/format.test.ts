import { describe, expect, it } from "vitest";
import { formatDay, formatDayOf, formatKes } from "./format";

describe("dates and times as the dashboard shows them", () => {
  it("writes days and times as people read them", () => {
    expect(formatDay("2026-06-10")).toBe("10 Jun 2026");
  });

  it("writes a moment as its day in Kakamega", () => {
    expect(formatDayOf("2026-06-09T21:00:00Z")).toBe("10 Jun 2026");
  });
});

describe("dates and amounts in the member of staff's locale", () => {
  it("writes a day and an amount for a Kiswahili reader", () => {
    expect(formatDay("2026-08-10", "sw-KE")).toBe("10 Ago 2026");
    expect(formatDayOf("2026-08-09T21:00:00Z", "sw-KE")).toBe(formatDay("2026-08-10", "sw-KE"));
    expect(formatKes(600000, "sw-KE")).toBe("KES 600,000");
  });
});
