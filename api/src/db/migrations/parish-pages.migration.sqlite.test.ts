import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrationTestDatabase } from "../../../test/migration-database.js";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { loadConfig } from "../../config.js";
import { createLogger } from "../../logging.js";
import { MODULE_MIGRATIONS } from "../../modules.js";
import { createServices } from "../../services.js";
import { MIGRATIONS } from "./index.js";
import { ParishPagesAndServices1763930000000 } from "./1763930000000-parish-pages-and-services.js";

/*
 * An installation from before parish pages, whose parishes have only a name and their service
 * times typed as text, takes the migration: each parish gets an address of its own, the text
 * stays for staff to turn into services, and the list of services starts empty. On SQLite, whose
 * change of a column rebuilds the table; the statements are the same on PostgreSQL, which every
 * other test migrates.
 */

const sqlite = migrationTestDatabase();

const OLD_PARISHES = [
  // [archdeaconry, name, service_times]
  ["Butere", "St. Peter's", "Sunday 8:00 am (English), 10:30 am (Kiswahili)"],
  ["Mumias", "St Peters", null],
  ["Ikolomani", "ST. PETER'S", null],
  ["Butere", "Holy Trinity Église", null],
  ["Mumias", "✝", null],
] as const;

describe("the parish pages' migration", () => {
  it("gives each parish a unique slug from its name, keeps its service times and starts with no services", async () => {
    const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(ParishPagesAndServices1763930000000));
    const old = await sqlite(before).initialize();
    await old.runMigrations();
    for (const name of ["Butere", "Mumias", "Ikolomani"]) {
      await old.query("INSERT INTO archdeaconry (name) VALUES (?)", [name]);
    }
    for (const [archdeaconry, name, serviceTimes] of OLD_PARISHES) {
      await old.query(
        `INSERT INTO parish (name, archdeaconry_id, vicar, phone, service_times)
         SELECT ?, id, 'Rev. Placeholder', '0712 345678', ? FROM archdeaconry WHERE name = ?`,
        [name, serviceTimes, archdeaconry],
      );
    }
    await old.destroy();

    // The modules' own migrations too: the parish service writes what they add (its search text).
    const current = await sqlite([...MIGRATIONS, ...MODULE_MIGRATIONS]).initialize();
    try {
      await current.runMigrations();
      const parishes: Record<string, unknown>[] = await current.query(
        `SELECT name, slug, vicar, phone, service_times, image_url, image_focal_point FROM parish ORDER BY id`,
      );
      expect(parishes).toEqual([
        {
          name: "St. Peter's",
          slug: "st-peters",
          vicar: "Rev. Placeholder",
          phone: "0712 345678",
          service_times: "Sunday 8:00 am (English), 10:30 am (Kiswahili)",
          image_url: null,
          image_focal_point: '{"x":0.5,"y":0.5}',
        },
        expect.objectContaining({ name: "St Peters", slug: "st-peters-2", service_times: null }),
        expect.objectContaining({ name: "ST. PETER'S", slug: "st-peters-3" }),
        expect.objectContaining({ name: "Holy Trinity Église", slug: "holy-trinity-eglise" }),
        expect.objectContaining({ name: "✝", slug: "parish" }),
      ]);
      expect(await current.query("SELECT * FROM regular_service")).toEqual([]);

      // The database itself keeps slugs unique, and a parish's services go with it.
      await expect(
        current.query(
          "INSERT INTO parish (name, slug, archdeaconry_id) SELECT 'St. Peter''s Again', 'st-peters', id FROM archdeaconry LIMIT 1",
        ),
      ).rejects.toThrow(/UNIQUE/);

      // Parishes made after the upgrade take the next free address, and keep their services.
      const dataDir = path.dirname(String(current.options.database));
      const config = loadConfig({ DATA_DIR: dataDir, PORT: "4000" }, { webDistDir: null });
      const services = await createServices(current, config, createLogger("silent"));
      const [butere] = (await current.query("SELECT id FROM archdeaconry WHERE name = 'Butere'")) as {
        id: number;
      }[];
      const [mumias] = (await current.query("SELECT id FROM archdeaconry WHERE name = 'Mumias'")) as {
        id: number;
      }[];
      const added = await services.parishes.create(SYSTEM_ACTOR, {
        name: "St. Peter's Ebushibo",
        archdeaconryId: butere!.id,
        services: [{ day: "SUNDAY", startTime: "09:00", language: "LUHYA", kind: "HOLY_COMMUNION" }],
      });
      expect(added.slug).toBe("st-peters-ebushibo");
      const another = await services.parishes.create(SYSTEM_ACTOR, {
        name: "St. Peter's",
        archdeaconryId: mumias!.id,
      });
      expect(another.slug).toBe("st-peters-4");
      expect(await services.parishes.servicesOfEach([added.id])).toEqual([
        [expect.objectContaining({ day: "SUNDAY", startTime: "09:00", language: "LUHYA" })],
      ]);
      await services.parishes.delete(SYSTEM_ACTOR, added.id);
      expect(await current.query("SELECT * FROM regular_service")).toEqual([]);

      // The rebuilt table still refuses a second parish of one name in an archdeaconry.
      await expect(
        current.query(
          "INSERT INTO parish (name, slug, archdeaconry_id) VALUES ('St. Peter''s', 'st-peters-99', ?)",
          [butere!.id],
        ),
      ).rejects.toThrow(/UNIQUE/);
    } finally {
      await current.destroy();
    }
  });
});
