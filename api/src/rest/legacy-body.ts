import { UserInputError } from "../errors.js";

/**
 * The fields a legacy write needs, by the names the old pages send, each required: a missing one
 * is named in the message as the caller spelt it (`archid`, not the service's `archdeaconryId`).
 * Their types and values are the service's to check.
 */
export function legacyFields<K extends string>(body: Record<string, unknown>, names: readonly K[]) {
  const missing = names.filter((name) => body[name] === undefined || body[name] === null);
  if (missing.length > 0) {
    throw new UserInputError(`The request body lacks ${missing.join(", ")}`);
  }
  return body as Record<K, unknown>;
}
