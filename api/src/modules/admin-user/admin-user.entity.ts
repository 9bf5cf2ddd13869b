import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";
import { AdminRole } from "../../authorization.js";
import { focalPointColumn, type FocalPoint } from "../media/focal-point.js";
import { LanguageChoice } from "../translation/translation.js";

registerEnumType(AdminRole, {
  name: "AdminRole",
  description:
    "What a member of staff may do: an editor keeps all the content; a parish editor their parish's page, services, events and news; a department editor their department's page and events; a treasurer keeps the ledger of gifts; an archdeacon reads the parish records of their archdeaconry and changes nothing; a system admin does all of it and manages the staff accounts",
});

/**
 * The roles that reach one place, each with the account's field that names it: a parish editor's
 * parish, a department editor's department, an archdeacon's archdeaconry. Every other role names none.
 */
export const SCOPED_ROLES = {
  [AdminRole.PARISH_EDITOR]: "parishId",
  [AdminRole.DEPARTMENT_EDITOR]: "departmentId",
  [AdminRole.ARCHDEACON]: "archdeaconryId",
} as const satisfies Partial<Record<AdminRole, keyof AdminUser>>;
export type ScopeField = (typeof SCOPED_ROLES)[keyof typeof SCOPED_ROLES];

/** A member of staff who signs in to the dashboard. The password hash is never exposed. */
@ObjectType({ description: "A member of staff who signs in to the dashboard" })
@Entity("admin_user")
export class AdminUser {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column("varchar", { length: 120 })
  name: string;

  @Field(() => String)
  @Column("varchar", { length: 254, unique: true })
  email: string;

  @Field(() => String)
  @Column("varchar", { length: 60, unique: true })
  username: string;

  @Field(() => String, { nullable: true, description: "E.164, such as +254712345678" })
  @Column("varchar", { length: 20, nullable: true })
  phone: string | null;

  @Field(() => AdminRole)
  @Column("varchar", { length: 20 })
  role: AdminRole;

  /**
   * A parish editor's parish; null for every other role, and for a parish editor whose parish was
   * deleted (they then change nothing until a system admin chooses another).
   */
  @Field(() => ID, { nullable: true, description: "A parish editor's parish" })
  @Column("integer", { name: "parish_id", nullable: true })
  parishId: number | null;

  /** A department editor's department, as parishId is a parish editor's parish. */
  @Field(() => ID, { nullable: true, description: "A department editor's department" })
  @Column("integer", { name: "department_id", nullable: true })
  departmentId: number | null;

  /** An archdeacon's archdeaconry, whose parishes' records they read; null as parishId is. */
  @Field(() => ID, { nullable: true, description: "An archdeacon's archdeaconry" })
  @Column("integer", { name: "archdeaconry_id", nullable: true })
  archdeaconryId: number | null;

  @Column("varchar", { name: "password_hash", length: 255 })
  passwordHash: string;

  @Field(() => Boolean)
  @Column("boolean", { default: true })
  active: boolean;

  /** Absolute-path URL of their own picture's largest JPEG (see the `image` field). */
  @Column("varchar", { name: "image_url", length: 500, nullable: true })
  imageUrl: string | null;

  /** What every crop of the picture keeps in view (GraphQL: `image { focalPoint }`). */
  @Column(focalPointColumn("image_focal_point"))
  imageFocalPoint: FocalPoint;

  /** The language of their dashboard, which they choose themselves (setMyLanguage). */
  @Field(() => LanguageChoice, { description: "The language of their dashboard: English or Kiswahili" })
  @Column("varchar", { length: 2, default: LanguageChoice.EN })
  language: LanguageChoice;

  @Field(() => Date)
  @CreateDateColumn({ name: "created_at" })
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ name: "last_sign_in_at", type: Date, nullable: true })
  lastSignInAt: Date | null;
}
