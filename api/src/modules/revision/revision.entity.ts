import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { REVISED_TYPES } from "../../site/content-types/index.js";

/** The revised types by GraphQL name, each with what content_revision.content_type stores for it. */
type RevisedTypes = {
  [Type in (typeof REVISED_TYPES)[number] as Type["revisions"]["graphqlName"]]: Type["revisions"]["storedAs"];
};
/** The content types whose history is kept, from their declarations (api/src/site/content-types/). */
export const RevisedContentType = Object.fromEntries(
  REVISED_TYPES.map(({ revisions }) => [revisions.graphqlName, revisions.storedAs]),
) as RevisedTypes;
export type RevisedContentType = RevisedTypes[keyof RevisedTypes];
registerEnumType(RevisedContentType, {
  name: "RevisedContentType",
  description: "A kind of content whose history is kept: every save makes a revision",
});

/**
 * One save of a news article, information page, department page or Bishop's message: who saved it,
 * when, and what its editable fields then held (`snapshot`, JSON; see revision-snapshots.ts).
 */
@ObjectType({
  description:
    "One saved version of a news article, information page, department page or Bishop's message (staff only)",
})
@Entity("content_revision")
@Index("IDX_content_revision_item_number", ["contentType", "contentId", "number"], { unique: true })
export class ContentRevision {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => RevisedContentType)
  @Column("varchar", { name: "content_type", length: 30 })
  contentType: RevisedContentType;

  @Field(() => ID, { description: "The id of the article, page, department or message" })
  @Column("integer", { name: "content_id" })
  contentId: number;

  @Field(() => Int, { description: "1 for the item's first revision, then 2, 3, ..." })
  @Column("integer")
  number: number;

  @Field(() => Date)
  @CreateDateColumn({ name: "saved_at", type: Date })
  savedAt: Date;

  @Field(() => Int, {
    nullable: true,
    description:
      "The account of the member of staff who saved it; null for an API token or the website itself",
  })
  @Column("integer", { name: "saved_by_user_id", nullable: true })
  savedByUserId: number | null;

  @Field(() => String, {
    description: "Who saved it, as they were named then: a member of staff, or an API token's name",
  })
  @Column("varchar", { name: "saved_by_name", length: 200 })
  savedBy: string;

  /** The item's editable fields as saved: JSON of a RevisionSnapshot. */
  @Column("text")
  snapshot: string;
}
