import { Table, TableColumn, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

export class ProjectsAndStrategicPlan1763880000000 implements MigrationInterface {
  name = "ProjectsAndStrategicPlan1763880000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "project",
        columns: [
          column.id(),
          column.varchar("slug", 220, { isUnique: true }),
          column.varchar("title", 200),
          column.varchar("summary", 500),
          column.text("body"),
          column.varchar("image_url", 500, { isNullable: true }),
          { name: "target_amount_kes", type: "integer" },
          { name: "amount_raised_kes", type: "integer" },
          column.varchar("status", 20),
          column.boolean("featured", false),
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
        ],
      }),
    );
    await queryRunner.addColumn(
      "site_settings",
      new TableColumn(column.varchar("strategic_plan_url", 500, { isNullable: true })),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("site_settings", "strategic_plan_url");
    await queryRunner.dropTable("project");
  }
}
