import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./support/browser.js";
import { startSite, type RunningSite } from "./support/server.js";

const WEB_DIR = path.resolve(import.meta.dirname, "..");

/** The next version of the site, as `npm run build` makes it after a change to the public script. */
interface NextVersion {
  /** Its web/dist, for WEB_DIST_DIR. */
  webDistDir: string;
  /** This version's public script, and the next version's, which marks the page it runs in. */
  scripts: { now: string; next: string };
  /** The service worker's version now and next: its caches are named by it. */
  versions: { now: string; next: string };
  remove(): Promise<void>;
}

/**
 * A copy of this build with the public script renamed (its content changed, so its hash too) and
 * the service worker of another version that names it; the pages' server build is shared.
 */
async function buildNextVersion(): Promise<NextVersion> {
  const web = await mkdtemp(path.join(tmpdir(), "diocese-next-version-"));
  const dist = path.join(web, "dist");
  await cp(path.join(WEB_DIR, "dist"), dist, { recursive: true });
  await symlink(path.join(WEB_DIR, "dist-server"), path.join(web, "dist-server"));

  const pageTemplate = await readFile(path.join(dist, "public-page.html"), "utf8");
  const now = /\/assets\/publicPage-[^"]+\.js/.exec(pageTemplate)![0];
  const next = "/assets/publicPage-nextversion.js";
  const script = await readFile(path.join(dist, now), "utf8");
  await writeFile(
    path.join(dist, next),
    `${script}\ndocument.documentElement.dataset.siteVersion = "next";\n`,
  );
  await rm(path.join(dist, now));
  await writeFile(path.join(dist, "public-page.html"), pageTemplate.replace(now, next));

  const worker = await readFile(path.join(dist, "sw.js"), "utf8");
  const version = /pages-([0-9a-f]{12})/.exec(worker)![1]!;
  const nextVersion = "0e0e0e0e0e0e";
  await writeFile(path.join(dist, "sw.js"), worker.replaceAll(version, nextVersion).replaceAll(now, next));
  // The build's compressed copies of the worker are this version's: the next has none.
  await rm(path.join(dist, "sw.js.br"));
  await rm(path.join(dist, "sw.js.gz"));
  return {
    webDistDir: dist,
    scripts: { now, next },
    versions: { now: version, next: nextVersion },
    remove: () => rm(web, { recursive: true, force: true }),
  };
}

/** Every address the page's origin keeps in its caches, by cache. */
function savedByCache(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const saved: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      saved[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    }
    return saved;
  });
}

let dataDir: string;
let site: RunningSite | undefined;
let nextVersion: NextVersion;
let browser: Browser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "diocese-site-"));
  [site, nextVersion, browser] = await Promise.all([
    startSite({}, { dataDir }),
    buildNextVersion(),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await nextVersion?.remove();
  await rm(dataDir, { recursive: true, force: true });
});

describe("a new version of the site", () => {
  it(
    "takes over from the old one without a stale mix of pages, scripts and saved copies",
    { timeout: 240_000 },
    async () => {
      const { url } = site!;
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${url}/about-us`);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      const before = await savedByCache(page);
      expect(Object.keys(before).every((name) => name.endsWith(nextVersion.versions.now))).toBe(true);
      expect(before[`pages-${nextVersion.versions.now}`]).toContain("/about-us");

      // The new version is deployed where the old one ran: same address, same database.
      await site!.stop();
      site = await startSite(
        { WEB_DIST_DIR: nextVersion.webDistDir },
        { port: Number(new URL(url).port), dataDir },
      );

      // The page opened again comes from the network, with the new version's script...
      await page.reload();
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.siteVersion)).toBe("next");
      // ...and the new worker installs (saving its pages takes a few seconds, longer on a machine
      // busy with the rest of the suite) and takes over. Once it serves the pages opened, none of
      // the old version's saved copies is left, even one the old worker wrote as it was replaced.
      const isNext = (name: string) => name.endsWith(`-${nextVersion.versions.next}`);
      await expect
        .poll(
          async () => {
            await page.reload();
            const names = Object.keys(await savedByCache(page));
            return { oldVersions: names.filter((name) => !isNext(name)), pages: names.filter(isNext) };
          },
          { timeout: 120_000, interval: 1_000 },
        )
        .toEqual({ oldVersions: [], pages: expect.arrayContaining([`pages-${nextVersion.versions.next}`]) });
      const after = Object.values(await savedByCache(page)).flat();
      expect(after).toContain(nextVersion.scripts.next);
      expect(after).not.toContain(nextVersion.scripts.now);

      // Offline, the page saved by the new version is the new version's page, running its script.
      await context.setOffline(true);
      await page.reload();
      await expect
        .poll(() => page.getByRole("status").filter({ hasText: "You are offline" }).count())
        .toBe(1);
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.siteVersion)).toBe("next");
      await context.close();
    },
  );
});
