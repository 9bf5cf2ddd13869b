import { describe, expect, it } from "vitest";
import { clockTimeInDiocese, dayInDiocese, momentInDiocese, todayInDiocese } from "./calendar.js";

// 21:05:09 UTC on 31 December is 00:05:09 on 1 January in Kakamega (UTC+3, no summer time).
const NEW_YEAR_IN_KAKAMEGA = new Date("2026-12-31T21:05:09Z");

describe("dates and times in the diocese", () => {
  it("are East Africa Time's, the day turning three hours before UTC's", () => {
    expect(todayInDiocese(NEW_YEAR_IN_KAKAMEGA)).toBe("2027-01-01");
    expect(dayInDiocese(NEW_YEAR_IN_KAKAMEGA)).toBe("2027-01-01");
    expect(clockTimeInDiocese(NEW_YEAR_IN_KAKAMEGA)).toBe("00:05");
  });

  it("write a moment for a spreadsheet's date and time column, to the minute or to the second", () => {
    expect(momentInDiocese(NEW_YEAR_IN_KAKAMEGA)).toBe("2027-01-01 00:05");
    expect(momentInDiocese(NEW_YEAR_IN_KAKAMEGA, "second")).toBe("2027-01-01 00:05:09");
  });
});
