// `npm run check`: every static check, in two lanes, one for each of CI's two cores. ESLint, which
// checks with the types and takes over half of the time alone, runs beside the others in turn:
// about 2.5 minutes here rather than 4.5 one after another. Each step's output is printed when it
// ends, so that two steps' lines never mix; a lane stops at its first failure, as `&&` did.
import { spawn } from "node:child_process";

const LANES = [
  ["check:lint"],
  ["check:types", "check:cycles", "check:format", "check:messages", "check:generated"],
];

/** Runs `npm run <step>`; resolves to whether it passed, once its output is printed. */
function run(step) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", step], { stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => {
      console.log(`\n> ${step}: ${status === 0 ? "passed" : `failed (exit code ${status})`}`);
      process.stdout.write(Buffer.concat(output));
      resolve(status === 0);
    });
  });
}

async function runLane(steps) {
  for (const step of steps) if (!(await run(step))) return false;
  return true;
}

const passed = await Promise.all(LANES.map(runLane));
process.exit(passed.every(Boolean) ? 0 : 1);
