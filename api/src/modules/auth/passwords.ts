import { randomBytes } from "node:crypto";
import argon2 from "argon2";
import { UserInputError } from "../../errors.js";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** argon2id above OWASP's minimum (19 MiB, 2 passes): 64 MiB, 3 passes, 4 lanes. */
const HASHING = { type: argon2.argon2id, memoryCost: 65536, timeCost: 3, parallelism: 4 } as const;

/**
 * The ~50,000 most common passwords of zxcvbn-ts's list, which attackers try first: loaded by the
 * first new password rather than at start, which sets none (unpacking the list took about 40 ms
 * of every start's CPU).
 */
let commonPasswords: Promise<ReadonlySet<string>> | undefined;
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"] as string[]),
  );
  return commonPasswords;
}

/** A password made for someone who will change it: 16 URL-safe characters, 96 bits. */
export function generatedPassword(): string {
  return randomBytes(12).toString("base64url");
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASHING);
}

let decoy: Promise<string> | undefined;
/**
 * A hash to check a password against when no account matches, so that an unknown address takes
 * as long as a known one and the answer's time tells no one who has an account. Made once, when
 * first needed.
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString("hex"));
  return decoy;
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password);
}

/** Refuses a new password that is too short, too long or among the most common ones. */
export async function checkNewPassword(password: unknown): Promise<string> {
  if (typeof password !== "string" || password.length < PASSWORD_MIN_LENGTH) {
    throw new UserInputError(
      `The new password must have at least ${PASSWORD_MIN_LENGTH} characters`,
      "newPassword",
    );
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new UserInputError(
      `The new password must have at most ${PASSWORD_MAX_LENGTH} characters`,
      "newPassword",
    );
  }
  if ((await loadCommonPasswords()).has(password.toLowerCase())) {
    throw new UserInputError(
      "This password is among the most common ones and easy to guess: choose another",
      "newPassword",
    );
  }
  return password;
}
