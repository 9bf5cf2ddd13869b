import { Table, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/**
 * Every table there was before dioceses: each holds one diocese's rows (db/dioceses.ts names the
 * few that are the deployment's). Listed rather than read from the database so that the migration
 * does the same on every installation, whatever a later one adds.
 */
const DIOCESE_TABLES = [
  "admin_session",
  "admin_user",
  "administrative_secretary",
  "api_token",
  "app_state",
  "appeal_milestone",
  "appeal_total",
  "archdeaconry",
  "assessment",
  "assessment_instalment",
  "audit_log",
  "bishop_message",
  "clergy_member",
  "clergy_posting",
  "clergy_posting_list",
  "committee",
  "committee_member",
  "content_revision",
  "contribution",
  "department",
  "event",
  "event_occurrence_change",
  "history_bishop",
  "information_page",
  "institution",
  "job_opening",
  "known_sign_in_client",
  "library_document",
  "mpesa_notice",
  "news_article",
  "newsletter_delivery",
  "newsletter_issue",
  "newsletter_subscriber",
  "parish",
  "parish_return",
  "parish_return_answer",
  "parish_return_question",
  "parish_return_reminder",
  "parish_return_reopening",
  "parish_treasurer",
  "password_reset",
  "phone_caller",
  "photo",
  "photo_album",
  "pledge",
  "pledge_change",
  "project",
  "receipt_sequence",
  "registration",
  "registration_setup",
  "regular_service",
  "sermon",
  "site_settings",
  "slide",
  "sms_message",
  "sms_notice",
  "sms_opt_out",
  "sms_subscription",
  "statement_code",
  "statement_send",
  "throttle",
  "unmatched_payment",
  "ussd_session",
  "year_summary",
] as const;

/**
 * Values that were unique in the site and are unique within a diocese: two dioceses may each have
 * a parish "st-peters", a user "admin" or receipt 2026-00001. Random tokens, M-Pesa's own numbers
 * and rows' ids stay unique across the deployment (db/dioceses.ts says why of each).
 */
const UNIQUE_WITHIN_DIOCESE: readonly (readonly [table: string, columns: readonly string[]])[] = [
  ["admin_user", ["username"]],
  ["admin_user", ["email"]],
  ["api_token", ["name"]],
  ["archdeaconry", ["name"]],
  ["clergy_member", ["slug"]],
  ["contribution", ["receipt_number"]],
  ["department", ["slug"]],
  ["information_page", ["slug"]],
  ["institution", ["slug"]],
  ["job_opening", ["reference_number"]],
  ["news_article", ["slug"]],
  ["newsletter_subscriber", ["email"]],
  ["parish", ["slug"]],
  ["parish_return_question", ["year", "key"]],
  ["photo_album", ["slug"]],
  ["project", ["slug"]],
  ["registration", ["code"]],
  ["sermon", ["slug"]],
  ["sms_subscription", ["phone", "parish_key"]],
  ["statement_send", ["year", "phone"]],
];

/** Tables keyed by a value rather than an id (a year, a phone number, a name): keyed within a diocese. */
const KEYED_WITHIN_DIOCESE: readonly (readonly [table: string, columns: readonly string[]])[] = [
  ["app_state", ["state_key"]],
  ["phone_caller", ["phone"]],
  ["receipt_sequence", ["year"]],
  ["site_settings", ["id"]],
  ["sms_opt_out", ["phone"]],
  ["throttle", ["throttle_key"]],
  ["year_summary", ["year"]],
];

const nameOf = (table: string, columns: readonly string[]) => `UQ_${table}_diocese_${columns.join("_")}`;
const quoted = (columns: readonly string[]) => columns.map((column) => `"${column}"`).join(", ");

/**
 * The dioceses of a deployment and the hosts each answers at (issue #44; see
 * docs/engineers/province.md). Every row there is belongs to the first diocese, named as the
 * site's settings name it, so that a site becomes the first diocese of a province with no change
 * of data. On PostgreSQL what was unique in the site becomes unique within a diocese. SQLite only
 * ever holds one diocese: there the column stays 1, the old constraints stay as they were (the
 * same, with one diocese, and changing them would rebuild every table), and the keys within a
 * diocese are added beside them, so that the same statements (ON CONFLICT (diocese_id, phone))
 * serve both; but for a key that is the table's rowid (receipt_sequence's year), which SQLite
 * matches to no target of two columns.
 */
export class Dioceses1796900000000 implements MigrationInterface {
  name = "Dioceses1796900000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    const postgres = queryRunner.connection.options.type === "postgres";
    await queryRunner.createTable(
      new Table({
        name: "diocese",
        columns: [
          column.id(),
          column.varchar("name", 200),
          column.timestamp("created_at", { defaultNow: true }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "diocese_host",
        columns: [column.varchar("host", 253, { isPrimary: true }), { name: "diocese_id", type: "integer" }],
        foreignKeys: [
          {
            columnNames: ["diocese_id"],
            referencedTableName: "diocese",
            referencedColumnNames: ["id"],
            onDelete: "CASCADE",
          },
        ],
        indices: [{ name: "IDX_diocese_host_diocese", columnNames: ["diocese_id"] }],
      }),
    );
    await queryRunner.query(
      `INSERT INTO diocese (name)
       SELECT COALESCE((SELECT full_name FROM site_settings ORDER BY id LIMIT 1), 'The diocese')`,
    );
    for (const table of DIOCESE_TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "diocese_id" integer NOT NULL DEFAULT 1`);
    }
    for (const [table, columns] of UNIQUE_WITHIN_DIOCESE) {
      if (postgres) await dropUniqueOn(queryRunner, table, columns);
      await queryRunner.query(
        `CREATE UNIQUE INDEX "${nameOf(table, columns)}" ON "${table}" ("diocese_id", ${quoted(columns)})`,
      );
    }
    for (const [table, columns] of KEYED_WITHIN_DIOCESE) {
      if (postgres) {
        await dropUniqueOn(queryRunner, table, columns);
        await queryRunner.query(`ALTER TABLE "${table}" ADD PRIMARY KEY ("diocese_id", ${quoted(columns)})`);
      } else {
        await queryRunner.query(
          `CREATE UNIQUE INDEX "${nameOf(table, columns)}" ON "${table}" ("diocese_id", ${quoted(columns)})`,
        );
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === "postgres";
    for (const [table, columns] of KEYED_WITHIN_DIOCESE) {
      if (postgres) {
        await dropUniqueOn(queryRunner, table, ["diocese_id", ...columns]);
        await queryRunner.query(`ALTER TABLE "${table}" ADD PRIMARY KEY (${quoted(columns)})`);
      } else {
        await queryRunner.query(`DROP INDEX "${nameOf(table, columns)}"`);
      }
    }
    for (const [table, columns] of UNIQUE_WITHIN_DIOCESE) {
      await queryRunner.query(`DROP INDEX "${nameOf(table, columns)}"`);
      if (postgres) await queryRunner.query(`ALTER TABLE "${table}" ADD UNIQUE (${quoted(columns)})`);
    }
    for (const table of DIOCESE_TABLES) await queryRunner.dropColumn(table, "diocese_id");
    await queryRunner.dropTable("diocese_host");
    await queryRunner.dropTable("diocese");
  }
}

/**
 * Drops the unique constraint, primary key or unique index of a PostgreSQL table on exactly these
 * columns, in this order, whatever TypeORM named it when it was made.
 */
async function dropUniqueOn(
  queryRunner: QueryRunner,
  table: string,
  columns: readonly string[],
): Promise<void> {
  const found: { index_name: string; constraint_name: string | null }[] = await queryRunner.query(
    `SELECT index_class.relname AS index_name, owning.conname AS constraint_name
       FROM pg_index entry
       JOIN pg_class index_class ON index_class.oid = entry.indexrelid
       LEFT JOIN pg_constraint owning ON owning.conindid = entry.indexrelid AND owning.conrelid = entry.indrelid
      WHERE entry.indrelid = $1::regclass AND entry.indisunique
        AND ARRAY(SELECT attribute.attname::text
                    FROM unnest(entry.indkey) WITH ORDINALITY AS key(attnum, position)
                    JOIN pg_attribute attribute
                      ON attribute.attrelid = entry.indrelid AND attribute.attnum = key.attnum
                   ORDER BY key.position) = $2::text[]`,
    [`"${table}"`, columns],
  );
  if (found.length !== 1)
    throw new Error(`${table} has ${found.length} unique keys on (${columns.join(", ")})`);
  const [{ index_name, constraint_name }] = found as [(typeof found)[number]];
  await queryRunner.query(
    constraint_name
      ? `ALTER TABLE "${table}" DROP CONSTRAINT "${constraint_name}"`
      : `DROP INDEX "${index_name}"`,
  );
}
