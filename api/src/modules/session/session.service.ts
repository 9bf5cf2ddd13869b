import { randomBytes } from "node:crypto";
import { IsNull, Not, type DataSource, type Repository } from "typeorm";
import type { Actor, KeptPlace } from "../../authorization.js";
import type { AdminUser } from "../admin-user/admin-user.entity.js";
import { Archdeaconry } from "../archdeaconry/archdeaconry.entity.js";
import { Department } from "../department/department.entity.js";
import { Parish } from "../parish/parish.entity.js";
import { API_TOKEN_PREFIX, hashToken } from "../../lib/bearer-tokens.js";
import { AdminSession } from "./session.entity.js";
import { updateWhere } from "../../db/store.js";

/** A session ends after this long without a request... */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** ...and after this long in any case. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Seen-times are written at most this often, so that reads do not all become writes. */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

export class SessionService {
  private readonly sessions: Repository<AdminSession>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.sessions = dataSource.getRepository(AdminSession);
  }

  /** Starts a session for a user who has just proved who they are; returns its token, once. */
  async start(userId: number): Promise<{ token: string; expiresAt: Date }> {
    let token = randomBytes(32).toString("base64url");
    // One in a thousand million would begin like an API token, and be checked as one (context.ts).
    while (token.startsWith(API_TOKEN_PREFIX)) token = randomBytes(32).toString("base64url");
    const now = this.now();
    const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
    await this.sessions.insert({
      tokenHash: hashToken(token),
      userId,
      lastSeenAt: now,
      expiresAt,
      revokedAt: null,
    });
    return { token, expiresAt };
  }

  /** The actor behind a token, or null when the token is unknown, revoked, idle too long or expired. */
  async authenticate(token: string | undefined): Promise<Actor | null> {
    if (!token) return null;
    const session = await this.sessions.findOne({
      where: { tokenHash: hashToken(token), revokedAt: IsNull() },
      relations: { user: true },
    });
    const now = this.now();
    if (!session || !session.user.active) return null;
    if (session.expiresAt <= now || now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_MS)
      return null;
    if (now.getTime() - session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
      await updateWhere(this.sessions, { id: session.id }, { lastSeenAt: now });
    }
    return {
      userId: session.userId,
      role: session.user.role,
      sessionId: session.id,
      ...(await this.keptBy(session.user)),
    };
  }

  /**
   * The parish a parish editor keeps, the department a department editor keeps, or the
   * archdeaconry an archdeacon reads, read with every request so that a system admin's change of
   * scope holds from the next one. Other roles keep none, and cost no query.
   */
  private async keptBy(user: AdminUser): Promise<Pick<Actor, "parish" | "department" | "archdeaconry">> {
    const place = async (
      entity: typeof Parish | typeof Department | typeof Archdeaconry,
      id: number | null,
    ) => {
      if (id === null) return null;
      const found = await this.dataSource
        .getRepository(entity)
        .findOne({ where: { id }, select: { id: true, name: true } });
      return found ? ({ id: found.id, name: found.name } satisfies KeptPlace) : null;
    };
    if (user.role === "parish_editor") return { parish: await place(Parish, user.parishId) };
    if (user.role === "department_editor") return { department: await place(Department, user.departmentId) };
    if (user.role === "archdeacon") return { archdeaconry: await place(Archdeaconry, user.archdeaconryId) };
    return {};
  }

  async end(sessionId: number): Promise<void> {
    await updateWhere(this.sessions, { id: sessionId, revokedAt: IsNull() }, { revokedAt: this.now() });
  }

  /** Ends every session of a user but one (the one that changed the password, say), or all. */
  async endAllOf(userId: number, except?: number): Promise<void> {
    await updateWhere(
      this.sessions,
      { userId, revokedAt: IsNull(), ...(except ? { id: Not(except) } : {}) },
      { revokedAt: this.now() },
    );
  }
}
