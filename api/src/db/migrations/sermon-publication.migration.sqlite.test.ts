import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrationTestDatabase } from "../../../test/migration-database.js";
import { loadConfig } from "../../config.js";
import { createLogger } from "../../logging.js";
import { createServices } from "../../services.js";
import { MIGRATIONS } from "./index.js";
import { SermonPublication1764600000000 } from "./1764600000000-sermon-publication.js";

/*
 * An installation from before sermons had a publication takes the migration: every sermon it has
 * stays public, published since it was saved. On SQLite; the migration's statements are the same
 * on PostgreSQL, which every other test migrates.
 */

const sqlite = migrationTestDatabase();

describe("the sermons' publication migration", () => {
  it("keeps every sermon public, published since it was saved", async () => {
    const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(SermonPublication1764600000000));
    const old = await sqlite(before).initialize();
    await old.runMigrations();
    await old.query(
      `INSERT INTO sermon (title, slug, preacher, preached_on, passages, bible_books, notes, created_at)
       VALUES ('The sower', 'the-sower', 'Canon Otieno', '2025-11-16',
               '[{"book":"MRK","chapter":4,"verseStart":1,"chapterEnd":null,"verseEnd":20}]', '|MRK|', '<p>Good soil.</p>', '2025-11-18 06:30:00')`,
    );
    await old.destroy();

    const current = await sqlite(MIGRATIONS).initialize();
    try {
      await current.runMigrations();
      const rows: { status: string; publish_at: string; created_at: string }[] = await current.query(
        "SELECT status, publish_at, created_at FROM sermon",
      );
      expect(rows).toEqual([
        { status: "published", publish_at: "2025-11-18 06:30:00", created_at: "2025-11-18 06:30:00" },
      ]);

      const dataDir = path.dirname(String(current.options.database));
      const config = loadConfig({ DATA_DIR: dataDir, PORT: "4000" }, { webDistDir: null });
      const services = await createServices(current, config, createLogger("silent"));
      expect((await services.sermons.page({})).items.map((sermon) => sermon.slug)).toEqual(["the-sower"]);
      expect((await services.sermons.latest(10)).map((sermon) => sermon.slug)).toEqual(["the-sower"]);
    } finally {
      await current.destroy();
    }
  });
});
