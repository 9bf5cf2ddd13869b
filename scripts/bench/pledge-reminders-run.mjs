// The pledges bench's reminders, in a process of their own (scripts/bench/pledges.mjs starts it):
// the API's own PledgeReminders queues every reminder due in DATA_DIR's database, then its own
// SmsSending hands them to the SMS simulator at SMS_SIMULATOR_URL turn after turn for a while.
// Both run at noon in Kakamega today, within the promotional hours, whenever the bench runs.
// Prints what it did and this process's memory as JSON.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "./sites.mjs";

const SEND_SECONDS = Number(process.env.BENCH_SEND_SECONDS ?? 20);
const api = (file) => import(pathToFileURL(path.join(root, "api/dist", file)).href);

const { createDataSource, openDataSource } = await api("db/data-source.js");
const { ENTITIES } = await api("modules.js");
const { SmsService } = await api("modules/sms/sms.service.js");
const { SmsSending, SMS_BATCH_SIZE, SMS_SEND_EVERY_MS } = await api("modules/sms/sms-sending.js");
const { PledgeService } = await api("modules/pledge/pledge.service.js");
const { PledgeReminders } = await api("modules/pledge/pledge-reminders.js");

const memoryMb = (name) =>
  Number(new RegExp(`${name}:\\s+(\\d+)`).exec(readFileSync("/proc/self/status", "utf8"))[1]) / 1024;
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Nairobi" }).format(new Date());
const noon = () => new Date(`${today}T12:00:00+03:00`);

const dataDir = process.env.DATA_DIR;
const dataSource = await openDataSource(
  createDataSource({ kind: "sqlite", file: path.join(dataDir, "diocese.sqlite") }, ENTITIES),
);
const sms = {
  mode: "simulator",
  baseUrl: process.env.SMS_SIMULATOR_URL,
  username: "sandbox",
  apiKey: "bench-key",
  senderId: null,
  callbackSecret: "bench-callback-secret-of-24-characters",
  dailyLimitPerNumber: 5,
};
const publicUrl = "http://127.0.0.1:4700";
const smsService = new SmsService(dataSource, sms, noon);
// The reminders read the ledger, the pledges and the SMS rules alone: no project or throttle.
const pledges = new PledgeService(dataSource, null, smsService, null, { publicUrl }, noon);
const mail = { sendInBackground() {} };
const reminders = new PledgeReminders(dataSource, pledges, mail, smsService, noon);
const logger = { warn: (details, message) => console.error(message, details) };
const sender = new SmsSending(dataSource, sms, { publicUrl, dataDir }, logger, noon);
await sender.connect();

const rssBeforeMb = memoryMb("VmRSS");
let began = performance.now();
const queued = await reminders.remindDue();
const queueSeconds = (performance.now() - began) / 1000;

began = performance.now();
let sent = 0;
while (performance.now() - began < SEND_SECONDS * 1000) {
  const handed = await sender.sendDue();
  if (handed === 0) break;
  sent += handed;
}
const sendSeconds = (performance.now() - began) / 1000;
await dataSource.destroy();
console.log(
  JSON.stringify({
    queued,
    queueSeconds,
    sent,
    sendSeconds,
    batch: SMS_BATCH_SIZE,
    everyMs: SMS_SEND_EVERY_MS,
    rssBeforeMb,
    peakMb: memoryMb("VmHWM"),
  }),
);
