import { describe, expect, it } from "vitest";
import { subscribersCsv } from "./subscribers-csv";

describe("the subscribers' CSV export", () => {
  it("has a header row and one line per subscriber, ending CRLF", () => {
    const csv = subscribersCsv([
      { email: "mary@example.org", confirmed: true, createdAt: "2026-10-01T09:30:00.000Z" },
      { email: "john@example.org", confirmed: false, createdAt: "2026-11-12T17:00:00.000Z" },
    ]);
    expect(csv).toBe(
      "E-mail,Confirmed,Subscribed on\r\nmary@example.org,yes,2026-10-01\r\njohn@example.org,no,2026-11-12\r\n",
    );
  });

  it("quotes cells with commas or quotes, and defuses spreadsheet formulas", () => {
    const csv = subscribersCsv([
      { email: '"odd",name@example.org', confirmed: false, createdAt: "2026-11-12T17:00:00.000Z" },
      { email: "=HYPERLINK(1)@example.org", confirmed: false, createdAt: "2026-11-12T17:00:00.000Z" },
    ]);
    const [, first, second] = csv.split("\r\n");
    expect(first).toBe('"""odd"",name@example.org",no,2026-11-12');
    expect(second).toBe("'=HYPERLINK(1)@example.org,no,2026-11-12");
  });
});
