import { timingSafeEqual } from "node:crypto";
import type { EntityManager } from "typeorm";
import type { SmsConfig } from "../../config.js";
import { currentDiocese, FIRST_DIOCESE } from "../../db/unit-of-work.js";
import type { DioceseSecretService, SecretName } from "../diocese/diocese-secrets.service.js";
import { OwnAccounts } from "../diocese/own-accounts.js";

/** A diocese's Africa's Talking app: who its SMS come from, and how its callbacks are known. */
export interface SmsAccount {
  username: string;
  apiKey: string;
  /** The sender ID its SMS come from; Africa's Talking's own where null. */
  senderId: string | null;
  /** The secret in the addresses its app calls: delivery reports, SMS people send, USSD steps. */
  callbackSecret: string;
  /** Its USSD code, which the keywords' help names; not named where null. */
  ussdCode: string | null;
}

const ACCOUNT: readonly SecretName[] = [
  "sms-username",
  "sms-api-key",
  "sms-callback-secret",
  "sms-sender-id",
  "ussd-code",
];

/**
 * The Africa's Talking app each diocese's SMS and USSD go through (issue #44), so that its SMS come
 * from its own sender ID and are charged to it, and its callbacks come to its own site with a
 * secret of its own. The first diocese's, and a single diocese's, is the environment's (AT_*,
 * SMS_SENDER_ID, USSD_CODE); where the deployment serves several, every other diocese's is its
 * own, from its sealed secrets. A diocese without one sends no SMS and is called back by none.
 */
export class SmsAccounts {
  private readonly own: OwnAccounts<SmsAccount> | null;
  private readonly environments: SmsAccount;

  constructor(
    readonly config: SmsConfig,
    /** Null where the deployment serves one diocese. */
    secrets: DioceseSecretService | null,
  ) {
    this.own = secrets && new OwnAccounts(secrets, ACCOUNT, accountOf);
    const { username, apiKey, senderId, callbackSecret, ussdCode } = config;
    this.environments = { username, apiKey, senderId, callbackSecret, ussdCode };
  }

  /**
   * The current diocese's account (db/unit-of-work.ts), or null where it has none; read in
   * `manager`'s transaction where one is open.
   */
  async current(manager?: EntityManager): Promise<SmsAccount | null> {
    if (!this.own || currentDiocese() === FIRST_DIOCESE) return this.environments;
    return this.own.current(manager);
  }

  /** Whether `secret` is the current diocese's callback secret; compared in constant time. */
  async isCallbackSecret(secret: string): Promise<boolean> {
    const account = await this.current();
    if (!account) return false;
    const given = Buffer.from(secret);
    const ours = Buffer.from(account.callbackSecret);
    return given.length === ours.length && timingSafeEqual(given, ours);
  }
}

/** A diocese's own account: it needs its app's username and key and a callback secret. */
function accountOf(found: ReadonlyMap<SecretName, string>): SmsAccount | null {
  const username = found.get("sms-username");
  const apiKey = found.get("sms-api-key");
  const callbackSecret = found.get("sms-callback-secret");
  if (!username || !apiKey || !callbackSecret) return null;
  return {
    username,
    apiKey,
    callbackSecret,
    senderId: found.get("sms-sender-id") ?? null,
    ussdCode: found.get("ussd-code") ?? null,
  };
}
