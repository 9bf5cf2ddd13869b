import Fastify from "fastify";
import { afterAll, describe, expect, it, vi } from "vitest";
import { noteRead } from "../db/table-access.js";
import { replyCached } from "./response-cache.plugin.js";
import { ResponseCache } from "./response-cache.js";

/** Resolves on a later turn of the event loop, once `ready` holds. */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setImmediate(resolve));
}

describe("a busy page while gifts come without pause", () => {
  const cache = new ResponseCache(1024 * 1024);
  const app = Fastify();
  /** Each drawing of the page, which the test lets finish when it chooses. */
  const drawings: { finish: () => void }[] = [];
  app.get("/give", (request, reply) =>
    replyCached(request, reply, cache, "PAGE /give", "text/html", async () => {
      noteRead(["appeal_total"]);
      const drawing = drawings.length + 1;
      await new Promise<void>((finish) => drawings.push({ finish }));
      return `the appeal, drawing ${drawing}`;
    }),
  );
  afterAll(() => app.close());

  const ask = () => app.inject({ method: "GET", url: "/give" });
  /** Calls of beingMade that found the page being made: so many requests wait for a drawing. */
  const waiting = vi.spyOn(cache, "beingMade");
  const waiters = () => waiting.mock.results.filter((result) => result.value !== undefined).length;

  it("is drawn twice for five readers, each shown a page that holds every gift before they asked", async () => {
    const first = ask();
    await until(() => drawings.length === 1);
    const askedBeforeTheGift = [ask(), ask()];
    await until(() => waiters() === 2);
    cache.invalidate(["appeal_total"]); // a gift while the page is drawn
    const askedAfterTheGift = [ask(), ask()];
    await until(() => waiters() === 4);
    drawings[0]!.finish();

    // The first drawing began before the gift came, so it is not kept; those who asked before the
    // gift take it, and those who asked after wait for a second drawing, begun after they asked.
    await until(() => drawings.length === 2);
    cache.invalidate(["appeal_total"]); // another gift while that one is drawn
    drawings[1]!.finish();

    const answers = await Promise.all([first, ...askedBeforeTheGift, ...askedAfterTheGift]);
    expect(answers.map((answer) => [answer.body, answer.headers["x-cache"]])).toEqual([
      ["the appeal, drawing 1", "miss"],
      ["the appeal, drawing 1", "shared"],
      ["the appeal, drawing 1", "shared"],
      ["the appeal, drawing 2", "miss"],
      ["the appeal, drawing 2", "shared"],
    ]);
    expect(drawings).toHaveLength(2);
    expect(cache.usage.entries).toBe(0);
  });
});
