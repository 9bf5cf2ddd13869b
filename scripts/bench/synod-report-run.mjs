// The synod bench's measured side, in a process of its own (scripts/bench/synod-report.mjs starts
// it): with BENCH_SYNOD=migrate it makes DATA_DIR's database and leaves; with pdf or xlsx it makes
// that file of the report through the API's own services, as the mutation and the download do,
// and prints the seconds it took, the file's size and this process's peak memory as JSON.
import { createWriteStream, readFileSync, statSync } from "node:fs";
import { finished } from "node:stream/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "./sites.mjs";

const api = (file) => import(pathToFileURL(path.join(root, "api/dist", file)).href);
const { readConfigOrExit, openServicesOrExit } = await api("bootstrap.js");
const { SYSTEM_ACTOR } = await api("authorization.js");

const memoryMb = (name) =>
  Number(new RegExp(`${name}:\\s+(\\d+)`).exec(readFileSync("/proc/self/status", "utf8"))[1]) / 1024;

const { dataSource, services } = await openServicesOrExit(readConfigOrExit());
const phase = process.env.BENCH_SYNOD;
const args = {
  year: Number(process.env.BENCH_SYNOD_YEAR),
  language: process.env.BENCH_SYNOD_LANGUAGE ?? "en",
};
const rssBeforeMb = memoryMb("VmRSS");
const began = performance.now();
let bytes = 0;
if (phase === "pdf") {
  const document = await services.synodReports.make(SYSTEM_ACTOR, args);
  bytes = statSync(path.join(process.env.DATA_DIR, document.documentUrl.replace(/^\//, ""))).size;
} else if (phase === "xlsx") {
  const file = path.join(process.env.DATA_DIR, "synod-report.xlsx");
  const spreadsheet = await services.synodReports.spreadsheet(SYSTEM_ACTOR, args);
  const out = createWriteStream(file);
  await spreadsheet.write(out);
  await finished(out);
  bytes = statSync(file).size;
}
const seconds = (performance.now() - began) / 1000;
await dataSource.destroy();
console.log(JSON.stringify({ seconds, bytes, rssBeforeMb, peakRssMb: memoryMb("VmHWM") }));
