import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";

/**
 * One of a diocese's secrets, sealed (lib/sealed-secrets.ts): never read by any answer, never
 * written to the audit log's values (DIOCESE_AUDIT_RULES).
 */
@Entity("diocese_secret")
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
