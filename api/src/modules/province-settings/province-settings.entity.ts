import { Column, Entity, PrimaryColumn } from "typeorm";
import type { AuditRules } from "../audit-log/audit-rules.js";

/** The one row's id: the deployment has one province. */
export const THE_PROVINCE = 1;

/**
 * The province's own settings (issue #44): its name, which heads the province's site, in
 * Kiswahili where its administrators gave it. One row, none until they name it; the deployment's,
 * as they are, so no row-level security.
 */
@Entity("province_settings")
export class ProvinceSettings {
  @PrimaryColumn("integer")
  id: number;

  /** "Anglican Church of Kenya", as the province's pages name it in English. */
  @Column("varchar", { length: 120 })
  name: string;

  /** "Kanisa la Kianglikana Kenya"; its Kiswahili pages use the English name when null. */
  @Column("varchar", { name: "name_sw", length: 120, nullable: true })
  nameInKiswahili: string | null;

  @Column({ name: "updated_at", type: Date })
  updatedAt: Date;

  /** The administrator who changed it last (province_admin). */
  @Column("integer", { name: "changed_by", nullable: true })
  changedBy: number | null;
}

/** What each diocese's audit log records of the province's settings: nothing, as of its administrators. */
export const PROVINCE_SETTINGS_AUDIT_RULES: AuditRules = {
  province_settings: { bookkeeping: true },
};
