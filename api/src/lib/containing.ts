import { Raw, type FindOperator } from "typeorm";

/**
 * A condition on text that holds `part`, whatever its case, with `%` and `_` taken literally, on
 * SQLite and PostgreSQL alike (PostgreSQL's LIKE minds case). `parameter` names its value in the
 * query, so that two such conditions in one query keep theirs apart.
 */
export function containing(parameter: string, part: string): FindOperator<string> {
  const pattern = `%${part.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return Raw<string>((column) => `LOWER(${column}) LIKE :${parameter} ESCAPE '\\'`, { [parameter]: pattern });
}
