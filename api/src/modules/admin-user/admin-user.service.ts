import { randomBytes } from "node:crypto";
import argon2 from "argon2";
import type { DataSource, Repository } from "typeorm";
import type { FirstAdminConfig } from "../../config.js";
import { AdminUser } from "./admin-user.entity.js";

/** argon2id above OWASP's minimum (19 MiB, 2 passes): 64 MiB, 3 passes, 4 lanes. */
const PASSWORD_HASHING = { type: argon2.argon2id, memoryCost: 65536, timeCost: 3, parallelism: 4 } as const;

export type FirstAdminOutcome =
  { created: false } | { created: true; email: string; generatedPassword: string | null };

export class AdminUserService {
  private readonly users: Repository<AdminUser>;

  constructor(dataSource: DataSource) {
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
    const password = config?.password ?? randomBytes(12).toString("base64url");
    await this.users.save(
      this.users.create({
        name: config?.name ?? "Administrator",
        email,
        username: email.slice(0, email.indexOf("@")),
        phone: null,
        role: "system_admin",
        passwordHash: await argon2.hash(password, PASSWORD_HASHING),
        active: true,
        lastSignInAt: null,
      }),
    );
    return { created: true, email, generatedPassword: config ? null : password };
  }
}
