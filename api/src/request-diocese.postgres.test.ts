import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../test/test-app.js";
import { FIRST_HOST, inDiocese, requestAt, startProvinceApp } from "../test/in-diocese.js";

/*
 * Where one deployment serves several dioceses (MULTI_DIOCESE=true), a request's diocese is the one
 * its host name is (issue #44): a host no diocese has is told so, and never shown a diocese's site.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startProvinceApp();
}, 60_000);
afterAll(() => app.close());

describe("a request's diocese, by its host name", () => {
  it("is the first diocese at the host of PUBLIC_URL, as the site was before", async () => {
    expect(
      await app.dataSource.query(`SELECT host, diocese_id FROM diocese_host WHERE diocese_id = 1`),
    ).toEqual([{ host: FIRST_HOST, diocese_id: 1 }]);
    const answer = await requestAt(app, FIRST_HOST, "/graphql", "POST", {
      query: "{ siteSettings { fullName } }",
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().errors).toBeUndefined();
  });

  it("answers a host no diocese has with a plain 404 page at every path, but the health checks", async () => {
    for (const [method, url, payload] of [
      ["GET", "/"],
      ["GET", "/news"],
      ["GET", "/api/getAllNews"],
      ["POST", "/graphql", { query: "{ siteSettings { fullName } }" }],
      ["GET", "/uploads/picture.jpg"],
    ] as const) {
      const answer = await requestAt(app, "elsewhere.example.org", url, method, payload);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.body).toContain("No diocese's website is at this address");
    }
    expect((await requestAt(app, "elsewhere.example.org", "/healthz")).statusCode).toBe(200);
    expect((await requestAt(app, "elsewhere.example.org", "/readyz")).statusCode).toBe(200);
  });

  it("reads the host in any case and without its port", async () => {
    const answer = await requestAt(app, "MUMIAS.Example.ORG:8443", "/graphql", "POST", {
      query: "{ siteSettings { fullName } }",
    });
    expect(answer.statusCode).toBe(200);
  });

  it("gives what a request writes to its diocese", async () => {
    for (const [host, email] of [
      [FIRST_HOST, "reader@kakamega.example"],
      ["mumias.example.org", "reader@mumias.example"],
    ]) {
      const query = `mutation { subscribeToNewsletter(email: "${email}") }`;
      expect((await requestAt(app, host!, "/graphql", "POST", { query })).json()).toEqual({
        data: { subscribeToNewsletter: true },
      });
    }
    // Each diocese reads its own rows alone (row-level security).
    const subscribers = `SELECT email, diocese_id FROM newsletter_subscriber`;
    expect(await app.dataSource.query(subscribers)).toEqual([
      { email: "reader@kakamega.example", diocese_id: 1 },
    ]);
    expect(await inDiocese(2, () => app.dataSource.query(subscribers))).toEqual([
      { email: "reader@mumias.example", diocese_id: 2 },
    ]);
  });

  it("keeps each diocese's public answers apart in the response cache", async () => {
    const cacheOf = async (host: string) =>
      (await requestAt(app, host, "/api/getAllNews")).headers["x-cache"];
    expect(await cacheOf(FIRST_HOST)).toBe("miss");
    expect(await cacheOf(FIRST_HOST)).toBe("hit");
    expect(await cacheOf("mumias.example.org")).toBe("miss");
    expect(await cacheOf("mumias.example.org")).toBe("hit");
  });
});
