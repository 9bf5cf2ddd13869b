import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

export type AdminRole = "system_admin" | "editor";

/** A member of staff who signs in to the dashboard. Not exposed over GraphQL yet. */
@Entity("admin_user")
export class AdminUser {
  @PrimaryGeneratedColumn()
  id: number;

  @Column("varchar", { length: 120 })
  name: string;

  @Column("varchar", { length: 254, unique: true })
  email: string;

  @Column("varchar", { length: 60, unique: true })
  username: string;

  /** E.164, such as +254712345678. */
  @Column("varchar", { length: 20, nullable: true })
  phone: string | null;

  @Column("varchar", { length: 20 })
  role: AdminRole;

  @Column("varchar", { name: "password_hash", length: 255 })
  passwordHash: string;

  @Column("boolean", { default: true })
  active: boolean;

  @CreateDateColumn({ name: "created_at" })
  createdAt: Date;

  @Column({ name: "last_sign_in_at", type: Date, nullable: true })
  lastSignInAt: Date | null;
}
