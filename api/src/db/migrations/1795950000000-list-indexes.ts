import { TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * An index for each order and filter of the dashboard's long lists and their CSV exports, which
 * read a batch at a time in the lists' order (db/newest-first-batches.ts), and of the public list
 * of an appeal's recent gifts: without them each read sorts the whole table. The id ends each,
 * as it breaks ties in every order (SQLite's indexes end with it anyway; PostgreSQL's need it).
 */
const INDEXES: Record<string, string[][]> = {
  contribution: [
    // The Contributions page and its CSV: newest first, filtered by project, status, source, days.
    ["created_at", "id"],
    ["project_id", "created_at", "id"],
    ["status", "created_at", "id"],
    ["source", "created_at", "id"],
    // An appeal's recent gifts: its paid gifts, newest paid first.
    ["project_id", "status", "paid_at", "id"],
  ],
  // The Audit log page and its CSV: newest first (audit_log_at), by action.
  audit_log: [["action", "at", "id"]],
  // The Subscribers page: newest first (IDX_newsletter_subscriber_created_at), confirmed or not.
  newsletter_subscriber: [["confirmed", "created_at", "id"]],
};

const nameOf = (table: string, columns: string[]) => `IDX_${table}_${columns.join("_")}`;

export class ListIndexes1795950000000 implements MigrationInterface {
  name = "ListIndexes1795950000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, indexes] of Object.entries(INDEXES)) {
      await queryRunner.createIndices(
        table,
        indexes.map((columnNames) => new TableIndex({ name: nameOf(table, columnNames), columnNames })),
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, indexes] of Object.entries(INDEXES)) {
      for (const columnNames of indexes) await queryRunner.dropIndex(table, nameOf(table, columnNames));
    }
  }
}
