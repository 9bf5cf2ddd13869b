import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SecretSeal, secretsKeyOf, UnsealError } from "./sealed-secrets.js";

/* Each diocese's accounts kept sealed at rest (issue #44), and the key rotated without downtime. */

const aKey = () => secretsKeyOf(randomBytes(32).toString("hex"))!;

describe("sealed secrets", () => {
  it("opens what it sealed, and seals the same value differently each time", () => {
    const seal = new SecretSeal(aKey());
    const once = seal.seal("the-consumer-secret");
    const twice = seal.seal("the-consumer-secret");
    expect(once).not.toBe(twice);
    expect(once).not.toContain("the-consumer-secret");
    expect(seal.open(once)).toBe("the-consumer-secret");
    expect(seal.open(twice)).toBe("the-consumer-secret");
  });

  it("refuses a value changed after it was sealed", () => {
    const seal = new SecretSeal(aKey());
    const parts = seal.seal("174379").split(":");
    const body = Buffer.from(parts[4]!, "base64url");
    body[0] = body[0]! ^ 1;
    parts[4] = body.toString("base64url");
    expect(() => seal.open(parts.join(":"))).toThrow(UnsealError);
    expect(() => seal.open("plain text")).toThrow("not a sealed value");
  });

  it("opens with the previous key during a rotation, and says which key a value needs", () => {
    const old = aKey();
    const sealedBefore = new SecretSeal(old).seal("passkey-of-2025");
    const rotating = new SecretSeal(aKey(), old);
    expect(rotating.open(sealedBefore)).toBe("passkey-of-2025");
    expect(rotating.isCurrent(sealedBefore)).toBe(false);
    expect(rotating.isCurrent(rotating.seal("passkey-of-2025"))).toBe(true);
    expect(() => new SecretSeal(aKey()).open(sealedBefore)).toThrow(
      `sealed with the key ${old.id}, which is neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS`,
    );
  });

  it("seals nothing without a key", () => {
    const seal = new SecretSeal(null);
    expect(seal.canSeal).toBe(false);
    expect(() => seal.seal("x")).toThrow("No SECRETS_KEY is set");
  });

  it("reads a key as 64 hex digits or as base64 of 32 bytes, and nothing else", () => {
    const bytes = randomBytes(32);
    expect(secretsKeyOf(bytes.toString("hex"))!.key).toEqual(bytes);
    expect(secretsKeyOf(` ${bytes.toString("base64")}\n`)!.key).toEqual(bytes);
    expect(secretsKeyOf(bytes.toString("hex"))!.id).toMatch(/^[0-9a-f]{8}$/);
    expect(secretsKeyOf(randomBytes(16).toString("hex"))).toBeNull();
    expect(secretsKeyOf("correct horse battery staple")).toBeNull();
    expect(secretsKeyOf("")).toBeNull();
  });
});
