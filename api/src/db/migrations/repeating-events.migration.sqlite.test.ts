import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrationTestDatabase } from "../../../test/migration-database.js";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { loadConfig } from "../../config.js";
import { createLogger } from "../../logging.js";
import { EventPeriod } from "../../modules/event/event.inputs.js";
import { createServices } from "../../services.js";
import { MIGRATIONS } from "./index.js";
import { RepeatingEvents1763950000000 } from "./1763950000000-repeating-events.js";

/*
 * An installation from before repeating events: its events happen once, so each one's last day is
 * its day, and they stay where they were among past and coming events. On SQLite; the statements
 * are the same on PostgreSQL, which every other test migrates.
 */

const sqlite = migrationTestDatabase();

describe("the repeating events' migration", () => {
  it("keeps every event as one that happens once, on its day, and takes changed occurrences after it", async () => {
    const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(RepeatingEvents1763950000000));
    const old = await sqlite(before).initialize();
    await old.runMigrations();
    for (const [title, date] of [
      ["Synod", "2020-05-02"],
      ["Ordination", "2099-06-29"],
    ]) {
      await old.query(
        "INSERT INTO event (title, date, start_time, end_time) VALUES (?, ?, '09:00:00', '13:00:00')",
        [title, date],
      );
    }
    await old.destroy();

    const current = await sqlite(MIGRATIONS).initialize();
    try {
      await current.runMigrations();
      expect(
        await current.query("SELECT title, date, repeat_rule, last_date FROM event ORDER BY id"),
      ).toEqual([
        { title: "Synod", date: "2020-05-02", repeat_rule: null, last_date: "2020-05-02" },
        { title: "Ordination", date: "2099-06-29", repeat_rule: null, last_date: "2099-06-29" },
      ]);

      const config = loadConfig(
        { DATA_DIR: path.dirname(String(current.options.database)), PORT: "4000" },
        { webDistDir: null },
      );
      const services = await createServices(current, config, createLogger("silent"));
      expect(
        (await services.events.page({ period: EventPeriod.PAST })).items.map((event) => event.title),
      ).toEqual(["Synod"]);

      // 2099-06-28 is a Sunday.
      const weekly = await services.events.create(SYSTEM_ACTOR, {
        title: "Youth service",
        date: "2099-06-28",
        startTime: "16:00",
        endTime: "18:00",
        repeat: { frequency: "WEEKLY" },
      });
      await services.events.delete(SYSTEM_ACTOR, weekly.id, {
        scope: "THIS_ONE",
        occurrenceDate: "2099-07-05",
      });
      expect(await current.query("SELECT occurrence_date, cancelled FROM event_occurrence_change")).toEqual([
        { occurrence_date: "2099-07-05", cancelled: 1 },
      ]);
      // One cancellation per occurrence: the database itself refuses a second.
      await expect(
        current.query(
          "INSERT INTO event_occurrence_change (event_id, occurrence_date, cancelled) VALUES (?, '2099-07-05', 1)",
          [weekly.id],
        ),
      ).rejects.toThrow(/UNIQUE/);
      // Its changes go with the event.
      await services.events.delete(SYSTEM_ACTOR, weekly.id);
      expect(await current.query("SELECT * FROM event_occurrence_change")).toEqual([]);
    } finally {
      await current.destroy();
    }
  });
});
