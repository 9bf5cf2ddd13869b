import { describe, expect, it } from "vitest";
import { formatDay, formatDayOf, formatKes, formatMomentOf, formatTimeOf } from "./format";

describe("dates and times as the dashboard shows them", () => {
  it("writes days and times as people read them", () => {
    expect(formatDay("2026-06-10")).toBe("10 Jun 2026");
  });

  it("writes a moment as its day in Kakamega", () => {
    expect(formatDayOf("2026-06-09T21:00:00Z")).toBe("10 Jun 2026");
  });

  it("writes a moment's time and its day and time in Kakamega, on a 24-hour clock", () => {
    expect(formatTimeOf("2099-12-24T15:00:00.000Z")).toBe("18:00");
    expect(formatTimeOf("2026-06-09T21:05:00Z")).toBe("00:05");
    expect(formatMomentOf("2026-06-09T21:05:00Z")).toBe("10 Jun 2026, 00:05");
  });
});

describe("dates and amounts in the member of staff's locale", () => {
  it("writes a day and an amount for a Kiswahili reader", () => {
    expect(formatDay("2026-08-10", "sw-KE")).toBe("10 Ago 2026");
    expect(formatDayOf("2026-08-09T21:00:00Z", "sw-KE")).toBe(formatDay("2026-08-10", "sw-KE"));
    expect(formatMomentOf("2099-12-24T15:00:00.000Z", "sw-KE")).toBe("24 Des 2099, 18:00");
    expect(formatKes(600000, "sw-KE")).toBe("KES 600,000");
  });
});
