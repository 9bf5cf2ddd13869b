import type { FastifyBaseLogger } from "fastify";
import type { DataSource, Repository } from "typeorm";
import { AppState } from "../../db/app-state.entity.js";
import { insertRows, updateWhere } from "../../db/store.js";
import { TimedJob } from "../../db/timed-job.js";
import type { DioceseSecretService } from "../diocese/diocese-secrets.service.js";
import type { DarajaAccounts } from "./daraja-accounts.js";
import { DarajaError } from "./daraja-client.js";
import type { PaybillAddresses } from "./paybill-secret.js";

/** What the current diocese's paybill addresses were last told to Daraja for, and its answer. */
const APP_STATE_TOLD = "mpesa-c2b-registered";
/** How often each instance looks for a diocese whose account is new. */
export const PAYBILL_REGISTRATION_EVERY_MS = 5 * 60_000;
/** A refusal is asked again this long after, in case Safaricom has cleared the old registration. */
const REFUSAL_KEPT_MS = 24 * 60 * 60_000;
/** Daraja's answers that say it is busy or away for a moment, not that it refuses: told again. */
const FOR_A_MOMENT = new Set([429, 502, 503, 504]);

/** The marker kept in app_state: the paybill and address told, when, and Daraja's refusal if it refused. */
interface Told {
  paybill: string;
  address: string;
  at: string;
  refused?: string;
}

/** How a turn went for the current diocese. */
export type PaybillRegistration = "no own account" | "told before" | "told" | "refused";

/**
 * Tells Daraja each diocese's paybill addresses once its own account is set (issue #44), so that a
 * payment made to its paybill by hand is heard; the first diocese's are told at each start
 * (MpesaGivingService.start). A timed job's turn for each diocese: its addresses are told once for
 * a paybill and address, and again when either changes.
 *
 * Daraja in production takes one registration of a paybill's addresses and refuses the next (one
 * made by hand before, say): that refusal is kept with the marker and logged, and asked again a day
 * later (once Safaricom has cleared the old one, it is taken), not every five minutes on every
 * instance. What fails for a moment (no answer, Daraja busy, a key it does not know yet) is tried
 * again at the next turn.
 */
export class PaybillRegistrations extends TimedJob<PaybillRegistration> {
  private readonly state: Repository<AppState>;

  constructor(
    dataSource: DataSource,
    private readonly accounts: DarajaAccounts,
    /** The dioceses' secrets, and which diocese each paybill is. */
    private readonly secrets: DioceseSecretService,
    /** The current diocese's paybill addresses. */
    private readonly addresses: () => Promise<PaybillAddresses>,
    private readonly logger: FastifyBaseLogger,
  ) {
    super();
    this.state = dataSource.getRepository(AppState);
  }

  /** Tells Daraja the current diocese's addresses if they are new; answers how it went. */
  registerIfNew(): Promise<PaybillRegistration> {
    return this.runTurn();
  }

  protected async turn(): Promise<PaybillRegistration> {
    const client = await this.accounts.ownClient();
    if (!client) return "no own account";
    const { confirmationUrl, validationUrl } = await this.addresses();
    const told: Told = { paybill: client.shortcode, address: confirmationUrl, at: new Date().toISOString() };
    const before = await this.toldBefore();
    if (before?.paybill === told.paybill && before.address === told.address) {
      const refusalAge = Date.now() - Date.parse(before.at);
      if (!before.refused || refusalAge < REFUSAL_KEPT_MS) return "told before";
    }
    // A paybill set before each diocese's was its own is refused here, loudly, until mended. One
    // told before was claimed then, and stays this diocese's while its secret names it.
    await this.secrets.paybills.claim(client.shortcode);
    // A key Daraja refuses fails here, and is tried again once mended.
    await client.accessToken();
    try {
      await client.registerC2bUrls({ confirmationUrl, validationUrl });
    } catch (error) {
      if (!(error instanceof DarajaError) || FOR_A_MOMENT.has(error.status)) throw error;
      told.refused = error.message;
      this.logger.warn(
        { paybill: told.paybill, refusal: told.refused },
        "Daraja refused to register a diocese's paybill addresses; they are told again when the paybill or the site's address changes",
      );
    }
    await this.keep(told);
    return told.refused ? "refused" : "told";
  }

  private async toldBefore(): Promise<Told | null> {
    const kept = await this.state.findOneBy({ key: APP_STATE_TOLD });
    // A marker kept before Daraja's refusals were (its paybill and address, as words): told again once.
    if (!kept?.value.startsWith("{")) return null;
    return JSON.parse(kept.value) as Told;
  }

  private async keep(told: Told): Promise<void> {
    const value = JSON.stringify(told);
    const changed = await updateWhere(this.state, { key: APP_STATE_TOLD }, { value });
    if (!changed.affected)
      await insertRows(this.state, { key: APP_STATE_TOLD, value }, { ignoringDuplicates: true });
  }
}
