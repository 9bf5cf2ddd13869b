import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inParallel, phoneEnding, startGivingApp, type GivingApp } from "../../../test/giving-app.js";
import { Contribution } from "./contribution.entity.js";

/* The give page's form without JavaScript (POST /give/:slug), as browsers and other sites send it. */

let giving: GivingApp;
let clients = 0;

beforeAll(async () => {
  // Each request comes from an address of its own unless a test says otherwise.
  giving = await startGivingApp({ env: { TRUST_PROXY: "true" } });
});
afterAll(() => giving.close());

const newClient = () => ({ "x-forwarded-for": `203.0.113.${++clients}` });

function postForm(headers: Record<string, string>, fields: Record<string, string> = {}) {
  return fetch(`${giving.server.url}/give/${giving.appeal.slug}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ amount: "100", phone: phoneEnding("5678"), ...fields }).toString(),
    redirect: "manual",
  });
}

describe("a give form from another site", () => {
  it.each([
    ["Origin: null (a sandboxed frame or a data: page)", { origin: "null" }],
    [
      "Origin: null, even when the browser says same-origin",
      { origin: "null", "sec-fetch-site": "same-origin" },
    ],
    ["Sec-Fetch-Site: same-site (another site under the same domain)", { "sec-fetch-site": "same-site" }],
    [
      "Sec-Fetch-Site: same-site with that site's Origin",
      { "sec-fetch-site": "same-site", origin: "https://blog.diocese.example" },
    ],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["another site's Origin", { origin: "https://elsewhere.example" }],
  ])("is refused: %s", async (_what, headers) => {
    const entries = giving.server.dataSource.getRepository(Contribution);
    const before = await entries.count();
    const response = await postForm({ ...newClient(), ...headers });
    expect(response.status).toBe(403);
    expect(await entries.count()).toBe(before);
  });
});

describe("a give form from the site's own give page", () => {
  it.each([
    [
      "the site's Origin and Sec-Fetch-Site: same-origin",
      (origin: string) => ({ origin, "sec-fetch-site": "same-origin" }),
    ],
    ["Sec-Fetch-Site: same-origin and no Origin", () => ({ "sec-fetch-site": "same-origin" })],
    ["Sec-Fetch-Site: none (the visitor's own doing) and no Origin", () => ({ "sec-fetch-site": "none" })],
    ["the site's Origin, from a browser without Sec-Fetch-Site", (origin: string) => ({ origin })],
    ["neither header, as an old phone's browser sends it", () => ({})],
  ])("starts the gift: %s", async (_what, headersOf) => {
    const origin = new URL(giving.server.config.publicUrl).origin;
    const response = await postForm({ ...newClient(), ...headersOf(origin) });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^\/gifts\/[A-Za-z0-9_-]{32}$/);
  });
});

describe("a flood of give forms from one address", { timeout: 120_000 }, () => {
  it("after 2,500 forms from one address, five donors elsewhere each get their prompt", async () => {
    const flood = await inParallel(2_500, 25, () => postForm({ "x-forwarded-for": "192.0.2.66" }));
    const places = flood.map((response) => response.headers.get("location"));
    expect(places.filter((place) => place?.startsWith("/gifts/"))).toHaveLength(20);
    expect(places.filter((place) => place === `/give/${giving.appeal.slug}/too-many`)).toHaveLength(2_480);

    for (let donor = 1; donor <= 5; donor++) {
      const response = await postForm({ "x-forwarded-for": `198.51.100.${donor}` });
      expect(response.headers.get("location"), `donor ${donor}`).toMatch(/^\/gifts\/[A-Za-z0-9_-]{32}$/);
    }
  });
});
