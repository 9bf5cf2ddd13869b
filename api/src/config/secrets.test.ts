import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { configProblemsOf } from "../../test/config-problems.js";
import { loadConfig } from "../config.js";

const defaults = { webDistDir: null };

describe("the secrets' keys", () => {
  it("are none unless given, and read as 32 bytes", () => {
    expect(loadConfig({}, defaults)).toMatchObject({ secretsKey: null, secretsKeyPrevious: null });
    const key = randomBytes(32);
    const previous = randomBytes(32);
    const config = loadConfig(
      { SECRETS_KEY: key.toString("hex"), SECRETS_KEY_PREVIOUS: previous.toString("base64") },
      defaults,
    );
    expect(config.secretsKey!.key).toEqual(key);
    expect(config.secretsKeyPrevious!.key).toEqual(previous);
  });

  it("say what is wrong with a key that is not 32 bytes, or a previous key alone", () => {
    expect(configProblemsOf({ SECRETS_KEY: "secret" })).toContain(
      "SECRETS_KEY must be 32 bytes written as 64 hex digits or in base64 (openssl rand -hex 32)",
    );
    expect(configProblemsOf({ SECRETS_KEY_PREVIOUS: randomBytes(32).toString("hex") })).toContain(
      "SECRETS_KEY_PREVIOUS is for a rotation: give the new key as SECRETS_KEY beside it",
    );
  });
});
