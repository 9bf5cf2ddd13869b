import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { IsNull, LessThan, MoreThan, type DataSource, type Repository } from "typeorm";
import { requireSignedIn, type Actor } from "../../authorization.js";
import { AccountLockedError, UnauthenticatedError, UserInputError } from "../../errors.js";
import { requestScope } from "../../db/unit-of-work.js";
import { AuditAction, AuditActorKind } from "../audit-log/audit-log.entity.js";
import type { AuditLogService } from "../audit-log/audit-log.service.js";
import type { AdminUser } from "../admin-user/admin-user.entity.js";
import type { AdminUserService } from "../admin-user/admin-user.service.js";
import type { MailService } from "../mail/mail.service.js";
import type { SessionService } from "../session/session.service.js";
import type { RateLimit, ThrottleService } from "../throttle/throttle.service.js";
import { clientKey } from "../throttle/client-key.js";
import { PasswordReset, type PasswordResetKind } from "./password-reset.entity.js";
import { checkNewPassword, decoyHash, verifyPassword } from "./passwords.js";
import { SignInLockOut, type SignInClient } from "./sign-in-lock-out.js";
import { sitePaths } from "../../site/site-routes.js";
import { updateWhere } from "../../db/store.js";
import type { SiteAddresses } from "../diocese/site-addresses.js";

const MINUTE = 60_000;
export const SIGN_IN_RATE: RateLimit = { limit: 10, windowMs: MINUTE };
export const RECOVERY_RATE: RateLimit = { limit: 5, windowMs: 15 * MINUTE };
export const CODE_TTL_MS = 10 * MINUTE;
export const LINK_TTL_MS = 30 * MINUTE;
export const MAX_CODE_TRIES = 5;

export const RECOVERY_SENT =
  "If an account uses that address, we have sent it an e-mail. Check your inbox (and spam folder).";
const BAD_CODE = "The code is wrong or has expired. Ask for a new code.";
const BAD_LINK = "This reset link is wrong, used or expired. Ask for a new one.";

/** What a sign-in or recovery refused for its network's many attempts says (the province's too). */
export const tooManyFromAddress = (minutes: number) =>
  `Too many attempts from your network. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export interface SignedIn {
  token: string;
  expiresAt: Date;
  user: AdminUser;
  /** The device cookie that makes this browser known to the account (see SignInLockOut), if any. */
  deviceToken: string | null;
}

/**
 * Signing in and out, and getting back into an account: the rules against guessing (rate limits
 * per client address, the lock-out after wrong passwords of sign-in-lock-out.ts, single-use
 * expiring codes and links) live here, for GraphQL and REST alike.
 */
export class AuthService {
  private readonly resets: Repository<PasswordReset>;
  private readonly lockOut: SignInLockOut;
  constructor(
    dataSource: DataSource,
    private readonly adminUsers: AdminUserService,
    private readonly sessions: SessionService,
    private readonly throttle: ThrottleService,
    private readonly mail: MailService,
    private readonly addresses: SiteAddresses,
    private readonly auditLog: AuditLogService,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.resets = dataSource.getRepository(PasswordReset);
    this.lockOut = new SignInLockOut(dataSource, throttle, now);
  }

  async signIn(identifier: unknown, password: unknown, client: SignInClient): Promise<SignedIn> {
    if (typeof identifier !== "string" || !identifier.trim() || typeof password !== "string" || !password) {
      throw new UserInputError("Enter your e-mail or username and your password");
    }
    await this.throttle.consume(`sign-in:${clientKey(client.address)}`, SIGN_IN_RATE, tooManyFromAddress);
    const user = await this.adminUsers.findByEmailOrUsername(identifier);
    const account = user ? { userId: user.id } : { unknownName: identifier.trim().toLowerCase() };
    // What the audit log says of an attempt that fails: the name typed, never the password.
    const refused = async (error: Error, action: AuditAction = AuditAction.SIGN_IN_FAILED) => {
      await this.auditLog.record({
        actorKind: AuditActorKind.VISITOR,
        actorId: null,
        actorName: identifier.trim(),
        clientAddress: client.address,
        entity: "Staff account",
        entityId: user ? String(user.id) : null,
        label: user?.name ?? null,
        action,
        fields: [],
      });
      return error;
    };
    const counted = await this.lockOut.start(account, client).catch(async (error: Error) => {
      throw await refused(error);
    });

    const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
    if (!user || !passwordMatches) {
      const error = await this.lockOut.failed(counted);
      throw await refused(error, error instanceof AccountLockedError ? AuditAction.LOCKED_OUT : undefined);
    }
    if (!user.active) {
      throw await refused(
        new UnauthenticatedError("This account has been deactivated. Ask a system admin to restore it."),
      );
    }
    const deviceToken = await this.lockOut.succeeded(user.id, counted, client);
    await this.adminUsers.recordSignIn(user.id);
    await this.recordOf(user, AuditAction.SIGNED_IN, client.address);
    const session = await this.sessions.start(user.id);
    return { ...session, user, deviceToken };
  }

  async signOut(actor: Actor | null): Promise<void> {
    if (actor) await this.sessions.end(actor.sessionId);
  }

  /** Changes the signed-in member of staff's password; their other sessions end. */
  async changePassword(actor: Actor | null, currentPassword: unknown, newPassword: unknown): Promise<void> {
    const staff = requireSignedIn(actor);
    const user = await this.adminUsers.me(staff);
    if (typeof currentPassword !== "string" || !(await verifyPassword(user.passwordHash, currentPassword))) {
      throw new UserInputError("The current password is not correct", "currentPassword");
    }
    const password = await checkNewPassword(newPassword);
    if (password === currentPassword)
      throw new UserInputError("The new password must differ from the current one", "newPassword");
    await this.adminUsers.setPassword(user.id, password, staff.sessionId);
  }

  /** E-mails a 6-digit code that sets a new password. Answers the same whether or not the address is known. */
  async requestPasswordCode(email: unknown, clientAddress: string): Promise<string> {
    const user = await this.recoveryTarget(email, clientAddress);
    if (user) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      await this.issue(user, "code", code, CODE_TTL_MS);
      this.mail.sendInBackground({
        to: user.email,
        subject: "Your code to set a new password",
        text: `Hello ${user.name},\n\nYour code is ${code}. Enter it with your new password on the sign-in page's Password Recovery view.\nIt works once, within 10 minutes.\n\nIf you did not ask for it, ignore this e-mail: your password stays as it is.\n`,
      });
    }
    return RECOVERY_SENT;
  }

  async resetPasswordWithCode(
    email: unknown,
    code: unknown,
    newPassword: unknown,
    clientAddress: string,
  ): Promise<void> {
    await this.throttle.consume(
      `password-code-check:${clientKey(clientAddress)}`,
      { limit: 20, windowMs: 15 * MINUTE },
      tooManyFromAddress,
    );
    const password = await checkNewPassword(newPassword);
    const user = typeof email === "string" ? await this.adminUsers.findByEmail(email) : null;
    const reset = user
      ? await this.resets.findOne({
          where: { userId: user.id, kind: "code", usedAt: IsNull(), expiresAt: MoreThan(this.now()) },
          order: { id: "DESC" },
        })
      : null;
    if (!user || !reset || typeof code !== "string" || !/^\d{6}$/.test(code.trim()))
      throw new UserInputError(BAD_CODE, "code");
    if (!(await this.countTry(reset))) throw new UserInputError(BAD_CODE, "code");

    const expected = Buffer.from(reset.secretHash, "hex");
    const given = Buffer.from(sha256(`${user.id}:${code.trim()}`), "hex");
    if (!timingSafeEqual(expected, given)) throw new UserInputError(BAD_CODE, "code");
    await this.complete(reset, user, password);
  }

  /**
   * Counts a try at a code before the code is compared, in one conditional UPDATE, and says
   * whether the try may go on: however many tries arrive at once, from however many addresses,
   * at most MAX_CODE_TRIES of them are ever compared (reading the count and writing it back
   * let simultaneous wrong guesses overwrite one another's count).
   */
  private async countTry(reset: PasswordReset): Promise<boolean> {
    const counted = await updateWhere(
      this.resets,
      {
        id: reset.id,
        usedAt: IsNull(),
        expiresAt: MoreThan(this.now()),
        tries: LessThan(MAX_CODE_TRIES),
      },
      { tries: () => "failed_attempts + 1" },
    );
    return counted.affected === 1;
  }

  /** E-mails a link to a page that sets a new password. Answers the same whether or not the address is known. */
  async requestPasswordResetLink(email: unknown, clientAddress: string): Promise<string> {
    const user = await this.recoveryTarget(email, clientAddress);
    if (user) {
      const token = randomBytes(32).toString("base64url");
      await this.issue(user, "link", token, LINK_TTL_MS);
      const link = `${this.addresses.current()}${sitePaths.passwordReset.getHref(token)}`;
      this.mail.sendInBackground({
        to: user.email,
        subject: "Set a new password",
        text: `Hello ${user.name},\n\nOpen this link to choose a new password:\n${link}\n\nIt works once, within 30 minutes.\n\nIf you did not ask for it, ignore this e-mail: your password stays as it is.\n`,
      });
    }
    return RECOVERY_SENT;
  }

  async resetPasswordWithLink(token: unknown, newPassword: unknown): Promise<void> {
    const password = await checkNewPassword(newPassword);
    const reset =
      typeof token === "string" && token
        ? await this.resets.findOneBy({
            kind: "link",
            secretHash: sha256(token),
            usedAt: IsNull(),
            expiresAt: MoreThan(this.now()),
          })
        : null;
    const user = reset ? await this.adminUsers.findByIdOrNull(reset.userId) : null;
    if (!reset || !user) throw new UserInputError(BAD_LINK, "token");
    await this.complete(reset, user, password);
  }

  private async recoveryTarget(email: unknown, clientAddress: string): Promise<AdminUser | null> {
    if (typeof email !== "string" || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      throw new UserInputError("Enter your e-mail address, such as name@example.org", "email");
    }
    await this.throttle.consume(
      `password-recovery:${clientKey(clientAddress)}`,
      RECOVERY_RATE,
      tooManyFromAddress,
    );
    const user = await this.adminUsers.findByEmail(email);
    return user?.active ? user : null;
  }

  /** Stores a new code or link (only its hash), and retires the user's earlier ones of the kind. */
  private async issue(
    user: AdminUser,
    kind: PasswordResetKind,
    secret: string,
    ttlMs: number,
  ): Promise<void> {
    const now = this.now();
    await updateWhere(this.resets, { userId: user.id, kind, usedAt: IsNull() }, { usedAt: now });
    await this.resets.insert({
      userId: user.id,
      kind,
      secretHash: kind === "code" ? sha256(`${user.id}:${secret}`) : sha256(secret),
      tries: 0,
      expiresAt: new Date(now.getTime() + ttlMs),
      usedAt: null,
    });
  }

  /**
   * Marks the secret used, if no one else has meanwhile, then sets the password: a code or link
   * sent twice at once sets one password, not two.
   */
  private async complete(reset: PasswordReset, user: AdminUser, password: string): Promise<void> {
    const claimed = await updateWhere(
      this.resets,
      { id: reset.id, usedAt: IsNull() },
      { usedAt: this.now() },
    );
    if (claimed.affected !== 1)
      throw reset.kind === "code"
        ? new UserInputError(BAD_CODE, "code")
        : new UserInputError(BAD_LINK, "token");
    await this.adminUsers.setPassword(user.id, password);
    await this.lockOut.clearAccount(user.id);
    // Whoever had the code or link acted as the account's owner.
    await this.recordOf(user, AuditAction.PASSWORD_RESET, requestScope()?.clientAddress ?? null);
  }

  /** An entry of the audit log for something a member of staff did to their own account. */
  private recordOf(user: AdminUser, action: AuditAction, clientAddress: string | null): Promise<void> {
    return this.auditLog.record({
      actorKind: AuditActorKind.STAFF,
      actorId: user.id,
      actorName: user.name,
      clientAddress,
      entity: "Staff account",
      entityId: String(user.id),
      label: user.name,
      action,
      fields: [],
    });
  }
}
