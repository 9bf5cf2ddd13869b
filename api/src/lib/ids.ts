import { UserInputError } from "../errors.js";

/** An id as GraphQL (a string) or a REST path (text) carries it, checked to be a positive whole number. */
export function parseId(id: unknown, what = "id"): number {
  const value = typeof id === "number" ? id : typeof id === "string" && /^\d+$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(value) || value < 1)
    throw new UserInputError(`${what} must be a positive whole number`);
  return value;
}
