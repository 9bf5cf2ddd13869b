// Builds the API and the web app only when their sources changed since the last build, so that
// `npm start` and `npm test` start at once on an unchanged tree. A build records a hash of its
// inputs beside its output; a missing or different hash means "stale".
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
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
    const wanted = hashOf(target.inputs);
    if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === wanted) continue;
    console.log(`Building ${name} (its sources changed since the last build)...`);
    const [command, args] = target.command;
    // A production build whoever calls: vitest sets NODE_ENV=test, which would make Vite bundle
    // React's development build into the site the browser journeys test.
    execFileSync(command, args, {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    writeFileSync(stampFile, wanted);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  ensureBuilt(process.argv.slice(2).length ? process.argv.slice(2) : undefined);
