import type { DataSource, Repository } from "typeorm";
import { deleteWhere, updateWhere } from "../../db/store.js";
import { currentDiocese, FIRST_DIOCESE } from "../../db/unit-of-work.js";
import { UserInputError } from "../../errors.js";
import type { SecretSeal } from "../../lib/sealed-secrets.js";
import { DioceseSecret } from "./diocese-secret.entity.js";

/** The secrets a diocese keeps, and what each is, as the command line names them. */
export const SECRET_NAMES = {
  "mpesa-consumer-key": "its Daraja app's consumer key",
  "mpesa-consumer-secret": "its Daraja app's consumer secret",
  "mpesa-shortcode": "its paybill number",
  "mpesa-passkey": "its paybill's M-Pesa Express passkey",
} as const;

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
    if (!this.servesManyDioceses || currentDiocese() === FIRST_DIOCESE) {
      throw new UserInputError(
        "The first diocese's accounts are the environment's (MPESA_*): secrets are set for the other dioceses of a province's deployment",
      );
    }
    if (!this.seal.canSeal) {
      throw new UserInputError("SECRETS_KEY is not set: a secret is only kept sealed (see configuration.md)");
    }
    const sealed = this.seal.seal(plain);
    const kept = await this.secrets.findOneBy({ name });
    await this.secrets.save(
      kept ? Object.assign(kept, { sealed, updatedAt: new Date() }) : { name, sealed, updatedAt: new Date() },
    );
    for (const listener of this.changeListeners) listener();
  }

  async remove(rawName: string): Promise<void> {
    await deleteWhere(this.secrets, { name: secretName(rawName) });
    for (const listener of this.changeListeners) listener();
  }

  /** Which secrets are set, and when each was last: never their values. */
  async namesSet(): Promise<{ name: string; updatedAt: Date }[]> {
    const kept = await this.secrets.find({ select: { name: true, updatedAt: true }, order: { name: "ASC" } });
    return kept.map(({ name, updatedAt }) => ({ name, updatedAt }));
  }

  /** The values of the secrets named that are set, opened. */
  async read(names: readonly SecretName[]): Promise<Map<SecretName, string>> {
    const kept = await this.secrets.find({ order: { name: "ASC" } });
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
