import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * What each audit log entry's record was called when the entry was made (issue #36): its title or
 * name, or a gift in words. Entries made before have none, and the log names them by id as before;
 * they cannot be given one, as the log refuses every UPDATE.
 *
 * Plain ALTER TABLE on both databases: TypeORM's addColumn rebuilds a SQLite table under a new
 * name, which would drop the triggers that keep the log append-only.
 */
export class AuditLogLabels1764736200000 implements MigrationInterface {
  name = "AuditLogLabels1764736200000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE audit_log ADD COLUMN label varchar(300)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE audit_log DROP COLUMN label`);
  }
}
