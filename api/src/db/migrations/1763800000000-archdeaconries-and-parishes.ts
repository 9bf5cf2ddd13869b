import { Table, TableForeignKey, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

export class ArchdeaconriesAndParishes1763800000000 implements MigrationInterface {
  name = "ArchdeaconriesAndParishes1763800000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "archdeaconry",
        columns: [
          column.id(),
          column.varchar("name", 120, { isUnique: true }),
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "parish",
        columns: [
          column.id(),
          column.varchar("name", 120),
          { name: "archdeaconry_id", type: "integer" },
          column.varchar("vicar", 120, { isNullable: true }),
          column.varchar("phone", 20, { isNullable: true }),
          column.varchar("service_times", 500, { isNullable: true }),
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
        ],
        indices: [
          {
            name: "IDX_parish_archdeaconry_id_name",
            columnNames: ["archdeaconry_id", "name"],
            isUnique: true,
          },
        ],
        foreignKeys: [
          // An archdeaconry is deleted with its parishes only on request (the service does both),
          // so the database refuses to leave parishes without one.
          new TableForeignKey({
            columnNames: ["archdeaconry_id"],
            referencedTableName: "archdeaconry",
            referencedColumnNames: ["id"],
            onDelete: "RESTRICT",
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("parish");
    await queryRunner.dropTable("archdeaconry");
  }
}
