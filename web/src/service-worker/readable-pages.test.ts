import { describe, expect, it } from "vitest";
import { isReadableOffline, mayKeepPage } from "./readable-pages";

/** An answer as the worker gets it from the network, at `url`, after any redirect. */
function answer(url: string, status = 200, cacheControl = "no-cache"): Response {
  const response = new Response("<!doctype html>", { status, headers: { "cache-control": cacheControl } });
  Object.defineProperty(response, "url", { value: `https://www.diocese.example${url}` });
  return response;
}

describe("the pages kept to read offline", () => {
  it("are public pages, never a private section however its address is spelt", () => {
    for (const path of [
      "/",
      "/about-us",
      "/sw/blogs-and-news",
      "/give/conference-centre",
      "/newsletter/confirm",
    ]) {
      expect(isReadableOffline(path), path).toBe(true);
    }
    for (const path of [
      "/gifts/abc/receipt",
      "/Gifts/abc/receipt",
      "/GIFTS/abc",
      "/%67ifts/abc/receipt",
      "//gifts/abc",
      "/sw/gifts/abc",
      "/SW/Gifts/abc",
      "/Preview/news/1",
      "/Administrator/welcome",
      "/admin/news",
      "/authentication/login",
      "/give/conference-centre/phone",
      "/%E0%A4%A/broken-escape",
    ]) {
      expect(isReadableOffline(path), path).toBe(false);
    }
  });

  it("are whole answers the site did not mark private or not to be stored, at a public address after any redirect", () => {
    expect(mayKeepPage(answer("/about-us"))).toBe(true);
    expect(mayKeepPage(answer("/about-us", 200, "public, max-age=60"))).toBe(true);
    expect(mayKeepPage(answer("/about-us", 404))).toBe(false);
    expect(mayKeepPage(answer("/newsletter/unsubscribe?token=abc", 200, "no-store"))).toBe(false);
    expect(mayKeepPage(answer("/about-us", 200, "private, max-age=60"))).toBe(false);
    expect(mayKeepPage(answer("/gifts/abc/receipt"))).toBe(false);
  });
});
