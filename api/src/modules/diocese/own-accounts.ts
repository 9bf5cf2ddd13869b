import type { EntityManager } from "typeorm";
import { noteRead } from "../../db/table-access.js";
import { KeptPerDiocese } from "../../lib/kept-per-diocese.js";
import { DIOCESE_SECRET_TABLE } from "./diocese-secret.entity.js";
import type { DioceseSecretService, SecretName } from "./diocese-secrets.service.js";

/** A diocese's account is read again this often, so that one set on another instance is used in time. */
const READ_AGAIN_MS = 60_000;

/**
 * Each diocese's own account with an outside service (its Daraja app, its Africa's Talking app),
 * made from its sealed secrets (issue #44) and kept a minute for each diocese. An account is made
 * again only when its secrets change, so that a client keeps what it holds, such as Daraja's token.
 * A secret this instance changes is read again at once.
 */
export class OwnAccounts<Account> {
  private readonly kept = new KeptPerDiocese<{ at: number; values: string; account: Account | null }>();

  constructor(
    private readonly secrets: DioceseSecretService,
    private readonly names: readonly SecretName[],
    /** The account made of the secrets set among `names`; null where one it needs is missing. */
    private readonly make: (found: ReadonlyMap<SecretName, string>) => Account | null,
    private readonly now: () => number = Date.now,
  ) {
    secrets.whenChanged(() => this.kept.delete());
  }

  /**
   * The current diocese's account (db/unit-of-work.ts), or null where it has none; read in
   * `manager`'s transaction where one is open. What is read inside a transaction is not kept: the
   * transaction may yet roll back what it wrote there.
   */
  async current(manager?: EntityManager): Promise<Account | null> {
    const kept = this.kept.get();
    if (kept && this.now() - kept.at < READ_AGAIN_MS) {
      // As a read of the secrets themselves, no answer made from this one is kept (a private table).
      noteRead([DIOCESE_SECRET_TABLE]);
      return kept.account;
    }
    const found = await this.secrets.read(this.names, manager);
    const values = JSON.stringify(this.names.map((name) => found.get(name) ?? null));
    const account = kept && kept.values === values ? kept.account : this.make(found);
    if (!manager?.queryRunner?.isTransactionActive) this.kept.set({ at: this.now(), values, account });
    return account;
  }
}
