import { TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * An event may belong to a parish or a department (or both: a department's day held at a
 * parish), whose pages and calendars then show it. Deleting the parish or department leaves the
 * event as the diocese's.
 */
export class EventsOfParishesAndDepartments1763940000000 implements MigrationInterface {
  name = "EventsOfParishesAndDepartments1763940000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns("event", [
      new TableColumn({ name: "parish_id", type: "integer", isNullable: true }),
      new TableColumn({ name: "department_id", type: "integer", isNullable: true }),
    ]);
    await queryRunner.createIndices("event", [
      new TableIndex({ name: "IDX_event_parish_id", columnNames: ["parish_id"] }),
      new TableIndex({ name: "IDX_event_department_id", columnNames: ["department_id"] }),
    ]);
    await queryRunner.createForeignKeys("event", [
      new TableForeignKey({
        columnNames: ["parish_id"],
        referencedTableName: "parish",
        referencedColumnNames: ["id"],
        onDelete: "SET NULL",
      }),
      new TableForeignKey({
        columnNames: ["department_id"],
        referencedTableName: "department",
        referencedColumnNames: ["id"],
        onDelete: "SET NULL",
      }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const table = await queryRunner.getTable("event");
    for (const foreignKey of table?.foreignKeys ?? []) await queryRunner.dropForeignKey("event", foreignKey);
    await queryRunner.dropIndex("event", "IDX_event_parish_id");
    await queryRunner.dropIndex("event", "IDX_event_department_id");
    await queryRunner.dropColumn("event", "parish_id");
    await queryRunner.dropColumn("event", "department_id");
  }
}
