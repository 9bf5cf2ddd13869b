import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

const CONFIGURATION_PAGE = new URL("../../docs/operators/configuration.md", import.meta.url);

/**
 * Environments that between them take loadConfig down every branch that reads a variable: the
 * defaults, and one with PostgreSQL, a first admin, mail, a bucket and M-Pesa's sandbox set.
 */
const ENVIRONMENTS: NodeJS.ProcessEnv[] = [
  {},
  {
    DATABASE_URL: "postgres://app:secret@db:5432/diocese",
    ADMIN_EMAIL: "office@diocese.example",
    ADMIN_PASSWORD: "long enough",
    SMTP_URL: "smtps://user:password@mail.example.org:465",
    STORAGE_BUCKET: "diocese-uploads",
    STORAGE_ENDPOINT: "http://minio:9000",
    MPESA_ENV: "sandbox",
    API_TOKEN_REQUESTS_PER_MINUTE: "600",
  },
];

/** Every variable loadConfig asks the environment for, found by giving it one that records them. */
function variablesTheServerReads(): Set<string> {
  const read = new Set<string>();
  for (const env of ENVIRONMENTS) {
    const recording = new Proxy(env, {
      get(target, name) {
        if (typeof name === "string") read.add(name);
        return target[name as string];
      },
    });
    try {
      loadConfig(recording, { webDistDir: null });
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
    }
  }
  return read;
}

/** The variables the page's tables of the server's settings name (those before "Outside the server"). */
function variablesThePageNames(page: string): Set<string> {
  const [serverPart = ""] = page.split("\n## Outside the server");
  const names = new Set<string>();
  for (const row of serverPart.split("\n").filter((line) => line.startsWith("| `"))) {
    const [, firstCell = ""] = row.split("|");
    for (const [name] of firstCell.matchAll(/(?<=`)[A-Z][A-Z0-9_]+(?=`)/g)) names.add(name);
  }
  return names;
}

describe("the operators' configuration page", () => {
  it("names every environment variable the server reads, and none it does not", async () => {
    const page = await readFile(CONFIGURATION_PAGE, "utf8");
    const read = variablesTheServerReads();
    // The recording must have worked: the server reads dozens of variables.
    expect(read.size).toBeGreaterThan(30);

    const named = variablesThePageNames(page);
    expect([...read].filter((name) => !named.has(name)).sort()).toEqual([]);
    expect([...named].filter((name) => !read.has(name)).sort()).toEqual([]);
  });
});
