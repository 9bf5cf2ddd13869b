// `npm run bench`: the site's public reads measured against the limit of this machine, in one run.
// Starts the built site on sample content (SQLite) and a bare node:http server that answers the
// same JSON bytes from memory, each in a process of its own, loads each in turn with autocannon from
// a third process over loopback, and prints requests per second, p50 and p99 latency, and each as a
// ratio to the bare server. Then loads the home page in Debian's Chromium on a throttled phone
// profile. Then giving by M-Pesa, on a second site process with the Daraja simulator: the home
// page's rate with and without a paid gift a second, how many callbacks it settles a second, and
// how many live progress listeners it holds and with how much memory. Then pledges: an appeal's
// honour roll with 100,000 gifts, and 10,000 reminders due at once. Then 200 USSD sessions at
// once against a bare server's answers. Then the synod report of 1,000 parishes and ten years of
// returns, as a PDF and as a spreadsheet (about 20 s in all). Figures only: nothing fails
// on them. The growth part (1x, 10x and 100x a large diocese's rows, some 15 minutes) runs only
// when asked for: BENCH_ONLY=growth. So does the province part (40 dioceses on one deployment
// against one diocese, some six minutes; PostgreSQL and HAProxy): BENCH_ONLY=province.
import { loadavg } from "node:os";
import { ensureBuilt } from "./build-if-stale.mjs";
import { measureLighthouse, measurePhone, measureTransfer } from "./bench/browser.mjs";
import { measureGiving } from "./bench/giving.mjs";
import { measureGrowth } from "./bench/growth.mjs";
import { measureHttp } from "./bench/http.mjs";
import { measurePledges } from "./bench/pledges.mjs";
import { measureProvince } from "./bench/province.mjs";
import { measureSynodReport } from "./bench/synod-report.mjs";
import { measureUssd } from "./bench/ussd.mjs";
import { startSite } from "./bench/sites.mjs";

ensureBuilt();

console.log(
  `machine load (1, 5, 15 min) at the start: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(", ")}`,
);
// BENCH_ONLY=giving (or http, phone, transfer, lighthouse, pledges, ussd, synod, growth, province; several with
// commas) measures those parts alone; growth and province are measured only so.
const only = process.env.BENCH_ONLY?.split(",");
const wanted = (part) => !only || only.includes(part);
if (wanted("http") || wanted("phone") || wanted("transfer") || wanted("lighthouse")) {
  const site = await startSite();
  try {
    if (wanted("http")) await measureHttp(site);
    if (wanted("phone")) await measurePhone(site);
    if (wanted("transfer")) await measureTransfer(site);
    if (wanted("lighthouse")) await measureLighthouse(site);
  } finally {
    await site.stop();
  }
}
if (wanted("giving")) await measureGiving();
if (wanted("pledges")) await measurePledges();
if (wanted("ussd")) await measureUssd();
if (wanted("synod")) await measureSynodReport();
if (only?.includes("growth")) await measureGrowth();
if (only?.includes("province")) await measureProvince();
