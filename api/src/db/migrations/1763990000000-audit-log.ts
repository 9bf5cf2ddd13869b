import { Table, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/**
 * The shortest retention AUDIT_LOG_RETENTION_DAYS may set. The database refuses to delete an
 * entry younger than this, so that not even a bug (or a stray statement) can rewrite recent history.
 */
export const AUDIT_LOG_MIN_RETENTION_DAYS = 30;

const REFUSE_UPDATE = "The audit log is append-only: its entries cannot be changed";
const REFUSE_DELETE = `The audit log keeps every entry for at least ${AUDIT_LOG_MIN_RETENTION_DAYS} days`;

export class AuditLog1763990000000 implements MigrationInterface {
  name = "AuditLog1763990000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "audit_log",
        columns: [
          column.id(),
          column.timestamp("at", { defaultNow: true }),
          column.varchar("actor_kind", 20),
          { name: "actor_id", type: "integer", isNullable: true },
          column.varchar("actor_name", 254, { isNullable: true }),
          column.varchar("client_address", 64, { isNullable: true }),
          column.varchar("entity", 80),
          column.varchar("entity_id", 64, { isNullable: true }),
          column.varchar("action", 40),
          column.text("fields"),
        ],
        indices: [
          new TableIndex({ name: "audit_log_at", columnNames: ["at"] }),
          new TableIndex({ name: "audit_log_entity", columnNames: ["entity", "entity_id"] }),
        ],
      }),
    );
    if (queryRunner.connection.options.type === "postgres") {
      await queryRunner.query(`
        CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'UPDATE' OR TG_OP = 'TRUNCATE' THEN
            RAISE EXCEPTION '${REFUSE_UPDATE}';
          END IF;
          IF OLD.at > now() - interval '${AUDIT_LOG_MIN_RETENTION_DAYS} days' THEN
            RAISE EXCEPTION '${REFUSE_DELETE}';
          END IF;
          RETURN OLD;
        END $$`);
      await queryRunner.query(`
        CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change()`);
      await queryRunner.query(`
        CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change()`);
      return;
    }
    await queryRunner.query(`
      CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
      BEGIN SELECT RAISE(ABORT, '${REFUSE_UPDATE}'); END`);
    // TypeORM writes SQLite's datetimes as UTC "YYYY-MM-DD HH:MM:SS.SSS", which compare as text.
    await queryRunner.query(`
      CREATE TRIGGER audit_log_no_early_delete BEFORE DELETE ON audit_log
      WHEN OLD.at > datetime('now', '-${AUDIT_LOG_MIN_RETENTION_DAYS} days')
      BEGIN SELECT RAISE(ABORT, '${REFUSE_DELETE}'); END`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("audit_log");
    if (queryRunner.connection.options.type === "postgres") {
      await queryRunner.query("DROP FUNCTION audit_log_refuse_change()");
    }
  }
}
