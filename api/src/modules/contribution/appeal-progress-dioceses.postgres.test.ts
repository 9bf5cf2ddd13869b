import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeEventsOf } from "../../db/write-events.js";
import { createProject } from "../../../test/factories.js";
import { openProgressStream } from "../../../test/giving-support.js";
import { FIRST_HOST, inDiocese, MUMIAS_HOST, startProvinceApp } from "../../../test/in-diocese.js";
import type { TestApp } from "../../../test/test-app.js";

/*
 * Where one deployment serves several dioceses, an appeal's live progress is told at its diocese's
 * host alone, and its watchers are told of every change, whichever instance heard of it (issue #44).
 */

let app: TestApp;
beforeAll(async () => {
  app = await startProvinceApp();
}, 60_000);
afterAll(() => app.close());

describe("an appeal's live progress in a province", () => {
  it("is streamed at its own diocese's host, and is no appeal at another's", async () => {
    const roof = await inDiocese(2, () => createProject(app.services, { title: "Mumias cathedral roof" }));

    const atMumias = await openProgressStream(app.url, String(roof.id), MUMIAS_HOST);
    try {
      expect(atMumias.response.status).toBe(200);
      expect(await atMumias.next(5_000)).toMatchObject({ targetKes: 2_000_000 });
    } finally {
      atMumias.close();
    }
    const atKakamega = await app.app.inject({
      url: `/live/appeal-progress/${roof.id}`,
      headers: { host: FIRST_HOST },
    });
    expect(atKakamega.statusCode).toBe(404);
  });

  it("tells its watchers of a change another instance heard of, read as its own diocese", async () => {
    const roof = await inDiocese(2, () => createProject(app.services, { title: "Mumias vicarage" }));
    const stream = await openProgressStream(app.url, String(roof.id), MUMIAS_HOST);
    try {
      await stream.next(5_000);
      await inDiocese(2, () =>
        app.dataSource.query(`UPDATE project SET target_amount_kes = 3000000 WHERE id = $1`, [roof.id]),
      );
      // As the listener delivers another instance's notice: outside any request or diocese.
      writeEventsOf(app.dataSource).deliver({ type: "AppealChanged", projectId: roof.id });

      expect(await stream.next(5_000)).toMatchObject({ targetKes: 3_000_000 });
    } finally {
      stream.close();
    }
  });
});
