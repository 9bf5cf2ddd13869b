import { createHash, randomBytes } from "node:crypto";
import { IsString, MaxLength, MinLength } from "class-validator";
import { LessThan, type DataSource, type Repository } from "typeorm";
import { deleteWhere, updateWhere } from "../../db/store.js";
import { asUnitOfWork, NO_DIOCESE } from "../../db/unit-of-work.js";
import { AccountLockedError, NotFoundError, UnauthenticatedError, UserInputError } from "../../errors.js";
import { isUniqueViolation } from "../../lib/database-errors.js";
import { hashToken } from "../../lib/bearer-tokens.js";
import { clockTimeInDiocese } from "../../lib/calendar.js";
import { IsEmailAddress, IsOneLine, validated } from "../../lib/validation.js";
import {
  checkNewPassword,
  decoyHash,
  generatedPassword,
  hashPassword,
  verifyPassword,
} from "../auth/passwords.js";
import { tooManyFromAddress } from "../auth/auth.service.js";
import { clientKey } from "../throttle/client-key.js";
import type { LockOut, RateLimit, ThrottleService } from "../throttle/throttle.service.js";
import { ProvinceAdmin, ProvinceSession } from "./province-admin.entity.js";
import { ProvinceAct } from "./province-audit.entity.js";
import type { ProvinceAuditLog } from "./province-audit.service.js";

/** Five wrong passwords in a row, and an address waits a quarter of an hour, as a diocese's staff do. */
const LOCK_OUT: LockOut = { maxFailures: 5, lockMs: 15 * 60_000 };
export const PROVINCE_SIGN_IN_TRIES = LOCK_OUT.maxFailures;
/**
 * Sign-ins from one network in a minute, right or wrong: each costs an argon2 hash (64 MiB), so a
 * flood from one address is refused before any is made.
 */
export const PROVINCE_SIGN_IN_RATE: RateLimit = { limit: 10, windowMs: 60_000 };
/** How long a session lasts: a working day. */
const SESSION_MS = 12 * 60 * 60_000;

class NewProvinceAdmin {
  @IsEmailAddress("email must be an e-mail address")
  @MaxLength(254, { message: "email must have at most 254 characters" })
  email: string;

  @IsString({ message: "name must be text" })
  @IsOneLine()
  @MinLength(2, { message: "name must have at least 2 characters" })
  @MaxLength(120, { message: "name must have at most 120 characters" })
  name: string;
}

const WRONG = "The e-mail or password is not correct";

/**
 * The province's administrators (issue #44): made from the command line, signed in at the
 * province's host (PROVINCE_HOST) with a session of their own, never a diocese's.
 *
 * Guessing is limited by the throttle the dioceses' sign-in uses, with counts of the province's own
 * (those of NO_DIOCESE, which no diocese reads): PROVINCE_SIGN_IN_RATE attempts a minute from one
 * network, and an address, known or not, waits a quarter of an hour after PROVINCE_SIGN_IN_TRIES
 * wrong passwords in a row, whichever instance or network they come from. Each attempt is counted
 * before its password is checked, so attempts sent together are counted together.
 */
export class ProvinceAdminService {
  private readonly admins: Repository<ProvinceAdmin>;
  private readonly sessions: Repository<ProvinceSession>;

  constructor(
    dataSource: DataSource,
    private readonly throttle: ThrottleService,
    private readonly audit: ProvinceAuditLog,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.admins = dataSource.getRepository(ProvinceAdmin);
    this.sessions = dataSource.getRepository(ProvinceSession);
  }

  /** Adds an administrator with the password given, or one made to be printed once. */
  async create(
    data: { email?: string; name?: string },
    password: string = generatedPassword(),
  ): Promise<{ admin: ProvinceAdmin; password: string }> {
    const { email, name } = await validated(NewProvinceAdmin, data);
    await checkNewPassword(password);
    const address = email.trim().toLowerCase();
    if (await this.admins.existsBy({ email: address })) throw alreadyOne(address);
    try {
      const admin = await this.admins.save(
        this.admins.create({
          email: address,
          name: name.trim(),
          passwordHash: await hashPassword(password),
          createdAt: this.now(),
        }),
      );
      return { admin, password };
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyOne(address);
      throw error;
    }
  }

  /**
   * Gives an administrator a new password (the one given, or one made to be printed once), lets a
   * waiting account sign in again, and ends their sessions.
   */
  async resetPassword(rawEmail: string | undefined, password: string = generatedPassword()): Promise<string> {
    const email = (rawEmail ?? "").trim().toLowerCase();
    const admin = await this.admins.findOneBy({ email });
    if (!admin) throw new NotFoundError(`There is no province administrator with the e-mail ${email}`);
    await checkNewPassword(password);
    await updateWhere(this.admins, { id: admin.id }, { passwordHash: await hashPassword(password) });
    await this.asProvince(() => this.throttle.clear(failuresKey(email)));
    await deleteWhere(this.sessions, { adminId: admin.id });
    return password;
  }

  async list(): Promise<ProvinceAdmin[]> {
    return this.admins.find({ order: { email: "ASC" } });
  }

  /** Signs an administrator in from `clientAddress`; answers the session's token, which is given once. */
  async signIn(rawEmail: unknown, password: unknown, clientAddress: string): Promise<string> {
    if (typeof rawEmail !== "string" || typeof password !== "string" || password.length > 1_000) {
      throw new UnauthenticatedError(WRONG);
    }
    const email = rawEmail.trim().toLowerCase();
    const failures = failuresKey(email);
    const admin = await this.asProvince(async () => {
      await this.throttle.consume(
        `province-sign-in:${clientKey(clientAddress)}`,
        PROVINCE_SIGN_IN_RATE,
        tooManyFromAddress,
      );
      const lockedUntil = await this.throttle.startAttempt(failures, LOCK_OUT);
      if (lockedUntil) throw new AccountLockedError(locked(lockedUntil));
      const found = await this.admins.findOneBy({ email });
      if (await verifyPassword(found?.passwordHash ?? (await decoyHash()), password)) return found;
      const until = await this.throttle.failAttempt(failures, LOCK_OUT);
      throw until ? new AccountLockedError(`${WRONG}. ${locked(until)}`) : new UnauthenticatedError(WRONG);
    });
    if (!admin) throw new UnauthenticatedError(WRONG);
    await this.asProvince(() => this.throttle.clear(failures));
    await deleteWhere(this.sessions, { expiresAt: LessThan(this.now()) });
    const token = randomBytes(32).toString("base64url");
    await this.sessions.insert({
      tokenHash: hashToken(token),
      adminId: admin.id,
      expiresAt: new Date(this.now().getTime() + SESSION_MS),
    });
    await this.audit.record({ admin, ip: clientAddress }, ProvinceAct.SIGNED_IN, admin.email);
    return token;
  }

  /** The administrator a session's token is, or null for none, an expired one or one signed out. */
  async adminOf(token: string | undefined): Promise<ProvinceAdmin | null> {
    if (!token) return null;
    const session = await this.sessions.findOneBy({ tokenHash: hashToken(token) });
    if (!session || session.expiresAt <= this.now()) return null;
    return this.admins.findOneBy({ id: session.adminId });
  }

  async signOut(token: string | undefined): Promise<void> {
    if (token) await deleteWhere(this.sessions, { tokenHash: hashToken(token) });
  }

  /**
   * Runs the throttle's work as the province's: its counts are NO_DIOCESE's rows, the same whether
   * the sign-in at the province's host or the command line's new password asks.
   */
  private asProvince<Result>(work: () => Promise<Result>): Promise<Result> {
    return asUnitOfWork(work, NO_DIOCESE);
  }
}

/** The count of an address's wrong passwords, hashed so that any length fits the key's column. */
const failuresKey = (email: string) =>
  `province-sign-in-failures:${createHash("sha256").update(email).digest("hex")}`;

const locked = (until: Date) =>
  `After ${PROVINCE_SIGN_IN_TRIES} wrong passwords in a row, this account can sign in again at ${clockTimeInDiocese(until)} (Kakamega time), or with a new password from the command line.`;

const alreadyOne = (email: string) =>
  new UserInputError(`There is a province administrator with the e-mail ${email} already`, "email");
