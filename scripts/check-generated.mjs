// Fails when a generated file that is checked in (schema.graphql, web/src/gql/, web/src/admin/gql/, web/src/behaviours/gql/) no longer matches
// what the resolvers and the web's operations generate.
import { execFileSync } from "node:child_process";

const GENERATED = ["schema.graphql", "web/src/gql", "web/src/admin/gql", "web/src/behaviours/gql"];

execFileSync("npm", ["run", "schema:emit"], { stdio: "inherit" });
execFileSync("npm", ["run", "codegen"], { stdio: "inherit" });

const drift = execFileSync("git", ["status", "--porcelain", "--", ...GENERATED], { encoding: "utf8" });
if (drift.trim()) {
  console.error(
    `These generated files are stale or not committed:\n${drift}\nRun npm run schema:emit and npm run codegen, then commit the result.`,
  );
  execFileSync("git", ["--no-pager", "diff", "--stat", "--", ...GENERATED], { stdio: "inherit" });
  process.exit(1);
}
console.log("Generated files are up to date.");
