import { Table, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

export class Events1763810000000 implements MigrationInterface {
  name = "Events1763810000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "event",
        columns: [
          column.id(),
          column.varchar("title", 200),
          // YYYY-MM-DD and HH:mm:ss as text: the same on both databases, and free of time zones.
          column.varchar("date", 10),
          column.varchar("start_time", 8),
          column.varchar("end_time", 8),
          column.varchar("place", 200, { isNullable: true }),
          column.text("description", { isNullable: true }),
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
        ],
        indices: [{ name: "IDX_event_date", columnNames: ["date"] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("event");
  }
}
