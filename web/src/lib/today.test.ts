import { describe, expect, it } from "vitest";
import { todayInKakamega } from "./today";

describe("today in Kakamega", () => {
  it("starts a new day at midnight in Kakamega, three hours before UTC's", () => {
    expect(todayInKakamega(new Date("2026-06-09T20:59:00Z"))).toBe("2026-06-09");
    expect(todayInKakamega(new Date("2026-06-09T21:00:00Z"))).toBe("2026-06-10");
  });
});
