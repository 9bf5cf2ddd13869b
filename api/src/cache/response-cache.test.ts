import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
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
    const cache = new ResponseCache(1024 * 1024, () => now);
    cache.store("GET /api/getAllJobs", cache.generation, "application/json", "[1]");
    expect(cache.lookup("GET /api/getAllJobs", "identity")?.body.toString()).toBe("[1]");
    now = Date.parse("2026-11-21T21:00:01Z");
    expect(cache.lookup("GET /api/getAllJobs", "identity")).toBeNull();
  });
});

describe("the response cache's memory", () => {
  const kilobytes = (n: number) => "x".repeat(n * 1024);

  it("holds at most its size in bytes, letting the least recently used answers go first", () => {
    const cache = new ResponseCache(100 * 1024);
    for (let index = 0; index < 4; index += 1) {
      cache.store(`GET /api/answer-${index}`, cache.generation, "application/json", kilobytes(5));
    }
    // Reading the oldest makes it the most recently used.
    expect(cache.lookup("GET /api/answer-0", "identity")).not.toBeNull();
    for (let index = 4; index < 40; index += 1) {
      cache.store(`GET /api/answer-${index}`, cache.generation, "application/json", kilobytes(5));
      cache.lookup("GET /api/answer-0", "identity");
      expect(cache.usage.bytes).toBeLessThanOrEqual(100 * 1024);
    }
    expect(cache.lookup("GET /api/answer-0", "identity")).not.toBeNull();
    expect(cache.lookup("GET /api/answer-1", "identity")).toBeNull();
    expect(cache.lookup("GET /api/answer-39", "identity")).not.toBeNull();
    expect(cache.usage.entries).toBeGreaterThan(10);
  });

  it("counts the compressed copies it makes", () => {
    const cache = new ResponseCache(1024 * 1024);
    cache.store("GET /api/page", cache.generation, "text/html", kilobytes(20));
    const plain = cache.usage.bytes;
    const compressed = (cache.lookup("GET /api/page", "gzip")!.body as Buffer).length;
    expect(cache.usage.bytes).toBe(plain + compressed);
  });

  it("never keeps an answer larger than a sixteenth of its size", () => {
    const cache = new ResponseCache(160 * 1024);
    cache.store("GET /api/small", cache.generation, "application/json", kilobytes(9));
    cache.store("GET /api/large", cache.generation, "application/json", kilobytes(11));
    expect(cache.lookup("GET /api/small", "identity")).not.toBeNull();
    expect(cache.lookup("GET /api/large", "identity")).toBeNull();
  });

  it("keeps a large answer compressed alone, once compressed, and gives it back whole in every encoding", async () => {
    const cache = new ResponseCache(64 * 1024 * 1024);
    // 8 MB of sitemap-like text: more than a sixteenth of the cache as it is, far less compressed.
    const lines = Array.from(
      { length: 80_000 },
      (_, index) => `<loc>https://diocese.example/news/${index}</loc>`,
    );
    const answer = lines.join("\n").padEnd(8 * 1024 * 1024, " ");
    const etag = cache.store("FILE /sitemaps/news-1.xml", cache.generation, "application/xml", answer);
    expect(etag).toMatch(/^W\/"/);
    // Compressing 8 MB twice on zlib's threads takes a second or more on a loaded machine.
    await vi.waitFor(() => expect(cache.lookup("FILE /sitemaps/news-1.xml", "gzip")).not.toBeNull(), {
      timeout: 30_000,
      interval: 100,
    });

    expect(cache.usage.bytes).toBeLessThan(answer.length / 4);
    const gzipped = cache.lookup("FILE /sitemaps/news-1.xml", "gzip")!;
    expect(gzipped.etag).toBe(etag);
    expect(gunzipSync(gzipped.body as Buffer).toString()).toBe(answer);
    const brotli = cache.lookup("FILE /sitemaps/news-1.xml", "br")!.body as Buffer;
    expect(brotliDecompressSync(brotli).toString()).toBe(answer);
    const plain = cache.lookup("FILE /sitemaps/news-1.xml", "identity")!.body;
    expect(plain).toBeInstanceOf(Readable);
    expect((await buffer(plain as Readable)).toString()).toBe(answer);
  }, 60_000);

  it("leaves a large answer unkept when something is written while it is compressed", async () => {
    const cache = new ResponseCache(64 * 1024 * 1024);
    cache.store(
      "FILE /sitemaps/news-1.xml",
      cache.generation,
      "application/xml",
      "x".repeat(2 * 1024 * 1024),
    );
    cache.invalidate();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(cache.lookup("FILE /sitemaps/news-1.xml", "gzip")).toBeNull();
    expect(cache.usage.entries).toBe(0);
  });

  it("keeps nothing when its size is 0", () => {
    const cache = new ResponseCache(0);
    cache.store("GET /api/small", cache.generation, "application/json", "[]");
    expect(cache.lookup("GET /api/small", "identity")).toBeNull();
    expect(cache.usage).toEqual({ entries: 0, bytes: 0 });
  });
});
