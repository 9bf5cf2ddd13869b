import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** The unguessable part of a gift's addresses: 192 random bits. */
export const newToken = () => randomBytes(24).toString("base64url");

/** A secret's SHA-256, so that comparing two takes the same time whatever they hold. */
export const secretHash = (secret: string) => createHash("sha256").update(secret).digest("hex");

export function sameSecret(given: string, expectedHash: string | null): boolean {
  if (!expectedHash) return false;
  return timingSafeEqual(Buffer.from(secretHash(given), "hex"), Buffer.from(expectedHash, "hex"));
}
