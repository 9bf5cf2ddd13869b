// `npm run dev`: the API rebuilt and restarted on every change (http://localhost:4000), and Vite's
// dev server with hot reload for the web app (http://localhost:5173, proxying the API).
import { spawn } from "node:child_process";
import { ensureBuilt } from "./build-if-stale.mjs";

ensureBuilt();

const children = [
  spawn("npx", ["tsc", "-w", "-p", "api/tsconfig.build.json", "--preserveWatchOutput"], { stdio: "inherit" }),
  spawn(process.execPath, ["--watch-path=api/dist", "api/dist/main.js"], { stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "web"], { stdio: "inherit" }),
];

function stopAll() {
  for (const child of children) child.kill("SIGTERM");
}
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
for (const child of children) child.on("exit", stopAll);
