import type { Repository } from "typeorm";
import type { ContentOwners } from "../authorization.js";
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

/**
 * The parish or department id a write stores: the one the input names (which must exist), none
 * for null, and when the input leaves it out, the one `stored` has, or for a new record (`stored`
 * null) `editorsOwn`: a parish editor's parish or a department editor's department, null for others.
 * `field` names both the input's field and the record's column.
 */
export async function ownerIdToStore(
  owners: Repository<{ id: number }>,
  field: keyof ContentOwners,
  what: string,
  rawId: string | number | null | undefined,
  { stored, editorsOwn }: { stored: ContentOwners | null; editorsOwn: number | null },
): Promise<number | null> {
  if (rawId !== undefined) return existingOwnerId(owners, field, what, rawId);
  return stored ? (stored[field] ?? null) : editorsOwn;
}
