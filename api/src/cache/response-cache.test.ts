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
    const cache = new ResponseCache(1024 * 1024, { now: () => now });
    cache.store("GET /api/getAllJobs", cache.beginReading(), {
      contentType: "application/json",
      body: "[1]",
    });
    expect(cache.lookup("GET /api/getAllJobs", "identity")?.body.toString()).toBe("[1]");
    now = Date.parse("2026-11-21T21:00:01Z");
    expect(cache.lookup("GET /api/getAllJobs", "identity")).toBeNull();
  });
});

describe("what a write drops from the response cache", () => {
  /** A reading that read `tables`, begun now. */
  function readingOf(cache: ResponseCache, ...tables: string[]) {
    const reading = cache.beginReading();
    for (const table of tables) reading.tables.add(table);
    return reading;
  }

  it("drops the answers made from a table written, and keeps the others", () => {
    const cache = new ResponseCache(1024 * 1024);
    cache.store("PAGE /news", readingOf(cache, "news", "site_settings"), {
      contentType: "text/html",
      body: "news",
    });
    cache.store("PAGE /give", readingOf(cache, "project", "appeal_total"), {
      contentType: "text/html",
      body: "give",
    });
    cache.store("PAGE /about", readingOf(cache), { contentType: "text/html", body: "about" });

    cache.invalidate(["appeal_total", "contribution"]);
    expect(cache.lookup("PAGE /give", "identity")).toBeNull();
    expect(cache.lookup("PAGE /news", "identity")?.body.toString()).toBe("news");
    expect(cache.lookup("PAGE /about", "identity")?.body.toString()).toBe("about");

    cache.invalidate(["site_settings"]);
    expect(cache.lookup("PAGE /news", "identity")).toBeNull();
    expect(cache.lookup("PAGE /about", "identity")).not.toBeNull();
    // A change whose tables are not known (an instance of an earlier version) drops everything.
    cache.invalidate();
    expect(cache.usage).toEqual({ entries: 0, bytes: 0 });
  });

  it("keeps no answer made while a table it read was written, and keeps one whose tables were not", () => {
    const cache = new ResponseCache(1024 * 1024);
    const news = readingOf(cache, "news");
    const events = readingOf(cache, "event");
    cache.invalidate(["news"]);
    // The news was being read as it changed: what was read may be from before.
    expect(cache.store("PAGE /news", news, { contentType: "text/html", body: "news" })).toBeNull();
    expect(cache.store("PAGE /events", events, { contentType: "text/html", body: "events" })).toMatch(/^W\//);
    expect(cache.lookup("PAGE /news", "identity")).toBeNull();
    expect(cache.lookup("PAGE /events", "identity")).not.toBeNull();
  });

  it("never keeps an answer that read a quiet table, whose writes no one announces", () => {
    const cache = new ResponseCache(1024 * 1024, { quietTables: new Set(["admin_session"]) });
    expect(
      cache.store("GET /api/me", readingOf(cache, "admin_session", "news"), {
        contentType: "text/json",
        body: "{}",
      }),
    ).toBeNull();
    expect(cache.usage.entries).toBe(0);
  });

  it("keeps no answer begun before the oldest write it remembers", () => {
    const cache = new ResponseCache(1024 * 1024);
    const slow = readingOf(cache, "news");
    for (let index = 0; index < 1001; index += 1) cache.invalidate(["contribution"]);
    expect(cache.store("PAGE /news", slow, { contentType: "text/html", body: "news" })).toBeNull();
    expect(
      cache.store("PAGE /news", readingOf(cache, "news"), { contentType: "text/html", body: "news" }),
    ).not.toBeNull();
  });

  it("leaves a large answer unkept when a table it read is written while it is compressed", async () => {
    const cache = new ResponseCache(64 * 1024 * 1024);
    const reading = readingOf(cache, "news");
    cache.store("FILE /sitemaps/news-1.xml", reading, {
      contentType: "application/xml",
      body: "x".repeat(2 * 1024 * 1024),
    });
    cache.invalidate(["news"]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(cache.lookup("FILE /sitemaps/news-1.xml", "gzip")).toBeNull();
  });
});

describe("what a write drops, where the deployment serves several dioceses", () => {
  /** A cache of a province's deployment, and which diocese the running code works for. */
  function provinceCache() {
    const working = { for: 1 };
    const cache = new ResponseCache(1024 * 1024, { perDiocese: () => working.for });
    /** Runs `work` as the diocese's request would. */
    const as = <Result>(diocese: number, work: () => Result): Result => {
      working.for = diocese;
      return work();
    };
    const keepNews = (diocese: number, body: string) =>
      as(diocese, () => {
        const reading = cache.beginReading();
        reading.tables.add("news_article");
        return cache.store("PAGE /news", reading, { contentType: "text/html", body });
      });
    const newsOf = (diocese: number) =>
      as(diocese, () => cache.lookup("PAGE /news", "identity")?.body.toString());
    return { cache, as, keepNews, newsOf };
  }

  it("drops the answers of the diocese whose rows it wrote, and keeps every other diocese's", () => {
    const { cache, keepNews, newsOf } = provinceCache();
    keepNews(1, "Kakamega's news");
    keepNews(2, "Mumias's news");
    cache.invalidate(["news_article"], 2);
    expect([newsOf(1), newsOf(2)]).toEqual(["Kakamega's news", undefined]);
    // A write of the deployment's (no diocese named) drops every diocese's.
    keepNews(2, "Mumias's news");
    cache.invalidate(["news_article"]);
    expect([newsOf(1), newsOf(2)]).toEqual([undefined, undefined]);
  });

  it("keeps an answer made while another diocese wrote the tables it read, not one made while its own did", () => {
    const { cache, as } = provinceCache();
    const reading = (diocese: number) =>
      as(diocese, () => {
        const begun = cache.beginReading();
        begun.tables.add("news_article");
        return begun;
      });
    const kakamega = reading(1);
    const mumias = reading(2);
    cache.invalidate(["news_article"], 2);
    expect(
      as(1, () => cache.store("PAGE /news", kakamega, { contentType: "text/html", body: "Kakamega's news" })),
    ).toMatch(/^W\//);
    expect(
      as(2, () => cache.store("PAGE /news", mumias, { contentType: "text/html", body: "Mumias's news" })),
    ).toBeNull();
  });

  it("drops every answer of the one diocese it serves, whatever diocese a write names", () => {
    const cache = new ResponseCache(1024 * 1024);
    const reading = cache.beginReading();
    reading.tables.add("news_article");
    cache.store("PAGE /news", reading, { contentType: "text/html", body: "news" });
    cache.invalidate(["news_article"], 2);
    expect(cache.lookup("PAGE /news", "identity")).toBeNull();
  });
});

describe("the response cache's memory", () => {
  const kilobytes = (n: number) => "x".repeat(n * 1024);

  it("holds at most its size in bytes, letting the least recently used answers go first", () => {
    const cache = new ResponseCache(100 * 1024);
    for (let index = 0; index < 4; index += 1) {
      cache.store(`GET /api/answer-${index}`, cache.beginReading(), {
        contentType: "application/json",
        body: kilobytes(5),
      });
    }
    // Reading the oldest makes it the most recently used.
    expect(cache.lookup("GET /api/answer-0", "identity")).not.toBeNull();
    for (let index = 4; index < 40; index += 1) {
      cache.store(`GET /api/answer-${index}`, cache.beginReading(), {
        contentType: "application/json",
        body: kilobytes(5),
      });
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
    cache.store("GET /api/page", cache.beginReading(), { contentType: "text/html", body: kilobytes(20) });
    const plain = cache.usage.bytes;
    const compressed = (cache.lookup("GET /api/page", "gzip")!.body as Buffer).length;
    expect(cache.usage.bytes).toBe(plain + compressed);
  });

  it("never keeps an answer larger than a sixteenth of its size", () => {
    const cache = new ResponseCache(160 * 1024);
    cache.store("GET /api/small", cache.beginReading(), {
      contentType: "application/json",
      body: kilobytes(9),
    });
    cache.store("GET /api/large", cache.beginReading(), {
      contentType: "application/json",
      body: kilobytes(11),
    });
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
    const etag = cache.store("FILE /sitemaps/news-1.xml", cache.beginReading(), {
      contentType: "application/xml",
      body: answer,
    });
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
    cache.store("FILE /sitemaps/news-1.xml", cache.beginReading(), {
      contentType: "application/xml",
      body: "x".repeat(2 * 1024 * 1024),
    });
    cache.invalidate();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(cache.lookup("FILE /sitemaps/news-1.xml", "gzip")).toBeNull();
    expect(cache.usage.entries).toBe(0);
  });

  it("keeps nothing when its size is 0", () => {
    const cache = new ResponseCache(0);
    cache.store("GET /api/small", cache.beginReading(), { contentType: "application/json", body: "[]" });
    expect(cache.lookup("GET /api/small", "identity")).toBeNull();
    expect(cache.usage).toEqual({ entries: 0, bytes: 0 });
  });
});
