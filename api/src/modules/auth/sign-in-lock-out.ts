import { createHash } from "node:crypto";
import { LessThan, Like, MoreThan, type DataSource, type Repository } from "typeorm";
import { AccountLockedError, UnauthenticatedError } from "../../errors.js";
import { clockTimeInDiocese } from "../../lib/calendar.js";
import { DEVICE_KNOWN_FOR_MS, newDeviceToken } from "../../lib/device-tokens.js";
import type { LockOut, ThrottleService } from "../throttle/throttle.service.js";
import { KnownSignInClient } from "./known-sign-in-client.entity.js";
import { deleteWhere } from "../../db/store.js";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const SIGN_IN_LOCK_OUT: LockOut = { maxFailures: 5, lockMs: 15 * MINUTE };
/** A client address stays known for a month (a browser as long as its device cookie lives). */
const ADDRESS_KNOWN_FOR_MS = 30 * DAY;

export const WRONG_CREDENTIALS = "The e-mail, username or password is not correct";

/** Who is signing in: the client's address, and the device cookie its browser sent, if any. */
export interface SignInClient {
  address: string;
  deviceToken?: string;
  /** Whether the answer can give the browser a device cookie (the web app's sign-in can). */
  keepsDeviceCookie: boolean;
}

/** The account an attempt is for: a real one, or the name typed when none matches. */
export type SignInAccount = { userId: number } | { unknownName: string };

/**
 * One count of wrong passwords: that of the account from this client (a browser it knows, by its
 * device cookie, or else the address), or that of the account from every client it has never
 * signed in from.
 */
interface Counter {
  key: string;
  scope: "this client" | "new clients";
}

/**
 * The lock-out against guessing passwords, which an attacker cannot turn against staff:
 *
 * - 5 wrong passwords in a row for an account from one client (a browser that has signed in to it,
 *   by its device cookie, or else one client address) lock that client out of that account for
 *   15 minutes. A device cookie the account does not know counts as none.
 * - 5 wrong passwords in a row for an account from clients it has never signed in from (any
 *   number of addresses) lock the account for every such new client for 15 minutes; browsers and
 *   addresses that have signed in to it before are not locked by them. So an attacker who knows
 *   the administrator's e-mail gets 5 guesses per quarter hour, however many addresses they
 *   have, and the administrator still signs in from their own phone or office.
 *
 * Each attempt is counted before its password is checked, so that attempts arriving together
 * are counted together: however many come at once, at most 5 are checked. A right password
 * clears the counts it was counted in; a password reset clears all of the account's. An account
 * that does not exist is locked the same way, so a lock-out tells nothing about who has one.
 */
export class SignInLockOut {
  private readonly knownClients: Repository<KnownSignInClient>;

  constructor(
    dataSource: DataSource,
    private readonly throttle: ThrottleService,
    private readonly now: () => Date,
  ) {
    this.knownClients = dataSource.getRepository(KnownSignInClient);
  }

  /** Counts an attempt before its password is checked; refuses it while a lock holds. */
  async start(account: SignInAccount, client: SignInClient): Promise<Counter[]> {
    const counters = await this.countersOf(account, client);
    for (const counter of counters) {
      const lockedUntil = await this.throttle.startAttempt(counter.key, SIGN_IN_LOCK_OUT);
      if (lockedUntil) throw new AccountLockedError(lockedMessage(counter, lockedUntil, false));
    }
    return counters;
  }

  /** The error for a wrong password: it says so, and says when this one has locked the account. */
  async failed(counters: Counter[]): Promise<Error> {
    let locking: { counter: Counter; until: Date } | null = null;
    for (const counter of counters) {
      const until = await this.throttle.failAttempt(counter.key, SIGN_IN_LOCK_OUT);
      if (until && !locking) locking = { counter, until };
    }
    if (!locking) return new UnauthenticatedError(WRONG_CREDENTIALS);
    return new AccountLockedError(
      `${WRONG_CREDENTIALS}. ${lockedMessage(locking.counter, locking.until, true)}`,
    );
  }

  /**
   * After the right password: clears the counts the attempt was in, and remembers the client as
   * known to the account (the browser only if it keeps a device cookie: the web app's does, a
   * script's sign-in over REST does not). Answers the device cookie the browser should keep.
   */
  async succeeded(userId: number, counters: Counter[], client: SignInClient): Promise<string | null> {
    for (const counter of counters) await this.throttle.clear(counter.key);
    const deviceToken = client.deviceToken ?? (client.keepsDeviceCookie ? newDeviceToken() : null);
    const lastSignedInAt = this.now();
    await this.knownClients.upsert(
      [
        { userId, clientKey: addressKey(client.address), lastSignedInAt },
        ...(deviceToken ? [{ userId, clientKey: deviceKey(deviceToken), lastSignedInAt }] : []),
      ],
      ["userId", "clientKey"],
    );
    await this.forgetOldClients(userId);
    return deviceToken;
  }

  /** After a password reset: every count of the account starts again. */
  async clearAccount(userId: number): Promise<void> {
    await this.throttle.clearStartingWith(`${accountKey({ userId })}:`);
  }

  /**
   * A browser the account knows is counted by its device cookie; any other by its address (a
   * made-up device cookie gives no fresh count), and, unless the address is known, in the
   * account's count of new clients too.
   */
  private async countersOf(account: SignInAccount, client: SignInClient): Promise<Counter[]> {
    const userId = "userId" in account ? account.userId : null;
    const device = client.deviceToken ? deviceKey(client.deviceToken) : null;
    if (userId !== null && device && (await this.isKnown(userId, device, DEVICE_KNOWN_FOR_MS))) {
      return [{ key: `${accountKey(account)}:${device}`, scope: "this client" }];
    }
    const address = addressKey(client.address);
    const byAddress: Counter = { key: `${accountKey(account)}:${address}`, scope: "this client" };
    if (userId !== null && (await this.isKnown(userId, address, ADDRESS_KNOWN_FOR_MS))) return [byAddress];
    return [{ key: `${accountKey(account)}:new-clients`, scope: "new clients" }, byAddress];
  }

  private isKnown(userId: number, clientKey: string, knownForMs: number): Promise<boolean> {
    const since = new Date(this.now().getTime() - knownForMs);
    return this.knownClients.existsBy({ userId, clientKey, lastSignedInAt: MoreThan(since) });
  }

  /** Browsers and addresses no longer known are forgotten, so the list stays as long as it is useful. */
  private async forgetOldClients(userId: number): Promise<void> {
    const now = this.now().getTime();
    await deleteWhere(this.knownClients, {
      userId,
      clientKey: Like("address:%"),
      lastSignedInAt: LessThan(new Date(now - ADDRESS_KNOWN_FOR_MS)),
    });
    await deleteWhere(this.knownClients, {
      userId,
      clientKey: Like("device:%"),
      lastSignedInAt: LessThan(new Date(now - DEVICE_KNOWN_FOR_MS)),
    });
  }
}

/** A name that matches no account is hashed: whatever its length, the key fits its column. */
const accountKey = (account: SignInAccount) =>
  "userId" in account
    ? `sign-in-failures:user-${account.userId}`
    : `sign-in-failures:name-${sha256(account.unknownName)}`;
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const deviceKey = (token: string) => `device:${sha256(token)}`;
const addressKey = (address: string) => `address:${address}`;

function lockedMessage(counter: Counter, until: Date, justNow: boolean): string {
  const time = `${clockTimeInDiocese(until)} (Kakamega time)`;
  const now = justNow ? "now " : "";
  if (counter.scope === "this client") {
    return `After ${SIGN_IN_LOCK_OUT.maxFailures} wrong passwords, this account is ${now}locked on this device and network until ${time}. Try again then, or reset your password.`;
  }
  return `After ${SIGN_IN_LOCK_OUT.maxFailures} wrong passwords from devices it has not been signed in on before, this account is ${now}locked on new devices until ${time}. Sign in on a device you have used before, try again then, or reset your password.`;
}
