import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/** AES-256-GCM: a 32-byte key, a fresh 12-byte nonce for each value, a 16-byte tag that proves it untouched. */
const CIPHER = "aes-256-gcm";
const NONCE_BYTES = 12;
const FORMAT = "v1";

/** A key of SECRETS_KEY or SECRETS_KEY_PREVIOUS, with the id a sealed value names it by. */
export interface SecretsKey {
  id: string;
  key: Buffer;
}

/**
 * The key a setting gives: 32 bytes written as 64 hex digits or in base64 (`openssl rand -hex 32`).
 * Its id is the start of its SHA-256, which names the key without giving it away.
 */
export function secretsKeyOf(written: string): SecretsKey | null {
  const text = written.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64");
  if (key.length !== 32 || (!/^[0-9a-f]{64}$/i.test(text) && key.toString("base64") !== text)) return null;
  return { id: createHash("sha256").update(key).digest("hex").slice(0, 8), key };
}

/** A sealed value whose key is not among those the site holds, or that was changed. */
export class UnsealError extends Error {}

/**
 * Secrets kept encrypted at rest (issue #44: each diocese's Daraja and SMS accounts): sealed under
 * the current key, opened with the current or the previous one, so that a key is rotated without
 * downtime: give the new key as SECRETS_KEY and the old as SECRETS_KEY_PREVIOUS, reseal every
 * value (`npm run admin -- diocese secrets reseal`), then drop the previous key.
 */
export class SecretSeal {
  constructor(
    private readonly current: SecretsKey | null,
    private readonly previous: SecretsKey | null = null,
  ) {}

  /** Whether there is a key to seal with. */
  get canSeal(): boolean {
    return this.current !== null;
  }

  /** `v1:<key id>:<nonce>:<tag>:<ciphertext>`, base64url each. */
  seal(plain: string): string {
    if (!this.current) throw new UnsealError("No SECRETS_KEY is set, so no secret can be kept");
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv(CIPHER, this.current.key, nonce);
    const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return [FORMAT, this.current.id, nonce, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
      .join(":");
  }

  open(sealed: string): string {
    const [format, keyId, nonce, tag, body] = sealed.split(":");
    if (format !== FORMAT || !keyId || nonce === undefined || tag === undefined || body === undefined) {
      throw new UnsealError("The secret is not a sealed value");
    }
    const key = [this.current, this.previous].find((candidate) => candidate?.id === keyId);
    if (!key) {
      throw new UnsealError(
        `The secret was sealed with the key ${keyId}, which is neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS`,
      );
    }
    try {
      const decipher = createDecipheriv(CIPHER, key.key, Buffer.from(nonce, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    } catch {
      throw new UnsealError(`The secret sealed with the key ${keyId} was changed: it cannot be opened`);
    }
  }

  /** Whether a sealed value is sealed with the current key already (resealing leaves it). */
  isCurrent(sealed: string): boolean {
    return this.current !== null && sealed.split(":")[1] === this.current.id;
  }
}
