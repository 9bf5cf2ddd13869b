import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ResponseCache } from "./response-cache.js";

describe("an answer being made", () => {
  it("is waited for until it is kept, not until its first asker has it all", async () => {
    const cache = new ResponseCache(1024 * 1024);
    const requestEnded = cache.makes("PAGE /");
    const waiting = cache.beingMade("PAGE /")!.made;
    let heard = false;
    void waiting.then(() => (heard = true));
    await Promise.resolve();
    expect(heard).toBe(false);

    cache.store("PAGE /", cache.beginReading(), { contentType: "text/html", body: "home" }, true);
    await waiting;
    expect(cache.beingMade("PAGE /")).toBeUndefined();
    requestEnded(); // the slow first asker's download ends later
  });

  it("is waited for until its request ends, when it ends without an answer", async () => {
    const cache = new ResponseCache(1024 * 1024);
    const requestEnded = cache.makes("PAGE /give");
    const waiting = cache.beingMade("PAGE /give")!;
    let heard = false;
    void waiting.made.then(() => (heard = true));
    await Promise.resolve();
    expect(heard).toBe(false);
    requestEnded(); // its reader went away, or it failed
    await waiting.made;
    expect(cache.beingMade("PAGE /give")).toBeUndefined();
    expect(cache.handedOver(waiting, 0, "identity")).toBeNull();
  });

  it("is handed, when a write kept it out of the cache, to those who asked before its reading began", async () => {
    const cache = new ResponseCache(1024 * 1024);
    const askedBefore = cache.generation;
    cache.invalidate(["contribution"]); // a gift before the page began
    const askedJustBefore = cache.generation;
    const requestEnded = cache.makes("PAGE /give");
    const waiting = cache.beingMade("PAGE /give")!;
    const reading = cache.beginReading();
    reading.tables.add("appeal_total");
    cache.invalidate(["appeal_total"]); // a gift while it is made
    const askedAfter = cache.generation;
    expect(
      cache.store("PAGE /give", reading, { contentType: "text/html", body: "give: KES 1,200" }, true),
    ).toBeNull();

    await waiting.made; // at once, not when the first reader has it all
    expect(cache.beingMade("PAGE /give")).toBeUndefined();
    expect(cache.lookup("PAGE /give", "identity")).toBeNull();
    expect(cache.handedOver(waiting, askedJustBefore, "identity")?.body.toString()).toBe("give: KES 1,200");
    expect(gunzipSync(cache.handedOver(waiting, askedJustBefore, "gzip")!.body as Buffer).toString()).toBe(
      "give: KES 1,200",
    );
    // Whoever asked earlier still, before the first gift, is shown it too: it holds more, not less.
    expect(cache.handedOver(waiting, askedBefore, "identity")?.body.toString()).toBe("give: KES 1,200");
    // Whoever asked after the gift made meanwhile may not be shown a page that might lack it.
    expect(cache.handedOver(waiting, askedAfter, "identity")).toBeNull();
    requestEnded();

    // Once those waiting have taken it, it is let go, though its first reader is still downloading it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.handedOver(waiting, askedJustBefore, "identity")).toBeNull();
  });

  /** A making of `key` waited for, and an answer to it begun before a write to `table` came. */
  function madeAcrossAWrite(cache: ResponseCache, key: string, table: string) {
    const requestEnded = cache.makes(key);
    const waiting = cache.beingMade(key)!;
    const asked = cache.generation;
    const reading = cache.beginReading();
    reading.tables.add(table);
    cache.invalidate([table]);
    return { requestEnded, waiting, asked, reading };
  }

  it("is never handed over when it read a quiet table, as it is never kept", async () => {
    const cache = new ResponseCache(1024 * 1024, { quietTables: new Set(["diocese_secret"]) });
    const { waiting, asked, reading, requestEnded } = madeAcrossAWrite(
      cache,
      "GRAPHQL givingSettings",
      "project",
    );
    reading.tables.add("diocese_secret");
    cache.store("GRAPHQL givingSettings", reading, { contentType: "application/json", body: "{}" }, true);
    requestEnded();
    await waiting.made;
    expect(cache.handedOver(waiting, asked, "identity")).toBeNull();
  });

  it("is never handed over when its reading began before the cache came back from an outage", async () => {
    const cache = new ResponseCache(1024 * 1024);
    const { waiting, asked, reading, requestEnded } = madeAcrossAWrite(cache, "PAGE /give", "appeal_total");
    cache.setAvailable(false); // the listener for other instances' writes is lost…
    cache.setAvailable(true); // …and found again: a write meanwhile may have gone unheard
    cache.store("PAGE /give", reading, { contentType: "text/html", body: "give: KES 1,200" }, true);
    requestEnded();
    await waiting.made;
    expect(cache.handedOver(waiting, asked, "identity")).toBeNull();

    const { waiting: next, asked: nextAsked, reading: after } = madeAcrossAWrite(cache, "PAGE /", "news");
    cache.store("PAGE /", after, { contentType: "text/html", body: "home" }, true);
    await next.made;
    expect(cache.handedOver(next, nextAsked, "identity")?.body.toString()).toBe("home");
  });

  it("is handed over only by the request making it: another's answer ends no one's wait", async () => {
    const cache = new ResponseCache(1024 * 1024);
    const { waiting, asked, reading, requestEnded } = madeAcrossAWrite(cache, "PAGE /give", "appeal_total");
    let heard = false;
    void waiting.made.then(() => (heard = true));
    cache.store("PAGE /give", reading, { contentType: "text/html", body: "another drawing" });
    await Promise.resolve();
    expect(heard).toBe(false);
    expect(cache.handedOver(waiting, asked, "identity")).toBeNull();
    requestEnded();
  });

  it("is waited for, when large, until it is compressed and kept, though its request ended first", async () => {
    const cache = new ResponseCache(64 * 1024 * 1024);
    const requestEnded = cache.makes("FILE /sitemaps/news-1.xml");
    const waiting = cache.beingMade("FILE /sitemaps/news-1.xml")!.made;
    cache.store(
      "FILE /sitemaps/news-1.xml",
      cache.beginReading(),
      { contentType: "application/xml", body: "x".repeat(2 * 1024 * 1024) },
      true,
    );
    requestEnded(); // sent before it was compressed

    expect(cache.beingMade("FILE /sitemaps/news-1.xml")?.made).toBe(waiting);
    await waiting;
    expect(cache.lookup("FILE /sitemaps/news-1.xml", "gzip")).not.toBeNull();
    expect(cache.beingMade("FILE /sitemaps/news-1.xml")).toBeUndefined();
  });

  it("is waited for, when large, until its compression ends, when it is not kept", async () => {
    const cache = new ResponseCache(64 * 1024 * 1024);
    const requestEnded = cache.makes("FILE /events.ics");
    const waiting = cache.beingMade("FILE /events.ics")!.made;
    const reading = cache.beginReading();
    reading.tables.add("event");
    cache.store(
      "FILE /events.ics",
      reading,
      { contentType: "text/calendar", body: "x".repeat(2 * 1024 * 1024) },
      true,
    );
    requestEnded();
    cache.invalidate(["event"]); // written while it was compressed

    await waiting;
    expect(cache.lookup("FILE /events.ics", "gzip")).toBeNull();
    expect(cache.beingMade("FILE /events.ics")).toBeUndefined();
  });
});
