import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from "typeorm";
import { AdminUser } from "../admin-user/admin-user.entity.js";

/** A signed-in browser or integration. Only the SHA-256 of its token is kept. */
@Entity("admin_session")
export class AdminSession {
  @PrimaryGeneratedColumn()
  id: number;

  @Column("varchar", { name: "token_hash", length: 64, unique: true })
  tokenHash: string;

  @Index()
  @Column("integer", { name: "user_id" })
  userId: number;

  @ManyToOne(() => AdminUser, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user: Relation<AdminUser>;

  @CreateDateColumn({ name: "created_at" })
  createdAt: Date;

  @Column({ name: "last_seen_at", type: Date })
  lastSeenAt: Date;

  /** The absolute end of the session, however active it is. */
  @Column({ name: "expires_at", type: Date })
  expiresAt: Date;

  @Column({ name: "revoked_at", type: Date, nullable: true })
  revokedAt: Date | null;
}
