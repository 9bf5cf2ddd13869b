// Builds the API and the web app only when their sources changed since the last build, so that
// `npm start` and `npm test` start at once on an unchanged tree. A build records a hash of its
// inputs beside its output; a missing or different hash means "stale".
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const TARGETS = {
  api: {
    inputs: [
      "api/src",
      "api/tsconfig.json",
      "api/tsconfig.build.json",
      "api/package.json",
      "tsconfig.base.json",
      "package-lock.json",
    ],
    stamp: "api/dist/.build-hash",
    command: ["npm", ["run", "build", "-w", "api"]],
  },
  web: {
    inputs: [
      "web/src",
      "web/public",
      "web/index.html",
      "web/public-page.html",
      "web/vite.config.ts",
      "web/vite.sw.config.ts",
      "web/tsconfig.json",
      "web/package.json",
      "tsconfig.base.json",
      "package-lock.json",
    ],
    stamp: "web/dist/.build-hash",
    command: ["npm", ["run", "build", "-w", "web"]],
  },
};

function filesUnder(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => !entry.name.endsWith(".test.ts") && !entry.name.endsWith(".test.tsx"))
    .flatMap((entry) => filesUnder(path.join(relative, entry.name)))
    .sort();
}

function hashOf(inputs) {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap(filesUnder)) {
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(path.join(root, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

export function ensureBuilt(names = Object.keys(TARGETS)) {
  for (const name of names) {
    const target = TARGETS[name];
    const stampFile = path.join(root, target.stamp);
    const isCurrent = () =>
      existsSync(stampFile) && readFileSync(stampFile, "utf8") === hashOf(target.inputs);
    if (isCurrent()) continue;
    withLock(`build-${name}`, () => {
      // Another process may have built it while this one waited for the lock.
      if (isCurrent()) return;
      console.log(`Building ${name} (its sources changed since the last build)...`);
      const wanted = hashOf(target.inputs);
      const [command, args] = target.command;
      // A production build whoever calls: vitest sets NODE_ENV=test, which would make Vite bundle
      // React's development build into the site the browser journeys test.
      execFileSync(command, args, {
        cwd: root,
        stdio: "inherit",
        env: { ...process.env, NODE_ENV: "production" },
      });
      writeFileSync(stampFile, wanted);
    });
  }
}

/**
 * Runs `work` (synchronous) while holding the lock called `name`, across processes: the API's page
 * tests ask for the web build from several test workers at once, and two builds into one folder
 * would spoil both. A lock whose process is gone (killed mid-build) is taken over.
 */
export function withLock(name, work) {
  const lock = path.join(root, "node_modules", ".cache", `${name}.lock`);
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      if (!isAlive(lockHolder(lock))) rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    writeFileSync(path.join(lock, "pid"), String(process.pid));
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function lockHolder(lock) {
  try {
    return Number(readFileSync(path.join(lock, "pid"), "utf8"));
  } catch {
    // Made a moment ago, its pid not written yet: its holder is alive.
    return process.pid;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  ensureBuilt(process.argv.slice(2).length ? process.argv.slice(2) : undefined);
