import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sqlite3 from "sqlite3";
import { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppState } from "./app-state.entity.js";
import { openDataSource } from "./data-source.js";
import { asUnitOfWork } from "./unit-of-work.js";

const BUSY_TIMEOUT_MS = 3_000;

let folder: string;
let dataSource: DataSource;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "write-wait-"));
  dataSource = await openDataSource(
    new DataSource({
      type: "sqlite",
      database: path.join(folder, "wait.sqlite"),
      entities: [AppState],
      synchronize: true,
      enableWAL: true,
      busyTimeout: BUSY_TIMEOUT_MS,
    }),
  );
});
afterAll(async () => {
  await dataSource?.destroy();
  await rm(folder, { recursive: true, force: true });
});

/** Another process's writer: holds SQLite's write lock on the file until released. */
async function holdWriteLock(): Promise<() => Promise<void>> {
  const other = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened: sqlite3.Database = new sqlite3.Database(path.join(folder, "wait.sqlite"), (error) =>
      error ? reject(error) : resolve(opened),
    );
  });
  const run = (sql: string) =>
    new Promise<void>((resolve, reject) => other.run(sql, (error) => (error ? reject(error) : resolve())));
  await run("BEGIN IMMEDIATE");
  return async () => {
    await run("ROLLBACK");
    await new Promise<void>((resolve) => other.close(() => resolve()));
  };
}

const write = (key: string) =>
  asUnitOfWork(() => dataSource.transaction((manager) => manager.insert(AppState, { key, value: "kept" })));
/** A write outside any transaction, as TypeORM's insert, update and delete send theirs. */
const plainWrite = (key: string) =>
  asUnitOfWork(() => dataSource.getRepository(AppState).insert({ key, value: "kept" }));

describe("transactions waiting for another process's write lock on SQLite", () => {
  it("wait no longer than the busy timeout in all, their turn here counted in, then fail as busy", async () => {
    const release = await holdWriteLock();
    const started = Date.now();
    // Four writers queued on the one connection, two of them plain writes outside transactions:
    // each would wait the whole busy timeout, 12 s in all, were the wait for their turn not
    // counted; counted, the first waits 3 s and the others the least wait, 1 s, each.
    const ended = await Promise.all(
      ["first", "second", "third", "fourth"].map((key, index) =>
        (index % 2 ? plainWrite : write)(key).then(
          () => ({ key, error: "", after: Date.now() - started }),
          (error: unknown) => ({ key, error: String(error), after: Date.now() - started }),
        ),
      ),
    );
    await release();

    for (const each of ended) expect(each.error).toMatch(/SQLITE_BUSY/);
    expect(Math.max(...ended.map((each) => each.after))).toBeLessThan(9_000);
    // The connection is as it was: the full busy timeout again, and a write goes through.
    expect(await dataSource.query("PRAGMA busy_timeout")).toEqual([{ timeout: BUSY_TIMEOUT_MS }]);
    await write("after");
    expect(await dataSource.getRepository(AppState).findOneBy({ key: "after" })).toMatchObject({
      value: "kept",
    });
  });

  it("let a read that asked before a writer go before it, so later writers do not hold it back", async () => {
    const release = await holdWriteLock();
    const started = Date.now();
    const settled = (work: Promise<unknown>) =>
      work.then(
        () => Date.now() - started,
        () => Date.now() - started,
      );
    const firstWriter = settled(write("early"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const read = settled(dataSource.getRepository(AppState).count());
    await new Promise((resolve) => setTimeout(resolve, 2_400));
    // This writer asks while the read waits: it waits for its own 3 s after the first has failed.
    const laterWriter = settled(plainWrite("late"));
    const [first, readAt, later] = await Promise.all([firstWriter, read, laterWriter]);
    await release();

    expect(readAt).toBeGreaterThanOrEqual(first);
    expect(readAt).toBeLessThan(later);
  });

  it("still write once the other process lets go within the wait", async () => {
    const release = await holdWriteLock();
    const writing = Promise.all([write("one"), plainWrite("two")]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await release();
    await writing;
    expect(await dataSource.getRepository(AppState).countBy({ value: "kept" })).toBe(3);
  });
});
