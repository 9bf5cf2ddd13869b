import type { Repository } from "typeorm";
import { UserInputError } from "../errors.js";
import { parseId } from "./validation.js";

/**
 * The id of the parish or department a record is given to, which must exist; null for none.
 * `field` names the input a refusal points at, `what` the kind of owner it names.
 */
export async function existingOwnerId(
  owners: Repository<{ id: number }>,
  field: string,
  what: string,
  rawId: string | number | null | undefined,
): Promise<number | null> {
  if (rawId == null) return null;
  const id = parseId(rawId, field);
  if (!(await owners.existsBy({ id }))) {
    throw new UserInputError(`There is no ${what} with id ${id}; choose an existing ${what}`, field);
  }
  return id;
}
