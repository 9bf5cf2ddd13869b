import { UserInputError } from "../errors.js";
import { parseId } from "./validation.js";

/**
 * The new order of a short list that staff arrange by hand (slides, the bishops of the history
 * page): `rawIds` must name every record of the list exactly once. Returns the ids in order.
 */
export function newOrder(rawIds: readonly unknown[], currentIds: readonly number[], thing: string): number[] {
  const ids = rawIds.map((raw) => parseId(raw));
  const current = new Set(currentIds);
  const unknown = ids.filter((id) => !current.has(id));
  const repeated = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
  const missing = currentIds.filter((id) => !ids.includes(id));
  const problems = [
    unknown.length > 0 ? `unknown: ${unknown.join(", ")}` : "",
    repeated.length > 0 ? `given more than once: ${repeated.join(", ")}` : "",
    missing.length > 0 ? `left out: ${missing.join(", ")}` : "",
  ].filter(Boolean);
  if (problems.length > 0) {
    throw new UserInputError(
      `Give the id of every ${thing} once, in the new order (${problems.join("; ")})`,
      "ids",
    );
  }
  return ids;
}
