import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import type { AuditRules } from "../audit-log/audit-rules.js";

/**
 * An article of the province's own news (issue #44), written by its administrators at the
 * province's host and shown on the province's site, in Kiswahili where they gave it. No diocese's:
 * the deployment's, as its administrators are, so no row-level security.
 */
@Entity("province_article")
@Index("IDX_province_article_published", ["publishedAt", "id"])
export class ProvinceArticle {
  @PrimaryGeneratedColumn()
  id: number;

  /** Its address on the province's site, /news/<slug>, made from its first title and kept. */
  @Column("varchar", { length: 200, unique: true })
  slug: string;

  @Column("varchar", { length: 200 })
  title: string;

  @Column("varchar", { name: "title_sw", length: 200, nullable: true })
  titleInKiswahili: string | null;

  /** Plain text; a blank line between paragraphs. */
  @Column("text")
  body: string;

  @Column("text", { name: "body_sw", nullable: true })
  bodyInKiswahili: string | null;

  /** When it was published; null while it is a draft, which only the administrators see. */
  @Column({ name: "published_at", type: Date, nullable: true })
  publishedAt: Date | null;

  @Column({ name: "created_at", type: Date })
  createdAt: Date;

  @Column({ name: "updated_at", type: Date })
  updatedAt: Date;

  /** The administrator who wrote it (province_admin), and who changed it last. */
  @Column("integer", { name: "written_by", nullable: true })
  writtenBy: number | null;

  @Column("integer", { name: "changed_by", nullable: true })
  changedBy: number | null;
}

/**
 * What each diocese's audit log records of the province's news: nothing, as of its
 * administrators. The article itself keeps who wrote it and who changed it last.
 */
export const PROVINCE_ARTICLE_AUDIT_RULES: AuditRules = {
  province_article: { bookkeeping: true },
};
