import { randomBytes } from "node:crypto";
import type { DataSource } from "typeorm";
import { AppState } from "../../db/app-state.entity.js";
import { KeptPerDiocese } from "../../lib/kept-per-diocese.js";

export interface PaybillAddresses {
  confirmationUrl: string;
  validationUrl: string;
}

const APP_STATE_C2B_SECRET = "mpesa-c2b-secret";

/**
 * The secret in the paybill's C2B addresses: made once, kept in the database for every instance,
 * and read once a process: a forged notice must not cost a database write. Each diocese has its own.
 */
export class PaybillSecret {
  private readonly kept = new KeptPerDiocese<Promise<string>>();

  constructor(private readonly dataSource: DataSource) {}

  /** The addresses Daraja confirms the current diocese's payments by hand at, on its site at `site`. */
  async addressesAt(site: string): Promise<PaybillAddresses> {
    const base = `${site}/mpesa/paybill/${await this.value()}`;
    return { confirmationUrl: `${base}/confirmation`, validationUrl: `${base}/validation` };
  }

  value(): Promise<string> {
    let value = this.kept.get();
    if (!value) {
      value = this.read().catch((error: unknown) => {
        this.kept.delete();
        throw error;
      });
      this.kept.set(value);
    }
    return value;
  }

  private async read(): Promise<string> {
    const state = this.dataSource.getRepository(AppState);
    // Instances that start together each offer one; the first kept is everyone's.
    await state
      .createQueryBuilder()
      .insert()
      .values({ key: APP_STATE_C2B_SECRET, value: randomBytes(32).toString("base64url") })
      .orIgnore()
      .execute();
    return (await state.findOneByOrFail({ key: APP_STATE_C2B_SECRET })).value;
  }
}
