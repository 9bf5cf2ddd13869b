import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProject } from "../test/factories.js";
import { openProgressStream } from "../test/giving-support.js";
import { FIRST_HOST, MUMIAS_HOST, requestAt, startProvinceApp } from "../test/in-diocese.js";
import type { TestApp } from "../test/test-app.js";
import { LONGEST_LINE, WORKED_ON_AT_ONCE } from "./diocese-shares.js";

/*
 * Where one deployment serves several dioceses, each instance works on a few requests at once and
 * lines the rest up by diocese, taking the dioceses in turn: a flood of requests at one diocese's
 * host is told to come back, and keeps no other diocese's visitors waiting (issue #44, step 5).
 */

let app: TestApp;
beforeAll(async () => {
  app = await startProvinceApp();
}, 60_000);
afterAll(() => app.close());

/** More requests at once than an instance works on and lines up for one diocese. */
const FLOOD = 2 * (WORKED_ON_AT_ONCE + LONGEST_LINE);

describe("a flood of requests at one diocese's host", () => {
  it("is told to come back past its line, while another diocese's visitor is answered", async () => {
    // Each a different address, so that each is read from the database rather than the cache.
    const flood = Array.from({ length: FLOOD }, (_, index) =>
      requestAt(app, FIRST_HOST, `/api/getAllNews?flood=${index}`),
    );
    const visitor = requestAt(app, MUMIAS_HOST, "/api/getAllNews");
    const answers = await Promise.all(flood);

    expect((await visitor).statusCode).toBe(200);
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(FLOOD - refused.length);
    expect(refused[0]!.headers["retry-after"]).toBe("5");
    expect(refused[0]!.json()).toEqual({
      status: "error",
      message: "This site is very busy just now: try again in a few seconds",
    });
  });

  it("gives its room back as each answer goes, so that the next requests are worked on", async () => {
    for (let index = 0; index < 2 * WORKED_ON_AT_ONCE; index++) {
      expect((await requestAt(app, FIRST_HOST, `/api/getAllNews?after=${index}`)).statusCode).toBe(200);
    }
  });

  it("holds no room for the appeals' live progress, which stays open", async () => {
    const appeal = await createProject(app.services, { title: "Kakamega cathedral roof" });
    const streams = await Promise.all(
      Array.from({ length: WORKED_ON_AT_ONCE + 2 }, () =>
        openProgressStream(app.url, String(appeal.id), FIRST_HOST),
      ),
    );
    try {
      for (const stream of streams) expect(stream.response.status).toBe(200);
      expect((await requestAt(app, FIRST_HOST, "/api/getAllNews?streams=open")).statusCode).toBe(200);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
