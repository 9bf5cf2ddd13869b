import type { DataSource, Repository } from "typeorm";
import { AdminRole, requireSignedIn, requireSystemAdmin, type Actor } from "../../authorization.js";
import type { FirstAdminConfig } from "../../config.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { parseId, validated } from "../../lib/validation.js";
import { checkNewPassword, generatedPassword, hashPassword } from "../auth/passwords.js";
import { saveWithFile } from "../media/stored-files.js";
import { checkedFocalPoint, focalPointAfter } from "../media/focal-point.js";
import type { MediaService, MediaSource } from "../media/media.service.js";
import { Archdeaconry } from "../archdeaconry/archdeaconry.entity.js";
import { Department } from "../department/department.entity.js";
import { Parish } from "../parish/parish.entity.js";
import type { SessionService } from "../session/session.service.js";
import { AdminUser, SCOPED_ROLES, type ScopeField } from "./admin-user.entity.js";
import { AdminUserRoleInput, NewAdminUserInput, USERNAME_PATTERN } from "./admin-user.inputs.js";
import { LanguageChoice } from "../translation/translation.js";
import { toE164 } from "./phone.js";
import { updateWhere } from "../../db/store.js";

export type FirstAdminOutcome =
  { created: false } | { created: true; email: string; generatedPassword: string | null };

/**
 * What of `text` a username may hold, in lower case: accents dropped, spaces as dots
 * ("José Okoth" gives "jose.okoth"), other characters left out. Short enough for a number after it.
 */
function usernamePart(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ".")
    .replace(/[^a-z0-9._-]/g, "")
    .slice(0, 58);
}

/** The place each scoped role keeps, in the words of its refusals. */
const PLACES = {
  parishId: {
    entity: Parish,
    what: "parish",
    holder: "a parish editor",
    choose: "choose the parish this parish editor keeps",
  },
  departmentId: {
    entity: Department,
    what: "department",
    holder: "a department editor",
    choose: "choose the department this department editor keeps",
  },
  archdeaconryId: {
    entity: Archdeaconry,
    what: "archdeaconry",
    holder: "an archdeacon",
    choose: "choose the archdeaconry whose parishes this archdeacon oversees",
  },
} as const satisfies Record<ScopeField, { what: string; holder: string; choose: string; entity: unknown }>;

/** The staff accounts: who they are, and who may manage them (system admins). */
export class AdminUserService {
  private readonly users: Repository<AdminUser>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly media: MediaService,
  ) {
    this.users = dataSource.getRepository(AdminUser);
  }

  /**
   * Makes sure the dashboard has someone who can sign in. With no admin yet, the first one comes
   * from ADMIN_EMAIL/ADMIN_PASSWORD/ADMIN_NAME, or gets a random password that the caller prints
   * once; an existing admin is never changed by the environment.
   */
  async ensureFirstAdmin(config: FirstAdminConfig | null): Promise<FirstAdminOutcome> {
    if ((await this.users.count()) > 0) return { created: false };
    const email = config?.email ?? "admin@example.org";
    const password = config?.password ?? generatedPassword();
    const name = config?.name ?? "Administrator";
    await this.users.save(
      this.users.create({
        name,
        email,
        // No account exists yet, so "administrator" is free when nothing can be made of the two.
        username: (await this.freeUsername(email, name)) ?? "administrator",
        phone: null,
        role: AdminRole.SYSTEM_ADMIN,
        parishId: null,
        departmentId: null,
        archdeaconryId: null,
        passwordHash: await hashPassword(password),
        active: true,
        lastSignInAt: null,
        imageUrl: null,
        language: LanguageChoice.EN,
      }),
    );
    return { created: true, email, generatedPassword: config ? null : password };
  }

  /** The signed-in member of staff's own account. */
  async me(actor: Actor | null): Promise<AdminUser> {
    const staff = requireSignedIn(actor);
    return this.users.findOneByOrFail({ id: staff.userId });
  }

  /**
   * Sets the signed-in member of staff's own picture (the old one's files go), or moves the
   * focal point of the one they have.
   */
  async setMyPicture(
    actor: Actor | null,
    source: MediaSource | null,
    focalPoint?: unknown,
  ): Promise<AdminUser> {
    const user = await this.me(actor);
    const imageFocalPoint = checkedFocalPoint(focalPoint, "imageFocalPoint");
    if (!source && !imageFocalPoint) {
      throw new UserInputError("Upload a picture, or give the focal point of the one you have");
    }
    return saveWithFile(this.media, { source, kind: "image", replaces: user.imageUrl }, (imageUrl) =>
      this.users.save(
        Object.assign(user, imageUrl ? { imageUrl } : {}, {
          imageFocalPoint: focalPointAfter(user, imageUrl, imageFocalPoint),
        }),
      ),
    );
  }

  /** Sets the language of the signed-in member of staff's own dashboard. */
  async setMyLanguage(actor: Actor | null, language: unknown): Promise<AdminUser> {
    const user = await this.me(actor);
    if (language !== LanguageChoice.EN && language !== LanguageChoice.SW) {
      throw new UserInputError("Choose English (en) or Kiswahili (sw)", "language");
    }
    return this.users.save(Object.assign(user, { language }));
  }

  async list(actor: Actor | null): Promise<AdminUser[]> {
    requireSystemAdmin(actor);
    return this.users.find({ order: { name: "ASC" } });
  }

  /** Adds a member of staff with a generated password, which the caller hands over once. */
  async create(
    actor: Actor | null,
    data: Partial<NewAdminUserInput>,
    password: string = generatedPassword(),
  ): Promise<{ user: AdminUser; password: string }> {
    requireSystemAdmin(actor);
    await checkNewPassword(password);
    const input = await validated(NewAdminUserInput, {
      ...data,
      email: data.email?.trim().toLowerCase(),
      username: data.username?.trim(),
      name: data.name?.trim(),
    });
    if (await this.users.existsBy({ email: input.email })) {
      throw new UserInputError(`There is already an account with the e-mail ${input.email}`, "email");
    }
    if (await this.users.existsBy({ username: input.username })) {
      throw new UserInputError(`There is already an account with the username ${input.username}`, "username");
    }
    const scope = await this.checkedScope(input);
    const user = await this.users.save(
      this.users.create({
        name: input.name,
        email: input.email,
        username: input.username,
        phone: input.phone ? toE164(input.phone) : null,
        ...scope,
        passwordHash: await hashPassword(password),
        active: true,
        lastSignInAt: null,
        imageUrl: null,
      }),
    );
    return { user, password };
  }

  /**
   * A valid username that no account has, for someone added without one: the address's local part,
   * or the name when that is too short, with a number after it when it is still too short or taken
   * ("ed" gives "ed1"; a second "mary" gives "mary1"). Null when neither has a usable character.
   */
  async freeUsername(email: string, name: string): Promise<string | null> {
    const parts = [usernamePart(email.slice(0, email.lastIndexOf("@"))), usernamePart(name)];
    const base = parts.find((part) => part.length >= 3) ?? parts.find((part) => part.length > 0);
    if (!base) return null;
    for (let number = 0; number < 100; number++) {
      const candidate = number === 0 ? base : `${base}${number}`;
      if (USERNAME_PATTERN.test(candidate) && !(await this.users.existsBy({ username: candidate }))) {
        return candidate;
      }
    }
    return null;
  }

  /** Stops a member of staff from signing in, and ends their sessions at once. */
  async setActive(actor: Actor | null, userId: number, active: boolean): Promise<AdminUser> {
    const admin = requireSystemAdmin(actor);
    if (userId === admin.userId && !active) {
      throw new UserInputError("You cannot deactivate your own account");
    }
    const user = await this.findOrFail(userId);
    user.active = active;
    await this.users.save(user);
    if (!active) await this.sessions.endAllOf(user.id);
    return user;
  }

  /**
   * Gives a member of staff another role, with the parish, department or archdeaconry it keeps.
   * It holds from their next request: the actor is read from the account each time.
   */
  async setRole(actor: Actor | null, userId: number, data: Partial<AdminUserRoleInput>): Promise<AdminUser> {
    const admin = requireSystemAdmin(actor);
    const scope = await this.checkedScope(await validated(AdminUserRoleInput, data));
    if (userId === admin.userId && scope.role !== AdminRole.SYSTEM_ADMIN) {
      // Else the last system admin could leave the diocese with no one to manage the accounts.
      throw new UserInputError(
        "You cannot take away your own system admin role; another system admin can",
        "role",
      );
    }
    const user = await this.findOrFail(userId);
    return this.users.save(Object.assign(user, scope));
  }

  /** Gives a member of staff a new generated password and ends their sessions. */
  async resetPassword(actor: Actor | null, userId: number): Promise<{ user: AdminUser; password: string }> {
    requireSystemAdmin(actor);
    const user = await this.findOrFail(userId);
    const password = generatedPassword();
    await this.setPassword(user.id, password);
    return { user, password };
  }

  /** Sets a new password (already checked against the rules) and ends every other session. */
  async setPassword(userId: number, password: string, keepSessionId?: number): Promise<void> {
    await updateWhere(this.users, { id: userId }, { passwordHash: await hashPassword(password) });
    await this.sessions.endAllOf(userId, keepSessionId);
  }

  findByEmailOrUsername(identifier: string): Promise<AdminUser | null> {
    const value = identifier.trim();
    return this.users.findOne({ where: [{ email: value.toLowerCase() }, { username: value }] });
  }

  findByEmail(email: string): Promise<AdminUser | null> {
    return this.users.findOneBy({ email: email.trim().toLowerCase() });
  }

  findByIdOrNull(userId: number): Promise<AdminUser | null> {
    return this.users.findOneBy({ id: userId });
  }

  async recordSignIn(userId: number): Promise<void> {
    await updateWhere(this.users, { id: userId }, { lastSignInAt: new Date() });
  }

  /**
   * A role with the one existing place it keeps (SCOPED_ROLES): a parish editor a parish, a
   * department editor a department, an archdeacon an archdeaconry; every other role none.
   */
  private async checkedScope(
    input: { role: AdminRole } & Partial<Record<ScopeField, string | number | null>>,
  ): Promise<Pick<AdminUser, "role" | ScopeField>> {
    const { role } = input;
    const kept: ScopeField | undefined = SCOPED_ROLES[role as keyof typeof SCOPED_ROLES];
    for (const field of Object.values(SCOPED_ROLES)) {
      if (field !== kept && input[field] != null) {
        throw new UserInputError(
          `${field} is for ${PLACES[field].holder} alone: leave it out for this role`,
          field,
        );
      }
    }
    const scope = { role, parishId: null, departmentId: null, archdeaconryId: null };
    if (!kept) return scope;
    const given = input[kept];
    if (given == null) throw new UserInputError(`${kept}: ${PLACES[kept].choose}`, kept);
    return { ...scope, [kept]: await this.existing(PLACES[kept].entity, kept, PLACES[kept].what, given) };
  }

  private async existing(
    entity: typeof Parish | typeof Department | typeof Archdeaconry,
    field: string,
    what: string,
    rawId: string | number,
  ): Promise<number> {
    const id = parseId(rawId, field);
    if (!(await this.dataSource.getRepository(entity).existsBy({ id }))) {
      throw new UserInputError(`There is no ${what} with id ${id}; choose an existing ${what}`, field);
    }
    return id;
  }

  private async findOrFail(userId: number): Promise<AdminUser> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw new NotFoundError(`There is no member of staff with id ${userId}`);
    return user;
  }
}
