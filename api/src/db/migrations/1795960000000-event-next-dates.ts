import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Each event's next occurrence as of a day (`next_date`, `next_start_time`, `next_known_on`), so
 * that the coming events are ordered and paged by SQL (modules/event/next-dates.ts). Left empty
 * here: an event whose next occurrence is not known is worked out as it is read, and the timed
 * job that keeps them fills it in. Added in place (TypeORM's addColumn would rebuild SQLite's table).
 */
export class EventNextDates1795960000000 implements MigrationInterface {
  name = "EventNextDates1795960000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "event" ADD COLUMN "next_date" varchar(10)`);
    await queryRunner.query(`ALTER TABLE "event" ADD COLUMN "next_start_time" varchar(8)`);
    await queryRunner.query(`ALTER TABLE "event" ADD COLUMN "next_known_on" varchar(10)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_event_next_occurrence" ON "event" ("next_date", "next_start_time", "id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_event_next_occurrence"`);
    await queryRunner.query(`ALTER TABLE "event" DROP COLUMN "next_known_on"`);
    await queryRunner.query(`ALTER TABLE "event" DROP COLUMN "next_start_time"`);
    await queryRunner.query(`ALTER TABLE "event" DROP COLUMN "next_date"`);
  }
}
