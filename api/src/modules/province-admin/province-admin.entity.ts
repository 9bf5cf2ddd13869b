import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import type { AuditRules } from "../audit-log/audit-rules.js";

/**
 * A province's administrator (issue #44): makes and lists the dioceses at the province's own host
 * (PROVINCE_HOST), and is no member of any diocese's staff, so reaches no diocese's content unless
 * also given an account there. The deployment's, as its dioceses are: no row-level security.
 */
@Entity("province_admin")
export class ProvinceAdmin {
  @PrimaryGeneratedColumn()
  id: number;

  /** Lower case; what they sign in with. */
  @Column("varchar", { length: 254, unique: true })
  email: string;

  @Column("varchar", { length: 120 })
  name: string;

  @Column("varchar", { name: "password_hash", length: 255 })
  passwordHash: string;

  @Column({ name: "created_at", type: Date })
  createdAt: Date;
}

/** A province administrator's signed-in browser. Only the SHA-256 of its token is kept. */
@Entity("province_session")
export class ProvinceSession {
  @PrimaryGeneratedColumn()
  id: number;

  @Column("varchar", { name: "token_hash", length: 64, unique: true })
  tokenHash: string;

  @Column("integer", { name: "admin_id" })
  adminId: number;

  @Column({ name: "expires_at", type: Date })
  expiresAt: Date;
}

/**
 * What each diocese's audit log records of the province's administrators, their sessions and
 * their own log: nothing. They are the deployment's; the province's acts are in its own log
 * (province-audit.service.ts), and each diocese's is of that diocese's staff's acts.
 */
export const PROVINCE_ADMIN_AUDIT_RULES: AuditRules = {
  province_admin: { bookkeeping: true },
  province_session: { bookkeeping: true },
  province_audit_entry: { bookkeeping: true },
};
