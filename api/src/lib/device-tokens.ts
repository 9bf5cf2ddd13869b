import { randomBytes } from "node:crypto";

/*
 * The device cookie, which marks a browser where a member of staff has signed in: context.ts reads
 * and sets it, modules/auth/sign-in-lock-out.ts knows browsers by it. Both use these, so they live
 * here rather than in the auth module, which context.ts (above no module) does not import.
 */

/** A browser stays known as long as its device cookie lives. */
export const DEVICE_KNOWN_FOR_MS = 365 * 24 * 60 * 60_000;

/** A device cookie's value: random, and never stored (only its hash is). */
export function newDeviceToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A device cookie as this site makes them; anything else is taken for no cookie. */
export function wellFormedDeviceToken(value: string | undefined): string | undefined {
  return value && /^[\w-]{43}$/.test(value) ? value : undefined;
}
