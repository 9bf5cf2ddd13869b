import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MigrationInterface, QueryRunner } from "typeorm";
import { createNewsArticle } from "../../test/factories.js";
import { inDiocese, MUMIAS_HOST, startProvinceApp } from "../../test/in-diocese.js";
import type { TestApp } from "../../test/test-app.js";
import { ENTITIES, MODULE_MIGRATIONS } from "../modules.js";
import { createDataSource, openDataSource } from "./data-source.js";
import {
  keepEachDiocesesRows,
  migrateFailingOnRowsKeptApart,
  whyNotStartAsConfigured,
} from "./diocese-per-transaction.js";

/*
 * Where one deployment serves several dioceses (MULTI_DIOCESE=true), PostgreSQL's row-level
 * security keeps each diocese's rows to it, for a site that connects as a role that is no
 * superuser (issue #44): a diocese's reads see its rows only, its writes reach no other's, and a
 * statement that names no diocese fails rather than see everything.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startProvinceApp();
}, 60_000);
afterAll(() => app.close());

const asMumias = <Result>(work: () => Promise<Result>) => inDiocese(2, work);

const newsAt = async (host: string) => {
  const answer = await app.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { host },
    payload: { query: "{ newsArticles { total items { title } } }" },
  });
  return answer.json().data.newsArticles.items.map((item: { title: string }) => item.title);
};

describe("each diocese's rows", () => {
  it("are read at its own host only", async () => {
    await createNewsArticle(app.services, { title: "Kakamega's harvest thanksgiving" });
    await asMumias(() => createNewsArticle(app.services, { title: "Mumias's harvest thanksgiving" }));
    expect(await newsAt(new URL(app.config.publicUrl).hostname)).toEqual(["Kakamega's harvest thanksgiving"]);
    expect(await newsAt("mumias.example.org")).toEqual(["Mumias's harvest thanksgiving"]);
  });

  it("are out of another diocese's writes' reach, and no row can be written into another diocese", async () => {
    const [theirs] = await app.dataSource.query(`SELECT id FROM news_article WHERE title = $1`, [
      "Kakamega's harvest thanksgiving",
    ]);
    const [, changed] = await asMumias(() =>
      app.dataSource.query(`UPDATE news_article SET title = 'Taken' WHERE id = $1`, [theirs.id]),
    );
    expect(changed).toBe(0);
    await expect(
      asMumias(() =>
        app.dataSource.query(
          `UPDATE news_article SET diocese_id = 1 WHERE title = 'Mumias''s harvest thanksgiving'`,
        ),
      ),
    ).rejects.toThrow(/row-level security/);
    expect(await app.dataSource.query(`SELECT title FROM news_article WHERE id = $1`, [theirs.id])).toEqual([
      { title: "Kakamega's harvest thanksgiving" },
    ]);
  });

  it("cannot be read by a statement that names no diocese", async () => {
    const runner = app.dataSource.createQueryRunner();
    try {
      await runner.connect();
      const client = (runner as unknown as { databaseConnection: { query(sql: string): Promise<unknown> } })
        .databaseConnection;
      await expect(client.query(`SELECT title FROM news_article`)).rejects.toThrow(/app\.diocese_id|integer/);
    } finally {
      await runner.release();
    }
  });

  it("make a later migration that would change rows of one diocese alone fail whole", async () => {
    class RetitleEveryArticle9999999999999 implements MigrationInterface {
      name = "RetitleEveryArticle9999999999999";
      async up(queryRunner: QueryRunner) {
        await queryRunner.query(`UPDATE news_article SET title = upper(title)`);
      }
      async down() {}
    }
    app.dataSource.migrations.push(new RetitleEveryArticle9999999999999());
    try {
      await expect(migrateFailingOnRowsKeptApart(app.dataSource)).rejects.toThrow(/row-level security/);
    } finally {
      app.dataSource.migrations.pop();
    }
    // Neither diocese's titles were changed: the migration ran as the first diocese, and failed whole.
    expect(await newsAt(new URL(app.config.publicUrl).hostname)).toEqual(["Kakamega's harvest thanksgiving"]);
    expect(await newsAt(MUMIAS_HOST)).toEqual(["Mumias's harvest thanksgiving"]);
  });

  it("are not read as one diocese's, nor their policies undone, by an instance started without MULTI_DIOCESE", async () => {
    const { url } = app.config.database as { url: string };
    const single = createDataSource(
      { kind: "postgres", url, multiDiocese: false, provinceHost: null, backupUrl: null },
      ENTITIES,
      MODULE_MIGRATIONS,
    );
    await openDataSource(single);
    try {
      expect(await whyNotStartAsConfigured(single)).toContain("keeps several dioceses' rows apart");
      await keepEachDiocesesRows(single);
    } finally {
      await single.destroy();
    }
    expect(await whyNotStartAsConfigured(app.dataSource)).toBeNull();
    expect(await newsAt(MUMIAS_HOST)).toEqual(["Mumias's harvest thanksgiving"]);
  });
});
