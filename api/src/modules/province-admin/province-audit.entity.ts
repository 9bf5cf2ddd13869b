import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/** What a province's administrator did, as the province's audit log shows it. */
export enum ProvinceAct {
  SIGNED_IN = "signed in",
  MADE_DIOCESE = "made the diocese",
  GAVE_HOST = "gave a host name",
  MADE_MAIN_HOST = "made the host its links name",
  TOOK_HOST = "took a host name away",
  WROTE_ARTICLE = "wrote the article",
  CHANGED_ARTICLE = "changed the article",
  DELETED_ARTICLE = "deleted the article",
  NAMED_PROVINCE = "named the province",
}

/**
 * One act of a province's administrator (issue #44): who, what, on what and from where. The
 * deployment's, as they are; each diocese's own audit log is of its staff's acts.
 */
@Entity("province_audit_entry")
@Index("IDX_province_audit_entry_at", ["at", "id"])
export class ProvinceAuditEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: Date })
  at: Date;

  /** The administrator's account, or null once it has gone. */
  @Column("integer", { name: "admin_id", nullable: true })
  adminId: number | null;

  /** Their name as it was. */
  @Column("varchar", { name: "admin_name", length: 120 })
  adminName: string;

  @Column("varchar", { length: 40 })
  action: ProvinceAct;

  /** What it was done to: a diocese's or an article's name, as it was. */
  @Column("varchar", { length: 200 })
  subject: string;

  /** The network address it came from. */
  @Column("varchar", { length: 45, nullable: true })
  ip: string | null;
}
