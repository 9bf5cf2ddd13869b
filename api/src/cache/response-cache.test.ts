import { describe, expect, it } from "vitest";
import { nextDioceseMidnight, ResponseCache } from "./response-cache.js";

describe("the response cache's day", () => {
  it("ends at midnight in Kakamega (21:00 UTC)", () => {
    expect(new Date(nextDioceseMidnight(Date.parse("2026-11-21T20:59:59Z"))).toISOString()).toBe(
      "2026-11-21T21:00:00.000Z",
    );
    expect(new Date(nextDioceseMidnight(Date.parse("2026-11-21T21:00:00Z"))).toISOString()).toBe(
      "2026-11-22T21:00:00.000Z",
    );
  });

  it("empties itself when the diocese's date changes, so closed jobs and past events move", () => {
    let now = Date.parse("2026-11-21T20:30:00Z");
    const cache = new ResponseCache(() => now);
    cache.store("GET /api/getAllJobs", cache.generation, "application/json", "[1]");
    expect(cache.lookup("GET /api/getAllJobs", "identity")?.body.toString()).toBe("[1]");
    now = Date.parse("2026-11-21T21:00:01Z");
    expect(cache.lookup("GET /api/getAllJobs", "identity")).toBeNull();
  });
});
