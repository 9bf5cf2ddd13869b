import { UserInputError } from "../../errors.js";
import { auditKind } from "../audit-log/audit-log.service.js";
import type { ArchivedTable } from "./diocese-archive.js";

/** The largest id PostgreSQL's serial columns hold. */
const LARGEST_ID = 2_147_483_647;

/**
 * The ids of an archive's rows as a deployment takes them (diocese-import.ts): each moved by one
 * offset (none where the ids stay), and each checked first, so that a damaged or crafted archive
 * can neither write an id that is no row's nor push a sequence that every diocese shares past
 * what its table can hold.
 */
export class MovedIds {
  /** Whether the audit log's `entity_id` of an entry of each kind is a row id that moves. */
  private readonly auditedIdsMove: Map<string, boolean>;

  constructor(
    readonly offset: number,
    tables: readonly ArchivedTable[],
    private readonly highestIds: Readonly<Record<string, number>>,
  ) {
    for (const table of tables.filter(({ givenIds }) => givenIds)) {
      const highest = highestIds[table.name];
      if (!Number.isInteger(highest) || highest! < 0 || offset + highest! > LARGEST_ID) {
        throw new UserInputError(
          `The archive's highest id of ${table.name} (${highest}) is not one this deployment can give: it is damaged`,
        );
      }
    }
    // A table keyed by another's row (a parish's treasurer, by its parish) is logged by that id.
    const keyedByRow = (table: ArchivedTable) => table.key.length === 1 && table.key[0]!.endsWith("_id");
    this.auditedIdsMove = new Map(
      tables.map((table) => [auditKind(table.name), table.givenIds || keyedByRow(table)]),
    );
  }

  /** Moves a row's ids, once each is checked: a row's own id between 1 and its table's highest. */
  move(table: ArchivedTable, row: Record<string, unknown>): void {
    for (const column of table.columns.filter(({ holdsRowId }) => holdsRowId)) {
      const id = row[column.name];
      if (id === null) continue;
      const own = column.name === "id";
      if (
        !Number.isInteger(id) ||
        (id as number) < (own ? 1 : 0) ||
        (own && (id as number) > this.highestIds[table.name]!)
      ) {
        throw new UserInputError(
          `A row of ${table.name} has ${column.name} ${JSON.stringify(id)}: the archive is damaged`,
        );
      }
      // 0 is no row's id: where a column holds it, it means none (the diocese as a whole).
      if (id !== 0) row[column.name] = (id as number) + this.offset;
    }
    if (
      table.name === "audit_log" &&
      /^\d+$/.test(String(row.entity_id)) &&
      this.auditedIdsMove.get(String(row.entity))
    ) {
      row.entity_id = String(Number(row.entity_id) + this.offset);
    }
  }
}
