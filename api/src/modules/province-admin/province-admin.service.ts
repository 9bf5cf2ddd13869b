import { randomBytes } from "node:crypto";
import { IsString, MaxLength, MinLength } from "class-validator";
import { LessThan, type DataSource, type Repository } from "typeorm";
import { deleteWhere, updateWhere } from "../../db/store.js";
import { AccountLockedError, NotFoundError, UnauthenticatedError, UserInputError } from "../../errors.js";
import { isUniqueViolation } from "../../lib/database-errors.js";
import { hashToken } from "../../lib/bearer-tokens.js";
import { IsEmailAddress, IsOneLine, validated } from "../../lib/validation.js";
import {
  checkNewPassword,
  decoyHash,
  generatedPassword,
  hashPassword,
  verifyPassword,
} from "../auth/passwords.js";
import { ProvinceAdmin, ProvinceSession } from "./province-admin.entity.js";

/** Wrong passwords in a row before an account waits. */
export const PROVINCE_SIGN_IN_TRIES = 5;
/** How long it waits then. */
const LOCKED_FOR_MS = 15 * 60_000;
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
 * province's host (PROVINCE_HOST) with a session of their own, never a diocese's. A wrong password
 * counts against the account, which waits a quarter of an hour after PROVINCE_SIGN_IN_TRIES in a
 * row, whichever instance or address they come from.
 */
export class ProvinceAdminService {
  private readonly admins: Repository<ProvinceAdmin>;
  private readonly sessions: Repository<ProvinceSession>;

  constructor(
    dataSource: DataSource,
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
    await updateWhere(
      this.admins,
      { id: admin.id },
      { passwordHash: await hashPassword(password), failedSignIns: 0, lockedUntil: null },
    );
    await deleteWhere(this.sessions, { adminId: admin.id });
    return password;
  }

  async list(): Promise<ProvinceAdmin[]> {
    return this.admins.find({ order: { email: "ASC" } });
  }

  /** Signs an administrator in; answers the session's token, which is given once. */
  async signIn(rawEmail: unknown, password: unknown): Promise<string> {
    if (typeof rawEmail !== "string" || typeof password !== "string" || password.length > 1_000) {
      throw new UnauthenticatedError(WRONG);
    }
    const admin = await this.admins.findOneBy({ email: rawEmail.trim().toLowerCase() });
    if (!admin) {
      await verifyPassword(await decoyHash(), password);
      throw new UnauthenticatedError(WRONG);
    }
    if (admin.lockedUntil && admin.lockedUntil > this.now()) {
      throw new AccountLockedError(
        "Too many wrong passwords: this account can sign in again in a quarter of an hour",
      );
    }
    if (!(await verifyPassword(admin.passwordHash, password))) {
      const failed = admin.failedSignIns + 1;
      const locked = failed >= PROVINCE_SIGN_IN_TRIES;
      await updateWhere(
        this.admins,
        { id: admin.id },
        {
          failedSignIns: locked ? 0 : failed,
          lockedUntil: locked ? new Date(this.now().getTime() + LOCKED_FOR_MS) : admin.lockedUntil,
        },
      );
      throw new UnauthenticatedError(WRONG);
    }
    await updateWhere(this.admins, { id: admin.id }, { failedSignIns: 0, lockedUntil: null });
    await deleteWhere(this.sessions, { expiresAt: LessThan(this.now()) });
    const token = randomBytes(32).toString("base64url");
    await this.sessions.insert({
      tokenHash: hashToken(token),
      adminId: admin.id,
      expiresAt: new Date(this.now().getTime() + SESSION_MS),
    });
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
}

const alreadyOne = (email: string) =>
  new UserInputError(`There is a province administrator with the e-mail ${email} already`, "email");
