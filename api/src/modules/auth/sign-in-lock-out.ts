import { createHash, randomBytes } from "node:crypto";
import { MoreThan, type DataSource, type Repository } from "typeorm";
import { AccountLockedError, UnauthenticatedError } from "../../errors.js";
import { clockTimeInDiocese } from "../../lib/calendar.js";
import type { LockOut, ThrottleService } from "../throttle/throttle.service.js";
import { KnownSignInClient } from "./known-sign-in-client.entity.js";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const SIGN_IN_LOCK_OUT: LockOut = { maxFailures: 5, lockMs: 15 * MINUTE };
/** A browser stays known as long as its device cookie lives; a client address for a month. */
export const DEVICE_KNOWN_FOR_MS = 365 * DAY;
const ADDRESS_KNOWN_FOR_MS = 30 * DAY;

export const WRONG_CREDENTIALS = "The e-mail, username or password is not correct";

/** Who is signing in: the client's address, and the device cookie its browser sent, if any. */
export interface SignInClient {
  address: string;
  deviceToken?: string;
}

/** The account an attempt is for: a real one, or the name typed when none matches. */
export type SignInAccount = { userId: number } | { unknownName: string };

/**
 * One count of wrong passwords: that of the account from this client (its device cookie, or
 * else its address), or that of the account from every client it has never signed in from.
 */
interface Counter {
  key: string;
  scope: "this client" | "new clients";
}

/**
 * The lock-out against guessing passwords, which an attacker cannot turn against staff:
 *
 * - 5 wrong passwords in a row for an account from one client (a browser with its device cookie,
 *   or else one client address) lock that client out of that account for 15 minutes.
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
   * known to the account. Answers the device cookie's value the browser should keep.
   */
  async succeeded(userId: number, counters: Counter[], client: SignInClient): Promise<string> {
    for (const counter of counters) await this.throttle.clear(counter.key);
    const deviceToken = client.deviceToken ?? newDeviceToken();
    const lastSignedInAt = this.now();
    await this.knownClients.upsert(
      [
        { userId, clientKey: deviceKey(deviceToken), lastSignedInAt },
        { userId, clientKey: addressKey(client.address), lastSignedInAt },
      ],
      ["userId", "clientKey"],
    );
    return deviceToken;
  }

  /** After a password reset: every count of the account starts again. */
  async clearAccount(userId: number): Promise<void> {
    await this.throttle.clearStartingWith(`${accountKey({ userId })}:`);
  }

  private async countersOf(account: SignInAccount, client: SignInClient): Promise<Counter[]> {
    const thisClient: Counter = {
      key: `${accountKey(account)}:${client.deviceToken ? deviceKey(client.deviceToken) : addressKey(client.address)}`,
      scope: "this client",
    };
    if ("userId" in account && (await this.isKnown(account.userId, client))) return [thisClient];
    return [{ key: `${accountKey(account)}:new-clients`, scope: "new clients" }, thisClient];
  }

  private async isKnown(userId: number, client: SignInClient): Promise<boolean> {
    const now = this.now().getTime();
    const known = [
      {
        userId,
        clientKey: addressKey(client.address),
        lastSignedInAt: MoreThan(new Date(now - ADDRESS_KNOWN_FOR_MS)),
      },
      ...(client.deviceToken
        ? [
            {
              userId,
              clientKey: deviceKey(client.deviceToken),
              lastSignedInAt: MoreThan(new Date(now - DEVICE_KNOWN_FOR_MS)),
            },
          ]
        : []),
    ];
    return this.knownClients.exists({ where: known });
  }
}

/** A device cookie's value: random, and never stored (only its hash is). */
function newDeviceToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A device cookie as this site makes them; anything else is taken for no cookie. */
export function wellFormedDeviceToken(value: string | undefined): string | undefined {
  return value && /^[\w-]{43}$/.test(value) ? value : undefined;
}

const accountKey = (account: SignInAccount) =>
  "userId" in account
    ? `sign-in-failures:user-${account.userId}`
    : `sign-in-failures:name-${account.unknownName}`;
const deviceKey = (token: string) => `device:${createHash("sha256").update(token).digest("hex")}`;
const addressKey = (address: string) => `address:${address}`;

function lockedMessage(counter: Counter, until: Date, justNow: boolean): string {
  const time = `${clockTimeInDiocese(until)} (Kakamega time)`;
  const now = justNow ? "now " : "";
  if (counter.scope === "this client") {
    return `After ${SIGN_IN_LOCK_OUT.maxFailures} wrong passwords, this account is ${now}locked on this device and network until ${time}. Try again then, or reset your password.`;
  }
  return `After ${SIGN_IN_LOCK_OUT.maxFailures} wrong passwords from devices it has not been signed in on before, this account is ${now}locked on new devices until ${time}. Sign in on a device you have used before, try again then, or reset your password.`;
}
