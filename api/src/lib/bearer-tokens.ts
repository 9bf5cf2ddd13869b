import { createHash } from "node:crypto";

/*
 * The two kinds of bearer token a request may carry, a signed-in member of staff's session and an
 * integrator's API token: how each is stored and told from the other. Both services use these, so
 * they live here rather than in either (which made the two modules import each other).
 */

/**
 * How every API token starts, so that one is told from a session token (43 characters of base64url)
 * at a glance, by people and by buildContext.
 */
export const API_TOKEN_PREFIX = "dioc_";

/** What the database keeps of a token: its SHA-256, never the token itself. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
