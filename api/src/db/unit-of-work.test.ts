import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/test-app.js";
import { AppState } from "./app-state.entity.js";
import { asUnitOfWork, unitOfWork } from "./unit-of-work.js";

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

const states = () => server.dataSource.getRepository(AppState);

describe("transactions of concurrent requests", () => {
  it("each commit or roll back on their own, and a plain write never joins another's transaction", async () => {
    const work = Array.from({ length: 20 }, (_, index) =>
      unitOfWork.run({}, async () => {
        if (index % 5 === 4) {
          // A plain write, outside any transaction, while the others' transactions are open.
          await states().insert({ key: `plain-${index}`, value: "kept" });
          return;
        }
        await server.dataSource
          .transaction(async (manager) => {
            await manager.insert(AppState, { key: `tx-${index}`, value: "first" });
            await new Promise((resolve) => setTimeout(resolve, 5));
            await manager.update(AppState, { key: `tx-${index}` }, { value: "second" });
            if (index % 3 === 0) throw new Error("this one rolls back");
          })
          .catch(() => undefined);
      }),
    );
    await Promise.all(work);

    const kept = await states().find({ order: { key: "ASC" } });
    const expected = Array.from({ length: 20 }, (_, index) => index)
      .filter((index) => index % 5 === 4 || index % 3 !== 0)
      .map((index) => (index % 5 === 4 ? `plain-${index}` : `tx-${index}`))
      .sort();
    expect(kept.filter((row) => /^(tx|plain)-/.test(row.key)).map((row) => row.key)).toEqual(expected);
    expect(kept.filter((row) => row.key.startsWith("tx-")).every((row) => row.value === "second")).toBe(true);
  });

  it("of timed jobs outside any request, each in a unit of work of its own, neither nests in the other", async () => {
    // As scheduled publishing, the newsletter's sending, the audit log's pruning and M-Pesa's sweep
    // run their rounds: at the same moment, in one process, outside any request.
    const jobs = Array.from({ length: 4 }, (_, index) =>
      asUnitOfWork(() =>
        server.dataSource.transaction(async (manager) => {
          await manager.insert(AppState, { key: `job-${index}`, value: "first" });
          await new Promise((resolve) => setTimeout(resolve, 5));
          await manager.update(AppState, { key: `job-${index}` }, { value: "second" });
        }),
      ),
    );
    await Promise.all(jobs);

    const kept = await states().find({ where: { value: "second" }, order: { key: "ASC" } });
    expect(kept.filter((row) => row.key.startsWith("job-")).map((row) => row.key)).toEqual([
      "job-0",
      "job-1",
      "job-2",
      "job-3",
    ]);
  });
});
