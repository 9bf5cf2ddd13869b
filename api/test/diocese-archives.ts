import { expect } from "vitest";
import { createHash } from "node:crypto";
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import * as tar from "tar";
import type { DataSource } from "typeorm";
import { movedTables } from "../src/modules/diocese/diocese-archive.js";
import type { MediaStorage } from "../src/modules/media/media.storage.js";
import { graphql, type GraphQLResponse } from "./http.js";
import { requestAt } from "./in-diocese.js";
import type { TestApp } from "./test-app.js";

/** What the tests of moving a diocese (issue #44) compare between where it was and where it went. */

/** Each table's rows of a diocese that move with it. */
export async function movedRowCounts(
  dataSource: DataSource,
  dioceseId: number,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const at = dataSource.options.type === "postgres" ? "$1" : "?";
  for (const { name } of await movedTables(dataSource)) {
    const [{ count }] = (await dataSource.query(
      `SELECT COUNT(*) AS count FROM "${name}" WHERE diocese_id = ${at}`,
      [dioceseId],
    )) as [{ count: string }];
    counts[name] = Number(count);
  }
  return counts;
}

/** Every stored file of the current diocese, by key, as a hash of its bytes. */
export async function fileHashes(storage: MediaStorage): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const { key } of await storage.list("")) {
    const content = await storage.read(key);
    const hash = createHash("sha256");
    for await (const chunk of content!.body) hash.update(chunk as Buffer);
    hashes[key] = hash.digest("hex");
  }
  return hashes;
}

/** Asks a diocese's GraphQL endpoint, over HTTP or at a host name of a province's app. */
export type Ask = (query: string) => Promise<GraphQLResponse<unknown>>;

export const overHttp =
  (url: string): Ask =>
  async (query) =>
    (await graphql(url, query)).body;

export const atHost =
  (app: TestApp, host: string): Ask =>
  async (query) =>
    (await requestAt(app, host, "/graphql", "POST", { query })).json();

/**
 * What a visitor to a diocese's site sees that links rows together: its news with their pictures,
 * its parishes with their archdeaconries.
 */
export async function whatVisitorsSee(ask: Ask) {
  const body = (await ask(
    `{ newsArticles(pageSize: 50) { items { title slug imageUrl } }
       parishFinder(pageSize: 50) { total items { name archdeaconry { name } } } }`,
  )) as GraphQLResponse<{
    newsArticles: { items: { title: string; slug: string; imageUrl: string | null }[] };
    parishFinder: { total: number; items: { name: string; archdeaconry: { name: string } }[] };
  }>;
  expect(body.errors).toBeUndefined();
  return body.data!;
}

let changes = 0;

/** Unpacks an archive, lets `change` edit its folder, and packs it again as a file of its own. */
export async function changedArchive(
  archive: string,
  change: (folder: string) => Promise<void>,
): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "changed-archive-"));
  try {
    await tar.extract({ file: archive, cwd: folder });
    await change(folder);
    changes += 1;
    const changed = `${archive}.changed-${changes}.tar.gz`;
    await tar.create({ gzip: true, file: changed, cwd: folder }, await readdir(folder));
    return changed;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Edits an unpacked archive's manifest. */
export async function editManifest(
  folder: string,
  edit: (manifest: Record<string, unknown>) => void,
): Promise<void> {
  const file = path.join(folder, "manifest.json");
  const manifest = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
  edit(manifest);
  await writeFile(file, JSON.stringify(manifest));
}
