import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "../../db/migrations/portable-columns.js";

/**
 * Registrations for events (api/src/modules/event-registration/): how an event takes them
 * (`registration_setup`), each person's (`registration`), and the ledger's column that names the
 * registration a fee paid.
 */
export class EventRegistrations1796800000000 implements MigrationInterface {
  name = "EventRegistrations1796800000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "registration_setup",
        columns: [
          column.id(),
          { name: "event_id", type: "integer", isUnique: true },
          column.boolean("open", true),
          column.varchar("who_may_register", 20, { default: "'ANYONE'" }),
          { name: "fee_kes", type: "integer", default: 0 },
          { name: "capacity", type: "integer", isNullable: true },
          { name: "places_taken", type: "integer", default: 0 },
          column.boolean("waiting_list", true),
          column.timestamp("closes_at"),
          column.boolean("ask_parish", false),
          column.boolean("ask_role", false),
          column.boolean("ask_diet", false),
          column.text("questions", { default: "'[]'" }),
          { name: "hours_to_pay_offer", type: "integer", default: 24 },
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "registration",
        columns: [
          column.id(),
          { name: "event_id", type: "integer" },
          column.varchar("status", 10),
          column.varchar("name", 120),
          column.varchar("phone", 20),
          column.varchar("email", 254, { isNullable: true }),
          { name: "parish_id", type: "integer", isNullable: true },
          column.varchar("role", 10, { isNullable: true }),
          column.varchar("diet", 200, { isNullable: true }),
          column.text("answers", { default: "'{}'" }),
          column.varchar("language", 2, { default: "'en'" }),
          column.varchar("code", 6, { isUnique: true }),
          column.varchar("token", 64, { isUnique: true }),
          { name: "fee_kes", type: "integer", default: 0 },
          column.boolean("holds_place", false),
          column.timestamp("hold_expires_at", { nullable: true }),
          column.timestamp("confirmed_at", { nullable: true }),
          column.timestamp("cancelled_at", { nullable: true }),
          column.boolean("needs_refund", false),
          column.timestamp("checked_in_at", { nullable: true }),
          { name: "checked_in_by_user_id", type: "integer", isNullable: true },
          column.varchar("check_in_key", 64, { isNullable: true, isUnique: true }),
          { name: "refund_kes", type: "integer", isNullable: true },
          column.varchar("refund_note", 500, { isNullable: true }),
          column.timestamp("refund_recorded_at", { nullable: true }),
          { name: "refund_recorded_by_user_id", type: "integer", isNullable: true },
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
        ],
        indices: [
          // An event's list by status, and its waiting list in the order people joined.
          new TableIndex({
            name: "IDX_registration_event_status",
            columnNames: ["event_id", "status", "id"],
          }),
          // The timed job's turn: holds and offers past their time.
          new TableIndex({
            name: "IDX_registration_hold_expires",
            columnNames: ["status", "hold_expires_at"],
          }),
        ],
      }),
    );
    await queryRunner.addColumn(
      "contribution",
      new TableColumn({ name: "registration_id", type: "integer", isNullable: true }),
    );
    await queryRunner.createIndex(
      "contribution",
      new TableIndex({ name: "IDX_contribution_registration", columnNames: ["registration_id"] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex("contribution", "IDX_contribution_registration");
    await queryRunner.dropColumn("contribution", "registration_id");
    await queryRunner.dropTable("registration");
    await queryRunner.dropTable("registration_setup");
  }
}
