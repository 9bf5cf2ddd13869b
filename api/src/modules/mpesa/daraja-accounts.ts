import { currentDiocese, FIRST_DIOCESE } from "../../db/unit-of-work.js";
import type { DioceseSecretService, SecretName } from "../diocese/diocese-secrets.service.js";
import { OwnAccounts } from "../diocese/own-accounts.js";
import { DarajaClient, type DarajaAccount } from "./daraja-client.js";
import type { DarajaSimulator } from "./daraja-simulator.js";

const ACCOUNT: readonly SecretName[] = [
  "mpesa-consumer-key",
  "mpesa-consumer-secret",
  "mpesa-shortcode",
  "mpesa-passkey",
];

/**
 * The Daraja account each diocese's prompts go through, so that its gifts are paid into its own
 * paybill (issue #44). The first diocese's, and a single diocese's, is the environment's
 * (MPESA_*); where the deployment serves several, every other diocese's is its own, from its
 * sealed secrets, on the same Daraja (Safaricom's, the sandbox or the simulator). A diocese
 * without one sends no prompts: never another diocese's paybill.
 */
export class DarajaAccounts {
  private environments: { account: DarajaAccount; client: DarajaClient } | null = null;
  private simulator: DarajaSimulator | null = null;
  private readonly own: OwnAccounts<DarajaClient> | null;

  constructor(
    /** Null where the deployment serves one diocese. */
    secrets: DioceseSecretService | null,
    /** The environment's paybill (MPESA_SHORTCODE), the first diocese's. */
    private readonly environmentsShortcode: string,
  ) {
    this.own = secrets && new OwnAccounts(secrets, ACCOUNT, (found) => this.clientOf(found));
  }

  /**
   * Connects the environment's account (at start); the other dioceses' reach the same Daraja. A
   * simulator started with the site is told each diocese's account as it is read, so that a person
   * trying a province's site can give in any diocese.
   */
  connect(account: DarajaAccount, startedSimulator: DarajaSimulator | null): void {
    this.environments = { account, client: new DarajaClient(account) };
    this.simulator = startedSimulator;
  }

  /** The current diocese's client: null while M-Pesa is off, or for a diocese without an account. */
  async current(): Promise<DarajaClient | null> {
    if (this.paysThroughEnvironments()) return this.environments?.client ?? null;
    return this.ownClient();
  }

  /** The current diocese's own account's client: null for one that pays through the environment's, or has none. */
  async ownClient(): Promise<DarajaClient | null> {
    if (!this.environments || this.paysThroughEnvironments()) return null;
    return this.own!.current();
  }

  /** The paybill the current diocese's gifts are paid into: null for a diocese without an account. */
  async paybillNumber(): Promise<string | null> {
    if (this.paysThroughEnvironments()) return this.environmentsShortcode;
    return (await this.current())?.shortcode ?? null;
  }

  private paysThroughEnvironments(): boolean {
    return !this.own || currentDiocese() === FIRST_DIOCESE;
  }

  /** A client of a diocese's own account, or null while any of its four secrets is missing. */
  private clientOf(found: ReadonlyMap<SecretName, string>): DarajaClient | null {
    if (!ACCOUNT.every((name) => found.has(name))) return null;
    const account = {
      baseUrl: this.environments!.account.baseUrl,
      consumerKey: found.get("mpesa-consumer-key")!,
      consumerSecret: found.get("mpesa-consumer-secret")!,
      shortcode: found.get("mpesa-shortcode")!,
      passkey: found.get("mpesa-passkey")!,
    };
    this.simulator?.addPaybill(account);
    return new DarajaClient(account);
  }
}
