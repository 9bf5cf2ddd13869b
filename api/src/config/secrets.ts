import { secretsKeyOf, type SecretsKey } from "../lib/sealed-secrets.js";
import type { SettingReader } from "./read-settings.js";

export interface SecretsConfig {
  /** SECRETS_KEY: seals each diocese's accounts (lib/sealed-secrets.ts); null when unset. */
  secretsKey: SecretsKey | null;
  /** SECRETS_KEY_PREVIOUS: opens what the key before it sealed, while a rotation runs. */
  secretsKeyPrevious: SecretsKey | null;
}

const KEY_RULE = "32 bytes written as 64 hex digits or in base64 (openssl rand -hex 32)";

export function readSecrets(value: SettingReader, problems: string[]): SecretsConfig {
  const read = (name: string): SecretsKey | null => {
    const written = value(name);
    if (written === undefined) return null;
    const key = secretsKeyOf(written);
    if (!key) problems.push(`${name} must be ${KEY_RULE}`);
    return key;
  };
  const secretsKey = read("SECRETS_KEY");
  const secretsKeyPrevious = read("SECRETS_KEY_PREVIOUS");
  if (secretsKeyPrevious && !secretsKey) {
    problems.push("SECRETS_KEY_PREVIOUS is for a rotation: give the new key as SECRETS_KEY beside it");
  }
  return { secretsKey, secretsKeyPrevious };
}
