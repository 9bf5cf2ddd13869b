import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

export type PasswordResetKind = "code" | "link";

/** A one-time code (e-mailed, 6 digits) or reset link; only a hash of its secret is kept. */
@Entity("password_reset")
export class PasswordReset {
  @PrimaryGeneratedColumn()
  id: number;

  @Column("integer", { name: "user_id" })
  userId: number;

  @Column("varchar", { length: 10 })
  kind: PasswordResetKind;

  @Column("varchar", { name: "secret_hash", length: 64 })
  secretHash: string;

  /** Tries at a code so far: each is counted before the code is compared (see AuthService). */
  @Column("integer", { name: "failed_attempts", default: 0 })
  tries: number;

  @CreateDateColumn({ name: "created_at" })
  createdAt: Date;

  @Column({ name: "expires_at", type: Date })
  expiresAt: Date;

  @Column({ name: "used_at", type: Date, nullable: true })
  usedAt: Date | null;
}
