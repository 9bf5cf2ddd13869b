import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";

export const DIOCESE_SECRET_TABLE = "diocese_secret";

/**
 * One of a diocese's secrets, sealed (lib/sealed-secrets.ts): never read by any answer, never
 * written to the audit log's values (DIOCESE_AUDIT_RULES).
 */
@Entity(DIOCESE_SECRET_TABLE)
export class DioceseSecret {
  @PrimaryGeneratedColumn()
  id: number;

  /** What it is: one of SECRET_NAMES. */
  @Column("varchar", { length: 60 })
  name: string;

  @Column("text")
  sealed: string;

  @Column({ name: "updated_at", type: Date })
  updatedAt: Date;
}
