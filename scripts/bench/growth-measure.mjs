// The growth part's measurements: each endpoint's latency uncached and cached (autocannon in a
// process of its own), and the CSV exports' time and the site process's memory.
import { readFile, writeFile } from "node:fs/promises";
import { load } from "./sites.mjs";

export const SECONDS = Number(process.env.BENCH_GROWTH_SECONDS ?? 4);
/** The fewest requests an uncached figure is made of: a slow answer is asked this often, however long it takes. */
const FEWEST_REQUESTS = 5;
/** Seconds of 50 connections that fill the cache before the cached figure is measured. */
const WARM_UP_SECONDS = 2;

/** The CPU time the process has used (its threads' too: zlib's pool), in clock ticks. */
async function cpuTicksOf(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  const [utime, stime] = stat
    .slice(stat.lastIndexOf(")") + 2)
    .split(" ")
    .slice(11, 13)
    .map(Number);
  return utime + stime;
}

/**
 * Waits until the site has been idle (under a tenth of a core) for a fifth of a second, and
 * answers how many seconds that took: a load's last requests may still be being made after the
 * load generator stops (a slow answer asked by 50 connections at once, each making it), and the
 * next measurement must not pay for them. Two minutes at most.
 */
async function idle(site) {
  const began = performance.now();
  for (let tries = 0; tries < 600; tries++) {
    const before = await cpuTicksOf(site.pid);
    await new Promise((resolve) => setTimeout(resolve, 200));
    if ((await cpuTicksOf(site.pid)) - before <= 2) break;
  }
  return (performance.now() - began) / 1000;
}

/**
 * Each target at every size in turn (so a machine that slows down over minutes slows the sizes
 * alike), with `measure(request, site)`: rows of { name, bySize: [figures of 1x, 10x, 100x] }.
 * `targets` are each site's [name, request] pairs, in the same order.
 */
export async function measureAll(sites, targets, measure) {
  const rows = [];
  for (const [index, [name]] of targets[0].entries()) {
    const bySize = [];
    for (const [k, site] of sites.entries()) {
      const [, request] = targets[k][index];
      // Compressed, as every browser takes them.
      const headers = { "accept-encoding": "br, gzip", ...request.headers };
      try {
        await idle(site);
        bySize.push(await measure({ ...request, headers }, site));
      } catch (error) {
        bySize.push({ p50: null, p99: null, requests: 0, errors: 0, failed: String(error.cause ?? error) });
      }
    }
    rows.push({ name, bySize });
  }
  return rows;
}

function figures(result) {
  const answered = result.requests.total > 0;
  return {
    p50: answered ? result.latency.p50 : null,
    p99: answered ? result.latency.p99 : null,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    ...(answered ? {} : { failed: `no answer in ${SECONDS} s` }),
  };
}

const ask = (request) =>
  fetch(request.url, { method: request.method, headers: request.headers, body: request.body });

/** One request at a time for SECONDS (or FEWEST_REQUESTS), after one not counted: each answer's making, alone. */
export async function measureUncached(request) {
  await ask(request);
  const timed = await load({ ...request, connections: 1, duration: SECONDS, timeout: 120 });
  if (timed.requests.total >= FEWEST_REQUESTS) return figures(timed);
  return figures(await load({ ...request, connections: 1, amount: FEWEST_REQUESTS, timeout: 120 }));
}

/**
 * 50 connections for SECONDS, once WARM_UP_SECONDS of them have filled the cache and the site is
 * idle again; `busyAfterWarmUp`: how long that took (the cost of a cold cache under load), `kept`:
 * whether the answer then came from the cache.
 */
export async function measureCached(request, site) {
  await load({ ...request, duration: WARM_UP_SECONDS, timeout: 120 });
  const busyAfterWarmUp = await idle(site);
  const kept = (await ask(request)).headers.get("x-cache") === "hit";
  return { ...figures(await load({ ...request, duration: SECONDS, timeout: 120 })), kept, busyAfterWarmUp };
}

/** The process's resident memory now and at its peak since the last reset, in bytes. */
async function memoryOf(pid) {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)[1]) * 1024;
  return { rss: kb("VmRSS"), peak: kb("VmHWM") };
}

/** Downloads `url` whole, counting its bytes and lines, with the time to the first byte and to the end. */
async function download(url, headers) {
  const began = performance.now();
  const response = await fetch(url, { headers });
  let firstByteMs = null;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    firstByteMs ??= performance.now() - began;
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
  }
  return { status: response.status, rows: lines - 1, bytes, firstByteMs, ms: performance.now() - began };
}

/**
 * Each export downloaded whole as the administrator (`tokens`, one a site) at every size: its rows,
 * bytes, time to the first byte and to the end, and the site process's memory before and at its
 * peak meanwhile (Linux's VmHWM, reset before each download by writing 5 to /proc/<pid>/clear_refs).
 */
export async function measureExports(sites, tokens, paths) {
  const rows = [];
  for (const pathname of paths) {
    const bySize = [];
    for (const [index, site] of sites.entries()) {
      await idle(site);
      await writeFile(`/proc/${site.pid}/clear_refs`, "5");
      const before = await memoryOf(site.pid);
      const headers = { "access-token": tokens[index], "accept-encoding": "gzip" };
      const result = await download(`${site.url}${pathname}`, headers);
      bySize.push({ ...result, rssBefore: before.rss, peak: (await memoryOf(site.pid)).peak });
    }
    rows.push({ name: `GET ${pathname}`, bySize });
  }
  return rows;
}
