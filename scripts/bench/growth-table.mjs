// The growth part's tables: the rows of each size, each endpoint's latency and growth, the exports.
import { LARGE_DIOCESE } from "./growth-fill.mjs";
import { format } from "./sites.mjs";

/** The aim of issue #38: no public page or API answer slower at 100x than 1.5 times its 1x. */
const AIM = 1.5;

/** A cold cache under load that keeps the site busy longer than this after the load is noted. */
const BUSY_NOTE_SECONDS = 3;

const figure = (value) => (value === null || Number.isNaN(value) ? "-" : format(value, value < 10 ? 1 : 0));
const across = (values) => values.map(figure).join(" / ");
const ratio = (values) => values.at(-1) / values[0];
const growth = (value) => (Number.isFinite(value) ? `x${format(value, 2)}` : "-");

export function printFill(sizes) {
  console.log(
    `\nRows of each size (the sample content's, the API's sample, then SQL; one transaction a table)`,
  );
  console.log(
    ["table".padEnd(24), ...sizes.map((size) => size.name.padStart(10)), "  fill s (each size)"].join(""),
  );
  for (const table of [...Object.keys(LARGE_DIOCESE), "archdeaconry"]) {
    const seconds = sizes.map((size) => (size.took[table] ?? 0) / 1000);
    console.log(
      [
        table.padEnd(24),
        ...sizes.map((size) => format(size.facts[table]).padStart(10)),
        `  ${table in LARGE_DIOCESE ? across(seconds) : "(with parish)"}`,
      ].join(""),
    );
  }
  console.log(`whole fill, s: ${across(sizes.map((size) => size.fillSeconds))}`);
}

/** "yes" when both growths are within the aim; otherwise which is not. */
function verdict(uncachedGrowth, cachedGrowth) {
  if (!Number.isFinite(uncachedGrowth) || !Number.isFinite(cachedGrowth)) return "?";
  const over = [uncachedGrowth > AIM && "uncached", cachedGrowth > AIM && "cached"].filter(Boolean);
  return over.length ? `NO (${over.join(", ")})` : "yes";
}

/**
 * One line an endpoint: p50 and p99 at each size uncached and cached, the growth of p50 from the
 * first size to the last, and whether it is within the aim. Notes follow for errors and answers
 * the cache did not keep.
 */
export function printLatencies(sizes, uncached, cached, { seconds, connections }) {
  const names = sizes.map((size) => size.name).join(" / ");
  console.log(
    `\nLatency in ms, p50 and p99 at ${names}; growth: p50 at ${sizes.at(-1).name} / p50 at ${sizes[0].name}`,
  );
  console.log(
    `uncached: the response cache off (RESPONSE_CACHE_MAX_BYTES=0, page parts too), one request at a time for ${seconds} s (n: requests at ${sizes.at(-1).name});`,
  );
  console.log(
    `cached: the cache on, ${connections} connections for ${seconds} s after 2 s that fill it; br or gzip accepted; aim: growth at most ${AIM}`,
  );
  console.log(
    [
      "endpoint".padEnd(30),
      "uncached p50".padStart(22),
      "p99".padStart(24),
      "n".padStart(5),
      "growth".padStart(8),
      "cached p50".padStart(20),
      "p99".padStart(22),
      "growth".padStart(8),
      "  within",
    ].join(""),
  );
  const notes = [];
  for (const [index, { name, bySize }] of uncached.entries()) {
    const warm = cached[index].bySize;
    const uncachedGrowth = ratio(bySize.map((one) => one.p50));
    const cachedGrowth = ratio(warm.map((one) => one.p50));
    console.log(
      [
        name.padEnd(30),
        across(bySize.map((one) => one.p50)).padStart(22),
        across(bySize.map((one) => one.p99)).padStart(24),
        String(bySize.at(-1).requests).padStart(5),
        growth(uncachedGrowth).padStart(8),
        across(warm.map((one) => one.p50)).padStart(20),
        across(warm.map((one) => one.p99)).padStart(22),
        growth(cachedGrowth).padStart(8),
        `  ${verdict(uncachedGrowth, cachedGrowth)}`,
      ].join(""),
    );
    for (const [k, one] of [...bySize, ...warm].entries()) {
      const what = `${k < sizes.length ? "uncached" : "cached"} at ${sizes[k % sizes.length].name}`;
      if (one.failed) notes.push(`${name}: not measured ${what}: ${one.failed}`);
    }
    const errors = [...bySize, ...warm].reduce((sum, one) => sum + one.errors, 0);
    if (errors) notes.push(`${name}: ${errors} requests failed or answered other than 2xx`);
    const busy = warm.map((one) => one.busyAfterWarmUp ?? 0);
    if (busy.some((seconds) => seconds > BUSY_NOTE_SECONDS)) {
      notes.push(
        `${name}: ${connections} connections for 2 s on a cold cache kept the site busy ${across(busy)} s after (${names})`,
      );
    }
    const notKept = sizes.filter((_, k) => !warm[k].kept && !warm[k].failed).map((size) => size.name);
    if (notKept.length) notes.push(`${name}: not answered from the cache at ${notKept.join(", ")}`);
  }
  for (const note of notes) console.log(`  note: ${note}`);
}

/**
 * One line an export: rows, the time to the end and per 1,000 rows, and the site process's peak
 * memory during the download (what should stay flat while the rows grow a hundredfold).
 */
export function printExports(sizes, exports) {
  const names = sizes.map((size) => size.name).join(" / ");
  console.log(
    `\nThe staff's CSV exports, as the administrator, each downloaded whole (gzip) at ${names}; memory: the site process's peak RSS during it`,
  );
  console.log(
    [
      "export".padEnd(40),
      "rows".padStart(26),
      "first byte ms".padStart(22),
      "whole s".padStart(20),
      "ms / 1000 rows".padStart(22),
      "peak RSS MB".padStart(20),
      "rise MB".padStart(18),
    ].join(""),
  );
  for (const { name, bySize } of exports) {
    const failed = bySize.filter((one) => one.status !== 200);
    console.log(
      [
        name.padEnd(40),
        across(bySize.map((one) => one.rows)).padStart(26),
        across(bySize.map((one) => one.firstByteMs)).padStart(22),
        across(bySize.map((one) => one.ms / 1000)).padStart(20),
        across(bySize.map((one) => (one.ms / Math.max(one.rows, 1)) * 1000)).padStart(22),
        across(bySize.map((one) => one.peak / 2 ** 20)).padStart(20),
        across(bySize.map((one) => (one.peak - one.rssBefore) / 2 ** 20)).padStart(18),
        failed.length ? `  answered ${failed.map((one) => one.status).join(", ")}` : "",
      ].join(""),
    );
  }
}
