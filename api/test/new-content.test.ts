import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * `npm run new:content -- <name>` run into a copy of the lists it registers a new type in: it lays
 * out the type's files with every placeholder filled, and names the type in each list.
 */

const repository = path.join(__dirname, "..", "..");
const script = path.join(repository, "scripts", "new-content", "new-content.mjs");
const REGISTERED = [
  "api/src/modules.ts",
  "api/src/site/content-types/index.ts",
  "api/src/services.ts",
  "api/src/site/site-routes.ts",
  "api/src/site/page-queries.ts",
  "web/src/admin/admin-bundle.tsx",
  "web/src/admin/locales/catalogues.ts",
  "web/src/locales/catalogues.ts",
];

let root: string;
let printed: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "new-content-"));
  for (const file of REGISTERED) cpSync(path.join(repository, file), path.join(root, file));
  printed = execFileSync("node", [script, "prayer-request", "--root", root], { encoding: "utf8" });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("npm run new:content", () => {
  it("lays out the type's files in the API, the dashboard and the public site, every placeholder filled", () => {
    const made = printed
      .slice(printed.indexOf("Made the content type"), printed.indexOf("Registered it in:"))
      .split("\n")
      .slice(1)
      .map((line) => line.trim())
      .filter(Boolean);
    expect(made).toEqual(
      expect.arrayContaining([
        "api/src/modules/prayer-request/prayer-request.service.ts",
        "api/src/modules/prayer-request/prayer-request.test.ts",
        "api/src/site/content-types/prayer-request.ts",
        "web/src/admin/prayer-request/prayer-request-form.tsx",
        "web/src/public/prayer-requests.page.tsx",
      ]),
    );
    expect(made.find((file) => file.startsWith("api/src/db/migrations/"))).toMatch(
      /\/\d{13}-prayer-requests\.ts$/,
    );
    for (const file of made) {
      expect(existsSync(path.join(root, file)), file).toBe(true);
      expect(read(file), file).not.toMatch(/__[A-Za-z]+__/);
    }
    expect(read("api/src/modules/prayer-request/prayer-request.service.ts")).toContain(
      "export class PrayerRequestService",
    );
  });

  it("registers it in every list that cannot read the registry, and says what is left to do", () => {
    expect(read("api/src/modules.ts")).toMatch(/\n {2}prayerRequestModule,\n {2}adminUserModule,/);
    expect(read("api/src/services.ts")).toContain("prayerRequests: new PrayerRequestService(dataSource),");
    expect(read("api/src/modules/prayer-request/prayer-request.module.ts")).toMatch(
      /migrations: \[PrayerRequests\d{13}\],/,
    );
    expect(read("web/src/public/prayer-requests.route.ts")).toContain("export const prayerRequestsRoute");
    expect(read("api/src/site/content-types/prayer-request.ts")).toContain(
      'mutations: ["createPrayerRequest", "updatePrayerRequest", "deletePrayerRequest"]',
    );
    expect(printed).toContain("npm run schema:emit && npm run codegen");
  });

  it("refuses a name that is no module's name, and one that is taken", () => {
    const run = (name: string) => () =>
      execFileSync("node", [script, name, "--root", repository], { encoding: "utf8", stdio: "pipe" });
    expect(run("Library_Document")).toThrow(/lower-case words joined by hyphens/);
    expect(run("news")).toThrow(/api\/src\/modules\/news is there already/);
  });
});
