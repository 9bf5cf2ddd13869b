import { UserInputError } from "../errors.js";
import type { MediaSource } from "../modules/media/media.service.js";

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

/** A picture as the old pages send it: a data URL string, which the media service decodes. */
export function legacyImage(value: unknown): MediaSource {
  if (typeof value !== "string") {
    throw new UserInputError(
      "image must be a picture sent as a data URL, such as data:image/jpeg;base64,...",
    );
  }
  return { dataUrl: value };
}
