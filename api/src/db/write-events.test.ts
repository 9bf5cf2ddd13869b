import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/test-app.js";
import { announce, writeEventsOf } from "./write-events.js";

let server: TestApp;
const heard: string[] = [];

beforeAll(async () => {
  server = await startTestApp();
  writeEventsOf(server.dataSource).on("ContentPublished", ({ table }) => heard.push(table));
});
afterAll(() => server.close());

const published = (table: string) => ({ type: "ContentPublished", table, count: 1 }) as const;

describe("the events of a write", () => {
  it("are published once its transaction commits, not before", async () => {
    heard.length = 0;
    await server.dataSource.transaction(async (manager) => {
      await announce(manager, published("committed"));
      await manager.transaction((inner) => announce(inner, published("in a savepoint")));
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual(["committed", "in a savepoint"]);
  });

  it("are never published when it rolls back", async () => {
    heard.length = 0;
    const failed = server.dataSource.transaction(async (manager) => {
      await announce(manager, published("rolled back"));
      throw new Error("the write fails");
    });
    await expect(failed).rejects.toThrow("the write fails");
    await server.dataSource.transaction(async () => undefined);
    expect(heard).toEqual([]);
  });

  it("are published at once for a write made outside a transaction (committed already)", async () => {
    heard.length = 0;
    await announce(server.dataSource.manager, published("on its own"));
    expect(heard).toEqual(["on its own"]);
  });

  it("are told once per transaction however often announced", async () => {
    heard.length = 0;
    await server.dataSource.transaction(async (manager) => {
      await announce(manager, published("twice"));
      await announce(manager, published("twice"));
    });
    expect(heard).toEqual(["twice"]);
  });
});
