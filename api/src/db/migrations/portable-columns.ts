import type { QueryRunner, TableColumnOptions } from "typeorm";

/**
 * Column shapes that mean the same on SQLite and PostgreSQL, so that one list of migrations
 * serves both dialects. Only timestamps differ: PostgreSQL keeps the time zone.
 */
export function portableColumns(queryRunner: QueryRunner) {
  const postgres = queryRunner.connection.options.type === "postgres";
  const timestampType = postgres ? "timestamptz" : "datetime";
  const now = postgres ? "now()" : "(datetime('now'))";
  return {
    id: (): TableColumnOptions => ({
      name: "id",
      type: "integer",
      isPrimary: true,
      isGenerated: true,
      generationStrategy: "increment",
    }),
    varchar: (name: string, length: number, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
      name,
      type: "varchar",
      length: String(length),
      ...extra,
    }),
    text: (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
      name,
      type: "text",
      ...extra,
    }),
    boolean: (name: string, defaultValue: boolean): TableColumnOptions => ({
      name,
      type: "boolean",
      default: postgres ? String(defaultValue) : defaultValue ? 1 : 0,
    }),
    /** The diocese a row belongs to (db/dioceses.ts); a migration made after dioceses gives each table one. */
    dioceseId: (): TableColumnOptions => ({ name: "diocese_id", type: "integer", default: 1 }),
    timestamp: (
      name: string,
      options: { defaultNow?: boolean; nullable?: boolean } = {},
    ): TableColumnOptions => ({
      name,
      type: timestampType,
      isNullable: options.nullable ?? false,
      ...(options.defaultNow ? { default: now } : {}),
    }),
  };
}
