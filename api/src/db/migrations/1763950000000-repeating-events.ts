import {
  Table,
  TableColumn,
  TableForeignKey,
  TableIndex,
  TableUnique,
  type MigrationInterface,
  type QueryRunner,
} from "typeorm";
import { portableColumns } from "./portable-columns.js";

/**
 * Events may repeat: an RRULE (`repeat_rule`), the day of the last occurrence (`last_date`, null
 * while a rule has no end, so that past and coming events are told apart in SQL), and the
 * occurrences staff cancelled or changed. Existing events happen once: their last day is their day.
 */
export class RepeatingEvents1763950000000 implements MigrationInterface {
  name = "RepeatingEvents1763950000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.addColumns("event", [
      new TableColumn(column.varchar("repeat_rule", 200, { isNullable: true })),
      new TableColumn(column.varchar("last_date", 10, { isNullable: true })),
    ]);
    await queryRunner.query("UPDATE event SET last_date = date");
    await queryRunner.createIndex(
      "event",
      new TableIndex({ name: "IDX_event_last_date", columnNames: ["last_date"] }),
    );

    await queryRunner.createTable(
      new Table({
        name: "event_occurrence_change",
        columns: [
          column.id(),
          { name: "event_id", type: "integer" },
          column.varchar("occurrence_date", 10),
          column.boolean("cancelled", false),
          column.varchar("date", 10, { isNullable: true }),
          column.varchar("start_time", 8, { isNullable: true }),
          column.varchar("end_time", 8, { isNullable: true }),
          column.varchar("title", 200, { isNullable: true }),
          column.varchar("place", 200, { isNullable: true }),
          column.text("description", { isNullable: true }),
        ],
        uniques: [
          new TableUnique({
            name: "UQ_event_occurrence_change",
            columnNames: ["event_id", "occurrence_date"],
          }),
        ],
        foreignKeys: [
          // An occurrence's change is part of its event: it goes with it.
          new TableForeignKey({
            columnNames: ["event_id"],
            referencedTableName: "event",
            referencedColumnNames: ["id"],
            onDelete: "CASCADE",
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("event_occurrence_change");
    await queryRunner.dropIndex("event", "IDX_event_last_date");
    await queryRunner.dropColumn("event", "repeat_rule");
    await queryRunner.dropColumn("event", "last_date");
  }
}
