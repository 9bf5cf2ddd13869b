// The bench's USSD callers, in a process of their own: `sessions` phones dialling at once, each
// going through one of the menu's flows as Africa's Talking posts them (every answer so far joined
// by "*"), a key every `thinkMs` or so as a quick caller presses them, then dialling again, for
// `seconds`. Prints each step's latency percentiles as JSON.
import { randomBytes } from "node:crypto";

const { url, sessions, seconds, thinkMs } = JSON.parse(process.argv[2]);
const think = () => new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));

/** What the callers press: service times by name, the week, My pledge in English, giving but saying no. */
const FLOWS = [["3", "1", "st", "1"], ["4"], ["9", "2"], ["1", "100", "2"]];

const latencies = [];
let errors = 0;
const until = Date.now() + seconds * 1000;

async function step(sessionId, phoneNumber, answers) {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        sessionId,
        serviceCode: "*384*2024#",
        phoneNumber,
        text: answers.join("*"),
      }),
    });
    const text = await response.text();
    if (response.status !== 200 || !/^(CON|END) /.test(text)) errors += 1;
  } catch {
    errors += 1;
  }
  latencies.push(performance.now() - started);
}

async function caller(index) {
  const phoneNumber = `+2547${String(10_000_000 + index).slice(-8)}`;
  // People dial when they will, not all in one millisecond.
  await think();
  for (let call = 0; Date.now() < until; call++) {
    const sessionId = `bench-${index}-${call}-${randomBytes(4).toString("hex")}`;
    const flow = FLOWS[(index + call) % FLOWS.length];
    await step(sessionId, phoneNumber, []);
    for (let answered = 1; answered <= flow.length; answered++) {
      await think();
      await step(sessionId, phoneNumber, flow.slice(0, answered));
    }
    await think();
  }
}

const began = performance.now();
await Promise.all(Array.from({ length: sessions }, (_, index) => caller(index)));
const elapsed = (performance.now() - began) / 1000;
latencies.sort((a, b) => a - b);
const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0;
console.log(
  JSON.stringify({
    steps: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    max: at(1),
    errors,
  }),
);
