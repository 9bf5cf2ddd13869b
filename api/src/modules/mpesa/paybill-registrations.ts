import type { DataSource, Repository } from "typeorm";
import { AppState } from "../../db/app-state.entity.js";
import { insertRows, updateWhere } from "../../db/store.js";
import { TimedJob } from "../../db/timed-job.js";
import type { DarajaClient } from "./daraja-client.js";

/** What the current diocese's paybill was last told to Daraja for: its paybill and address. */
const APP_STATE_TOLD = "mpesa-c2b-registered";
/** How often each instance looks for a diocese whose account is new. */
export const PAYBILL_REGISTRATION_EVERY_MS = 5 * 60_000;

export interface PaybillAddresses {
  confirmationUrl: string;
  validationUrl: string;
}

/**
 * Tells Daraja each diocese's paybill addresses once its own account is set (issue #44), so that a
 * payment made to its paybill by hand is heard; the first diocese's are told at each start
 * (MpesaGivingService.start). A timed job's turn for each diocese: its addresses are told once for
 * a paybill and address, and again when either changes. What Daraja refuses is tried again at the
 * next turn, and the log says why.
 */
export class PaybillRegistrations extends TimedJob<boolean> {
  private readonly state: Repository<AppState>;

  constructor(
    dataSource: DataSource,
    private readonly parts: {
      /** The current diocese's own account's client: null for the first diocese, or one without an account. */
      ownClient: () => Promise<DarajaClient | null>;
      /** The current diocese's paybill addresses. */
      addresses: () => Promise<PaybillAddresses>;
    },
  ) {
    super();
    this.state = dataSource.getRepository(AppState);
  }

  /** Tells Daraja the current diocese's addresses if they are new; answers whether it did. */
  registerIfNew(): Promise<boolean> {
    return this.runTurn();
  }

  protected async turn(): Promise<boolean> {
    const client = await this.parts.ownClient();
    if (!client) return false;
    const addresses = await this.parts.addresses();
    const told = `${client.shortcode} ${addresses.confirmationUrl}`;
    if ((await this.state.findOneBy({ key: APP_STATE_TOLD }))?.value === told) return false;
    await client.registerC2bUrls(addresses);
    const changed = await updateWhere(this.state, { key: APP_STATE_TOLD }, { value: told });
    if (!changed.affected) {
      await insertRows(this.state, { key: APP_STATE_TOLD, value: told }, { ignoringDuplicates: true });
    }
    return true;
  }
}
