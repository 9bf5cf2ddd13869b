import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";
import { ApiTokenScope } from "../../authorization.js";

registerEnumType(ApiTokenScope, {
  name: "ApiTokenScope",
  description:
    "What an API token may do: READ_PRIVATE reads what an editor may read privately (subscribers, closed job openings, an event's dates, the totals of giving); WRITE_CONTENT changes the website's content as an editor does",
  valuesConfig: {
    READ_PRIVATE: { description: "Reads what an editor may read privately, and the totals of giving" },
    WRITE_CONTENT: { description: "Adds, changes and deletes the website's content, as an editor does" },
  },
});

/**
 * A token a system admin made for an integrator's program. Only the SHA-256 of its text is kept;
 * the text itself is shown once, when it is made.
 */
@ObjectType({ description: "A token an integrator's program sends as Authorization: Bearer" })
@Entity("api_token")
export class ApiToken {
  @Field(() => ID, { description: "What revokeApiToken takes" })
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String, { description: "Who uses it and for what, such as Parish app sync" })
  @Column("varchar", { length: 80, unique: true })
  name: string;

  @Field(() => [ApiTokenScope], { description: "What it may do besides the public reads" })
  @Column("simple-array")
  scopes: ApiTokenScope[];

  @Column("varchar", { name: "token_hash", length: 64, unique: true })
  tokenHash: string;

  @Field(() => String, {
    description: "The first characters of the token, so that staff can tell tokens apart without it",
  })
  @Column("varchar", { length: 20 })
  prefix: string;

  /** The system admin who made it; the token acts as no one, and outlives their account. */
  @Column("integer", { name: "created_by_user_id", nullable: true })
  createdByUserId: number | null;

  @Field(() => Date, { description: "When a system admin made it" })
  @CreateDateColumn({ name: "created_at" })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: "When it stops working; null when it never does" })
  @Column({ name: "expires_at", type: Date, nullable: true })
  expiresAt: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: "When it was last sent, to the minute; null when it never has been",
  })
  @Column({ name: "last_used_at", type: Date, nullable: true })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true, description: "When a system admin revoked it; null while it works" })
  @Column({ name: "revoked_at", type: Date, nullable: true })
  revokedAt: Date | null;
}
