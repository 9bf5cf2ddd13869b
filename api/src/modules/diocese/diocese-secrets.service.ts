import type { DataSource, EntityManager, Repository } from "typeorm";
import { deleteWhere, updateWhere } from "../../db/store.js";
import { currentDiocese, FIRST_DIOCESE } from "../../db/unit-of-work.js";
import { CALLBACK_SECRET_MIN_LENGTH, SENDER_ID_PATTERN, USSD_CODE_PATTERN } from "../../config/sms.js";
import { UserInputError } from "../../errors.js";
import type { SecretSeal } from "../../lib/sealed-secrets.js";
import { DioceseSecret } from "./diocese-secret.entity.js";
import type { PaybillOwners } from "./paybill-owners.js";

interface SecretKind {
  /** What it is, as the command line says. */
  what: string;
  /** What a value must look like, where Daraja or Africa's Talking would refuse another. */
  rule?: { pattern: RegExp; says: string };
}

/**
 * The secrets a diocese keeps, as the command line names them: its Daraja account's and its
 * Africa's Talking account's. The USSD code and sender ID are no secret, but they belong to that
 * account and are set with it.
 */
export const SECRET_NAMES = {
  "mpesa-consumer-key": { what: "its Daraja app's consumer key" },
  "mpesa-consumer-secret": { what: "its Daraja app's consumer secret" },
  "mpesa-shortcode": {
    what: "its paybill number",
    rule: { pattern: /^\d{5,7}$/, says: "5 to 7 digits" },
  },
  "mpesa-passkey": { what: "its paybill's M-Pesa Express passkey" },
  "sms-username": { what: "its Africa's Talking app's username" },
  "sms-api-key": { what: "its Africa's Talking app's API key" },
  "sms-callback-secret": {
    what: "the secret in the addresses its Africa's Talking app calls",
    rule: {
      pattern: new RegExp(`^[A-Za-z0-9_-]{${CALLBACK_SECRET_MIN_LENGTH},}$`),
      says: `at least ${CALLBACK_SECRET_MIN_LENGTH} letters, digits, - and _: anyone who guesses it can forge its delivery reports and STOP messages`,
    },
  },
  "sms-sender-id": {
    what: "the sender ID its SMS come from, if it has one",
    rule: {
      pattern: SENDER_ID_PATTERN,
      says: "1 to 11 letters, digits, spaces or dashes, as the networks allow",
    },
  },
  "ussd-code": {
    what: "its USSD code, which the SMS keywords' help names, if it has one",
    rule: { pattern: USSD_CODE_PATTERN, says: "a USSD code such as *384*2024#" },
  },
} as const satisfies Record<string, SecretKind>;

export type SecretName = keyof typeof SECRET_NAMES;

const MAX_SECRET_LENGTH = 500;

/**
 * Each diocese's secrets (issue #44), sealed with SECRETS_KEY before they are written and opened
 * only where they are used (its Daraja account: mpesa/daraja-accounts.ts). No answer of the API
 * carries one: the command line says which are set, never what they are. Every read and write is
 * the current diocese's (row-level security).
 */
export class DioceseSecretService {
  private readonly secrets: Repository<DioceseSecret>;
  private readonly changeListeners: (() => void)[] = [];

  constructor(
    dataSource: DataSource,
    private readonly seal: SecretSeal,
    /** Whether the deployment serves several dioceses: only then has a diocese secrets of its own. */
    private readonly servesManyDioceses: boolean,
    /** Which diocese each paybill is: a diocese's mpesa-shortcode is its own. */
    readonly paybills: PaybillOwners,
  ) {
    this.secrets = dataSource.getRepository(DioceseSecret);
  }

  /**
   * Calls `listener` after this instance changes one of the current diocese's secrets, as that
   * diocese: what keeps a secret in memory forgets it (other instances read theirs again in time).
   */
  whenChanged(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  /** Seals and keeps a secret, in place of the one of that name. */
  async set(rawName: string, value: string): Promise<void> {
    const name = secretName(rawName);
    const plain = value.trim();
    if (plain === "" || plain.length > MAX_SECRET_LENGTH || /[\r\n]/.test(plain)) {
      throw new UserInputError(
        `The value of ${name} must be one line of 1 to ${MAX_SECRET_LENGTH} characters`,
      );
    }
    const { rule }: SecretKind = SECRET_NAMES[name];
    if (rule && !rule.pattern.test(plain)) {
      throw new UserInputError(`The value of ${name} must be ${rule.says}`);
    }
    if (!this.servesManyDioceses || currentDiocese() === FIRST_DIOCESE) {
      throw new UserInputError(
        "The first diocese's accounts are the environment's (MPESA_*, AT_* and SMS_*): secrets are set for the other dioceses of a province's deployment",
      );
    }
    if (!this.seal.canSeal) {
      throw new UserInputError("SECRETS_KEY is not set: a secret is only kept sealed (see configuration.md)");
    }
    if (name === "mpesa-shortcode") await this.paybills.claim(plain);
    const sealed = this.seal.seal(plain);
    const kept = await this.secrets.findOneBy({ name });
    await this.secrets.save(
      kept ? Object.assign(kept, { sealed, updatedAt: new Date() }) : { name, sealed, updatedAt: new Date() },
    );
    for (const listener of this.changeListeners) listener();
  }

  async remove(rawName: string): Promise<void> {
    const name = secretName(rawName);
    if (name === "mpesa-shortcode") await this.paybills.release();
    await deleteWhere(this.secrets, { name });
    for (const listener of this.changeListeners) listener();
  }

  /** Which secrets are set, and when each was last: never their values. */
  async namesSet(): Promise<{ name: string; updatedAt: Date }[]> {
    const kept = await this.secrets.find({ select: { name: true, updatedAt: true }, order: { name: "ASC" } });
    return kept.map(({ name, updatedAt }) => ({ name, updatedAt }));
  }

  /**
   * The values of the secrets named that are set, opened; in `manager`'s transaction where one is
   * open, so that a write under way never waits for a second connection.
   */
  async read(names: readonly SecretName[], manager?: EntityManager): Promise<Map<SecretName, string>> {
    const secrets = manager ? manager.getRepository(DioceseSecret) : this.secrets;
    const kept = await secrets.find({ order: { name: "ASC" } });
    const values = new Map<SecretName, string>();
    for (const secret of kept) {
      const name = secret.name as SecretName;
      if (names.includes(name)) values.set(name, this.seal.open(secret.sealed));
    }
    return values;
  }

  /** Seals again under the current key what an earlier key sealed; answers how many. */
  async resealAll(): Promise<number> {
    let resealed = 0;
    for (const secret of await this.secrets.find()) {
      if (this.seal.isCurrent(secret.sealed)) continue;
      const sealed = this.seal.seal(this.seal.open(secret.sealed));
      await updateWhere(this.secrets, { id: secret.id }, { sealed, updatedAt: new Date() });
      resealed += 1;
    }
    return resealed;
  }
}

function secretName(name: string): SecretName {
  if (Object.hasOwn(SECRET_NAMES, name)) return name as SecretName;
  throw new UserInputError(
    `There is no secret ${name}: the secrets are ${Object.keys(SECRET_NAMES).join(", ")}`,
  );
}
