import type { DataSource, EntityManager, Repository } from "typeorm";
import { newestFirstPage, type CursorPage } from "../../db/newest-first-page.js";
import type { ProvinceAdmin } from "./province-admin.entity.js";
import { ProvinceAuditEntry, type ProvinceAct } from "./province-audit.entity.js";

/** The entries a page of the province's audit log holds. */
const ENTRIES_A_PAGE = 20;

/** Who acts, and from where: the administrator signed in, and the request's network address. */
export interface ProvinceActor {
  admin: Pick<ProvinceAdmin, "id" | "name">;
  ip: string;
}

/**
 * The province's audit log (issue #44): what its administrators did at the province's pages
 * (signed in, made a diocese, changed its host names, wrote, changed or deleted an article), the
 * latest first. Each act is written in the transaction of what it records where it is one (an
 * article's, a host's), so neither is kept alone.
 */
export class ProvinceAuditLog {
  private readonly entries: Repository<ProvinceAuditEntry>;

  constructor(
    dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.entries = dataSource.getRepository(ProvinceAuditEntry);
  }

  async record(
    by: ProvinceActor,
    action: ProvinceAct,
    subject: string,
    manager?: EntityManager,
  ): Promise<void> {
    const entries = manager ? manager.getRepository(ProvinceAuditEntry) : this.entries;
    await entries.insert({
      at: this.now(),
      adminId: by.admin.id,
      adminName: by.admin.name,
      action,
      subject: subject.slice(0, 200),
      ip: by.ip.slice(0, 45),
    });
  }

  /** A page of the log, the latest first (`after` a page's nextCursor). */
  latest(after: string | null = null): Promise<CursorPage<ProvinceAuditEntry>> {
    return newestFirstPage(this.entries, {}, "at", { page: 1, pageSize: ENTRIES_A_PAGE, after });
  }
}
