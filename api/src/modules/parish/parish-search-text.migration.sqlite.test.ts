import { describe, expect, it } from "vitest";
import { migrationTestDatabase } from "../../../test/migration-database.js";
import { MIGRATIONS } from "../../db/migrations/index.js";
import { ParishSearchText1795970000000 } from "./parish-search-text.migration.js";

/*
 * An installation from before the finder searched by query: its parishes are found after the
 * upgrade by name, town and vicar, as they were before it, accents and punctuation aside.
 */

const sqlite = migrationTestDatabase();

describe("the parish search text's migration", () => {
  it("gives each parish there is the words the finder's query looks for", async () => {
    const old = await sqlite(
      MIGRATIONS.slice(0, MIGRATIONS.indexOf(ParishSearchText1795970000000)),
    ).initialize();
    await old.runMigrations();
    await old.query("INSERT INTO archdeaconry (name) VALUES ('Butere')");
    await old.query(
      `INSERT INTO parish (name, slug, archdeaconry_id, town, vicar) VALUES
         ('St. Peter''s Église', 'st-peters', 1, 'Shibembe', 'Rev. John Wafula'),
         ('Emmanuel', 'emmanuel', 1, NULL, NULL)`,
    );
    await old.destroy();

    const current = await sqlite([...MIGRATIONS, ParishSearchText1795970000000]).initialize();
    try {
      await current.runMigrations();
      expect(await current.query(`SELECT slug, search_text FROM parish ORDER BY id`)).toEqual([
        { slug: "st-peters", search_text: " st peters eglise shibembe rev john wafula " },
        { slug: "emmanuel", search_text: " emmanuel " },
      ]);
      const found = await current.query(`SELECT slug FROM parish WHERE search_text LIKE '% wafu%'`);
      expect(found).toEqual([{ slug: "st-peters" }]);
    } finally {
      await current.destroy();
    }
  });
});
