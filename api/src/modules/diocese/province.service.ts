import { In, type DataSource, type EntityManager } from "typeorm";
import { AdminRole, SYSTEM_ACTOR } from "../../authorization.js";
import { asUnitOfWork, FIRST_DIOCESE } from "../../db/unit-of-work.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { isUniqueViolation } from "../../lib/database-errors.js";
import { HOST_NAME } from "../../lib/host-name.js";
import { validated } from "../../lib/validation.js";
import type { AdminUser } from "../admin-user/admin-user.entity.js";
import type { AdminUserService } from "../admin-user/admin-user.service.js";
import { SiteSettingsInput } from "../site-settings/site-settings.inputs.js";
import type { SiteSettingsService } from "../site-settings/site-settings.service.js";
import type { DioceseDirectory } from "./diocese-directory.js";
import { Diocese, DioceseHost } from "./diocese.entity.js";

/** A diocese to make: its names, the host names its site answers at, and its first administrator. */
export interface NewDiocese {
  /** Its full name, as its site heads its pages: "ACK Diocese of Mumias". */
  name: string;
  /** The short name its phone menus and SMS use (at most 60 characters); its full name when it fits. */
  shortName?: string;
  /** The first is the one its links name. */
  hosts: readonly string[];
  admin: { email: string; name: string; username?: string; password?: string };
}

/**
 * What else a change of a diocese's host names writes, in the change's own transaction: the
 * province's audit entry of it, so that neither is kept without the other.
 */
export type AlsoWritten = (manager: EntityManager, host: string) => Promise<void>;

export interface MadeDiocese {
  diocese: Diocese;
  hosts: string[];
  admin: AdminUser;
  /** The administrator's password: the one given, or one made to be printed once. */
  password: string;
}

/**
 * What the province's administrator does (issue #44): makes a diocese, with its host names, its
 * settings and its first administrator, and lists the dioceses. Only where the deployment serves
 * several (MULTI_DIOCESE=true); a diocese's own staff never reach it.
 */
export class ProvinceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly directory: DioceseDirectory,
    private readonly adminUsers: AdminUserService,
    private readonly siteSettings: SiteSettingsService,
    readonly servesManyDioceses: boolean,
    /** PROVINCE_HOST: the province's own pages, never a diocese's site. */
    private readonly provinceHost: string | null,
    /** PUBLIC_URL's host: the first diocese's, which its links name. */
    private readonly publicHost: string,
  ) {}

  /**
   * Makes a diocese whole or not at all: what can be refused is checked before anything is
   * written; the diocese and its hosts are written together; its administrator and settings are
   * written as the new diocese, and should that fail the diocese and its hosts are deleted again.
   */
  async create(data: NewDiocese): Promise<MadeDiocese> {
    this.refuseUnlessProvince();
    const hosts = checkedHosts(data.hosts);
    this.refuseProvinceHost(hosts);
    const settings = await validated(SiteSettingsInput, {
      fullName: data.name.trim(),
      shortName: (data.shortName ?? data.name).trim(),
      bannerText: "",
    });
    const { diocese, filled } = await this.makeAndFill(settings.fullName, hosts, async () => {
      const { email, name } = data.admin;
      const { user, password } = await this.adminUsers.create(
        SYSTEM_ACTOR,
        {
          email,
          name,
          username: data.admin.username ?? (await this.adminUsers.freeUsername(email, name)) ?? undefined,
          role: AdminRole.SYSTEM_ADMIN,
        },
        data.admin.password,
      );
      await this.siteSettings.update(SYSTEM_ACTOR, settings);
      return { admin: user, password };
    });
    return { diocese, hosts, ...filled };
  }

  /**
   * Makes a diocese at the hosts given and fills it with what `fill` writes, run as that diocese:
   * a diocese moved in from another deployment's archive (diocese-import.ts), its name the
   * archive's. Whole or not at all, as `create`.
   */
  async receive<Filled>(
    data: { name: string; hosts: readonly string[] },
    fill: () => Promise<Filled>,
  ): Promise<{ diocese: Diocese; hosts: string[]; filled: Filled }> {
    this.refuseUnlessProvince();
    const hosts = checkedHosts(data.hosts);
    this.refuseProvinceHost(hosts);
    const name = data.name.trim();
    if (name === "" || name.length > 200)
      throw new UserInputError("A diocese's name is 1 to 200 characters", "name");
    return { hosts, ...(await this.makeAndFill(name, hosts, fill)) };
  }

  /** Writes the diocese and its hosts, then runs `fill` as it; deletes them again should it fail. */
  private async makeAndFill<Filled>(
    name: string,
    hosts: readonly string[],
    fill: () => Promise<Filled>,
  ): Promise<{ diocese: Diocese; filled: Filled }> {
    await this.refuseTakenHosts(hosts);
    const diocese = await this.saveDiocese(name, hosts);
    let filled: Filled;
    try {
      filled = await asUnitOfWork(fill, diocese.id);
    } catch (error) {
      // Its hosts go with it (ON DELETE CASCADE); the id is never given again.
      await this.dataSource.getRepository(Diocese).delete(diocese.id);
      throw error;
    }
    // Once filled, the diocese stays: the other instances learn its hosts within 10 s regardless.
    await this.directory.reread();
    return { diocese, filled };
  }

  /** Every diocese with its host names, the main one first. */
  async list(): Promise<{ diocese: Diocese; hosts: string[] }[]> {
    const dioceses = await this.dataSource.getRepository(Diocese).find({ order: { id: "ASC" } });
    const hosts = await this.dataSource.getRepository(DioceseHost).find({ order: { host: "ASC" } });
    return dioceses.map((diocese) => withMainHostFirst(diocese, hosts));
  }

  /** A diocese with its host names, the main one first. */
  async one(dioceseId: number): Promise<{ diocese: Diocese; hosts: string[] }> {
    const diocese = await this.dataSource.getRepository(Diocese).findOneBy({ id: dioceseId });
    if (!diocese) throw new NotFoundError(`There is no diocese ${dioceseId}`);
    const hosts = await this.dataSource
      .getRepository(DioceseHost)
      .find({ where: { dioceseId }, order: { host: "ASC" } });
    return withMainHostFirst(diocese, hosts);
  }

  /** Gives a diocese another host name, where it answers at once (other instances within 10 s). */
  async addHost(dioceseId: number, given: string, alsoWritten?: AlsoWritten): Promise<string> {
    this.refuseUnlessProvince();
    const [host] = checkedHosts([given]);
    this.refuseProvinceHost([host!]);
    await this.one(dioceseId);
    await this.refuseTakenHosts([host!]);
    try {
      await this.dataSource.transaction(async (manager) => {
        await manager.insert(DioceseHost, { host, dioceseId });
        await alsoWritten?.(manager, host!);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw takenHost(host!);
      throw error;
    }
    await this.directory.reread();
    return host!;
  }

  /** Makes one of a diocese's hosts the one its links name: its e-mails, SMS and M-Pesa's callbacks. */
  async makeMainHost(dioceseId: number, given: string, alsoWritten?: AlsoWritten): Promise<string> {
    this.refuseUnlessProvince();
    const { diocese, hosts } = await this.one(dioceseId);
    const host = given.trim().toLowerCase();
    if (!hosts.includes(host)) throw notItsHost(host, diocese);
    if (diocese.id === FIRST_DIOCESE) {
      throw new UserInputError(
        `The first diocese's links name the host of PUBLIC_URL (${this.publicHost}): change PUBLIC_URL to change it`,
        "host",
      );
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.update(Diocese, { id: diocese.id }, { mainHost: host });
      await alsoWritten?.(manager, host);
    });
    await this.directory.reread();
    return host;
  }

  /**
   * Takes a host name from a diocese, which answers there no more (other instances within a
   * minute); its links name another should it be the main one. A diocese keeps one host at
   * least, and the first diocese PUBLIC_URL's, which it is given again at every start.
   */
  async removeHost(dioceseId: number, given: string, alsoWritten?: AlsoWritten): Promise<string> {
    this.refuseUnlessProvince();
    const host = given.trim().toLowerCase();
    await this.dataSource.transaction(async (manager) => {
      // Held until the end, so that two removals at once cannot take its last two hosts.
      const diocese = await manager.findOne(Diocese, {
        where: { id: dioceseId },
        lock: { mode: "pessimistic_write" },
      });
      if (!diocese) throw new NotFoundError(`There is no diocese ${dioceseId}`);
      const hosts = (await manager.findBy(DioceseHost, { dioceseId })).map((each) => each.host);
      if (!hosts.includes(host)) throw notItsHost(host, diocese);
      if (diocese.id === FIRST_DIOCESE && host === this.publicHost) {
        throw new UserInputError(
          `${host} is the host of PUBLIC_URL, where the first diocese answers`,
          "host",
        );
      }
      if (hosts.length === 1) {
        throw new UserInputError(
          `${host} is the only host name of ${diocese.name}: give it another first`,
          "host",
        );
      }
      await manager.delete(DioceseHost, { host, dioceseId });
      if (diocese.mainHost === host) await manager.update(Diocese, { id: diocese.id }, { mainHost: null });
      await alsoWritten?.(manager, host);
    });
    await this.directory.reread();
    return host;
  }

  private refuseUnlessProvince(): void {
    if (!this.servesManyDioceses) {
      throw new UserInputError(
        "This site serves one diocese. Only a province's deployment (PostgreSQL with MULTI_DIOCESE=true) makes others",
      );
    }
  }

  private refuseProvinceHost(hosts: readonly string[]): void {
    if (this.provinceHost !== null && hosts.includes(this.provinceHost)) {
      throw new UserInputError(`${this.provinceHost} is the province's own host (PROVINCE_HOST)`, "host");
    }
  }

  private async refuseTakenHosts(hosts: readonly string[]): Promise<void> {
    const taken = await this.dataSource.getRepository(DioceseHost).findBy({ host: In([...hosts]) });
    if (taken.length > 0) throw takenHost(taken[0]!.host);
  }

  private async saveDiocese(name: string, hosts: readonly string[]): Promise<Diocese> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const diocese = await manager.save(
          manager.create(Diocese, { name, mainHost: hosts[0]!, createdAt: new Date() }),
        );
        await manager.insert(
          DioceseHost,
          hosts.map((host) => ({ host, dioceseId: diocese.id })),
        );
        return diocese;
      });
    } catch (error) {
      // Another diocese was given one of the hosts meanwhile.
      if (isUniqueViolation(error)) throw takenHost(hosts.join(", "));
      throw error;
    }
  }
}

/** The host names given, lower case, each once; refused with what is wrong with the first bad one. */
function checkedHosts(given: readonly string[]): string[] {
  if (given.length === 0) throw new UserInputError("A diocese needs at least one host name", "host");
  const hosts = [...new Set(given.map((host) => host.trim().toLowerCase()))];
  for (const host of hosts) {
    if (!HOST_NAME.test(host)) {
      throw new UserInputError(
        `${host} is not a host name: give one such as mumias.example.org, without http:// or a port`,
        "host",
      );
    }
  }
  return hosts;
}

/**
 * A diocese with those of `hosts` that are its own, its main host first, the rest in the order
 * given. Read from the row: a command's process never loads the directory.
 */
function withMainHostFirst(
  diocese: Diocese,
  hosts: readonly DioceseHost[],
): { diocese: Diocese; hosts: string[] } {
  const own = hosts.filter((host) => host.dioceseId === diocese.id).map((host) => host.host);
  const main = diocese.mainHost;
  return {
    diocese,
    hosts: main && own.includes(main) ? [main, ...own.filter((host) => host !== main)] : own,
  };
}

function notItsHost(host: string, diocese: Diocese): UserInputError {
  return new UserInputError(`${host} is not a host name of ${diocese.name}`, "host");
}

function takenHost(host: string): UserInputError {
  return new UserInputError(`${host} is already the host name of a diocese`, "host");
}
