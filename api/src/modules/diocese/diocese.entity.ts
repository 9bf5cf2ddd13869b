import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from "typeorm";
import type { AuditRules } from "../audit-log/audit-rules.js";

/**
 * A diocese the deployment serves (issue #44). Its own settings are its site_settings row; every
 * other table's rows carry its id (db/dioceses.ts).
 */
@Entity("diocese")
@Index("IDX_diocese_paybill_number", ["paybillNumber"], { unique: true })
export class Diocese {
  @PrimaryGeneratedColumn()
  id: number;

  @Column("varchar", { length: 200 })
  name: string;

  /**
   * The host its links name, one of its hosts; null for the first diocese, whose address is
   * PUBLIC_URL, or to name its first host in alphabetical order.
   */
  @Column("varchar", { name: "main_host", length: 253, nullable: true })
  mainHost: string | null;

  /**
   * The paybill its own Daraja account pays into (its mpesa-shortcode secret), unique across the
   * dioceses; null for the first diocese, whose paybill is MPESA_SHORTCODE, or one without.
   */
  @Column("varchar", { name: "paybill_number", length: 7, nullable: true })
  paybillNumber: string | null;

  @Column({ name: "created_at", type: Date })
  createdAt: Date;
}

/** A host name a diocese's site answers at (kakamega.example.org, a custom domain), lower case. */
@Entity("diocese_host")
export class DioceseHost {
  @PrimaryColumn("varchar", { length: 253 })
  host: string;

  @Column("integer", { name: "diocese_id" })
  dioceseId: number;
}

/**
 * What the audit log records of the dioceses and their hosts: nothing. They are the deployment's,
 * and each diocese's audit log is of that diocese's staff's acts.
 */
export const DIOCESE_AUDIT_RULES: AuditRules = {
  diocese: { bookkeeping: true },
  diocese_host: { bookkeeping: true },
};
