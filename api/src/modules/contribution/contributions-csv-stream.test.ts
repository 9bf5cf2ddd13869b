import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectGarbage, fillLongLedger, LONG_LEDGER_GIFTS as GIFTS } from "../../../test/long-ledger.js";
import { logCapture, startTestApp, type TestApp } from "../../../test/test-app.js";

/*
 * The ledger's CSV written as it is read from the database: a long ledger in bounded memory, and a
 * failure part way through. That its batches die young is measured on SQLite alone
 * (contributions-csv-young.sqlite.test.ts).
 */

let server: TestApp;
let treasurer: Record<string, string>;
const { stream: capture, lines: logLines } = logCapture();

beforeAll(async () => {
  server = await startTestApp({ logTo: capture });
  ({ treasurer } = await fillLongLedger(server));
}, 180_000);
afterAll(() => server.close());

/** Where the download stands, sampled as it goes. */
interface Download {
  status: number;
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  ids: number[];
  heapGrowth: number[];
}

/**
 * Downloads the ledger's CSV slowly (a pause after each 1 MB) and measures the heap after a full
 * collection at each pause, against the heap before the request.
 */
async function downloadSlowly(): Promise<Download> {
  collectGarbage();
  const baseline = process.memoryUsage().heapUsed;
  const started = performance.now();
  const response = await fetch(`${server.url}/exports/contributions.csv`, { headers: treasurer });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const download: Download = {
    status: response.status,
    firstByteMs: 0,
    totalMs: 0,
    bytes: 0,
    ids: [],
    heapGrowth: [],
  };
  let partial = "";
  let sinceSample = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (download.bytes === 0) download.firstByteMs = performance.now() - started;
    download.bytes += value.byteLength;
    sinceSample += value.byteLength;
    const lines = (partial + decoder.decode(value, { stream: true })).split("\r\n");
    partial = lines.pop()!;
    for (const line of lines) download.ids.push(Number(line.slice(0, line.indexOf(","))));
    if (sinceSample >= 1_000_000) {
      sinceSample = 0;
      await sleep(20);
      collectGarbage();
      download.heapGrowth.push(process.memoryUsage().heapUsed - baseline);
    }
  }
  expect(partial).toBe("");
  download.totalMs = performance.now() - started;
  return download;
}

describe("the ledger's CSV of a long ledger", () => {
  it("sends every entry once, in the page's order, beginning at once, in memory far smaller than the file", async () => {
    const download = await downloadSlowly();
    expect(download.status).toBe(200);
    // The header (after the byte-order mark) reads as NaN; every other line is an entry.
    expect(download.ids.slice(1)).toHaveLength(GIFTS);
    const expected: { id: number }[] = await server.dataSource.query(
      "SELECT id FROM contribution ORDER BY created_at DESC, id DESC",
    );
    expect(download.ids.slice(1)).toEqual(expected.map((row) => Number(row.id)));

    const mostHeld = Math.max(...download.heapGrowth);
    console.info(
      `${GIFTS} entries, ${(download.bytes / 1e6).toFixed(1)} MB: first byte ${Math.round(download.firstByteMs)} ms, ` +
        `all in ${Math.round(download.totalMs)} ms; heap at most ${(mostHeld / 1e6).toFixed(1)} MB above the start`,
    );
    expect(download.bytes).toBeGreaterThan(40_000_000);
    // The file built whole would hold all of it, and more for the entries it was made from.
    expect(mostHeld).toBeLessThan(download.bytes / 5);
    expect(download.firstByteMs).toBeLessThan(5_000);
  }, 120_000);

  it("cuts the download short, and logs why, when the database goes part way through", async () => {
    const response = await fetch(`${server.url}/exports/contributions.csv`, { headers: treasurer });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await reader.read();
    await server.dataSource.destroy();
    try {
      const readToEnd = async () => {
        for (;;) if ((await reader.read()).done) return;
      };
      await expect(readToEnd()).rejects.toThrow();
    } finally {
      await server.dataSource.initialize();
    }
    expect(logLines.some((line) => line.includes("a CSV download failed part way"))).toBe(true);
  }, 60_000);
});
