import { describe, expect, it } from "vitest";
import { subscribersCsv } from "./subscribers-csv";

describe("the subscribers' CSV export", () => {
  it("has a header row and one line per subscriber, with the days in Kakamega, ending CRLF", () => {
    const csv = subscribersCsv([
      {
        email: "mary@example.org",
        confirmed: true,
        // 22:15 UTC is already the next day in Kakamega.
        confirmedAt: "2026-10-01T22:15:00.000Z",
        language: "SW",
        createdAt: "2026-10-01T09:30:00.000Z",
      },
      {
        email: "john@example.org",
        confirmed: false,
        confirmedAt: null,
        language: "EN",
        createdAt: "2026-11-12T17:00:00.000Z",
      },
    ]);
    expect(csv).toBe(
      "E-mail,Confirmed,Confirmed on,Language,Subscribed on\r\nmary@example.org,yes,2026-10-02,sw,2026-10-01\r\njohn@example.org,no,,en,2026-11-12\r\n",
    );
  });

  it("quotes cells with commas or quotes, and defuses spreadsheet formulas", () => {
    const csv = subscribersCsv([
      {
        email: '"odd",name@example.org',
        confirmed: false,
        confirmedAt: null,
        language: "EN",
        createdAt: "2026-11-12T17:00:00.000Z",
      },
      {
        email: "=HYPERLINK(1)@example.org",
        confirmed: false,
        confirmedAt: null,
        language: "EN",
        createdAt: "2026-11-12T17:00:00.000Z",
      },
    ]);
    const [, first, second] = csv.split("\r\n");
    expect(first).toBe('"""odd"",name@example.org",no,,en,2026-11-12');
    expect(second).toBe("'=HYPERLINK(1)@example.org,no,,en,2026-11-12");
  });
});
