import type { Repository } from "typeorm";
import { UserInputError } from "../../errors.js";
import { parseId } from "../../lib/validation.js";
import type { Parish } from "./parish.entity.js";

/** The id of the parish content is tagged to, which must exist; null for the diocese's own. */
export async function existingParishId(
  parishes: Repository<Parish>,
  rawId: string | number | null,
): Promise<number | null> {
  if (rawId === null) return null;
  const id = parseId(rawId, "parishId");
  if (!(await parishes.existsBy({ id }))) {
    throw new UserInputError(`There is no parish with id ${id}; choose an existing parish`, "parishId");
  }
  return id;
}
