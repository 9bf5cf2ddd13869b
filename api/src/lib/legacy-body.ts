import { UserInputError } from "../errors.js";

/**
 * The fields a legacy write needs, by the names the old pages send, each required: a missing one
 * is named in the message as the caller spelt it (`archid`, not the service's `archdeaconryId`).
 * Their types and values are the service's to check.
 */
export function legacyFields<K extends string>(body: Record<string, unknown>, names: readonly K[]) {
  const missing = names.filter((name) => body[name] === undefined || body[name] === null);
  if (missing.length > 0) {
    throw new UserInputError(`The request body lacks ${missing.join(", ")}`, missing[0]);
  }
  return body as Record<K, unknown>;
}

/** A picture as the old pages send it: a data URL string, which the media service decodes. */
export function legacyImage(value: unknown): { dataUrl: string } {
  if (typeof value !== "string") {
    throw new UserInputError(
      "image must be a picture sent as a data URL, such as data:image/jpeg;base64,...",
      "image",
    );
  }
  return { dataUrl: value };
}

/**
 * A picture the old pages may leave out: none when the field is missing, null or empty (a form
 * whose file was not chosen), otherwise as `legacyImage` reads it.
 */
export function optionalLegacyImage(value: unknown): { dataUrl: string } | null {
  return value === undefined || value === null || value === "" ? null : legacyImage(value);
}

/**
 * Runs a legacy write, naming the field of a refusal as the old body spells it (`archid` for the
 * service's `archdeaconryId`), so that an old page can mark it too.
 */
export async function withLegacyFieldNames<T>(
  legacyNames: Record<string, string>,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const legacyName = error instanceof UserInputError && error.field ? legacyNames[error.field] : undefined;
    throw legacyName ? (error as UserInputError).withField(legacyName) : error;
  }
}
