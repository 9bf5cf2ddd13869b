import { Field, ID, ObjectType, UseMiddleware } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import {
  InKiswahili,
  kiswahiliColumn,
  needsTranslationColumn,
  type KiswahiliTexts,
  type TranslatableFields,
} from "../translation/translation.js";

/** The fields with a Kiswahili version, and their longest (the English one's limit). */
export const EVENT_TRANSLATION: TranslatableFields = {
  title: { kind: "line", maxLength: 200 },
  place: { kind: "line", maxLength: 200 },
  description: { kind: "text", maxLength: 5_000 },
};

@ObjectType({ description: "A programme or event of the diocese, on one day or repeating" })
@Entity("event")
@Index("IDX_event_next_occurrence", ["nextDate", "nextStartTime", "id"])
export class Event {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @UseMiddleware(InKiswahili)
  @Field(() => String)
  @Column("varchar", { length: 200 })
  title: string;

  @Field(() => String, {
    description: "The day, as YYYY-MM-DD, in the diocese's calendar; of a repeating event, its first day",
  })
  @Index()
  @Column("varchar", { length: 10 })
  date: string;

  @Field(() => String, { description: "When it starts, as HH:mm:ss on a 24-hour clock" })
  @Column("varchar", { name: "start_time", length: 8 })
  startTime: string;

  @Field(() => String, { description: "When it ends, as HH:mm:ss on a 24-hour clock; after the start" })
  @Column("varchar", { name: "end_time", length: 8 })
  endTime: string;

  @UseMiddleware(InKiswahili)
  @Field(() => String, { nullable: true, description: "Where it takes place" })
  @Column("varchar", { length: 200, nullable: true })
  place: string | null;

  @Field(() => ID, {
    nullable: true,
    description: "The parish it belongs to, whose page and calendar show it",
  })
  @Index()
  @Column("integer", { name: "parish_id", nullable: true })
  parishId: number | null;

  @Field(() => ID, {
    nullable: true,
    description: "The department it belongs to, whose page and calendar show it",
  })
  @Index()
  @Column("integer", { name: "department_id", nullable: true })
  departmentId: number | null;

  /** How it repeats, as the text of an RFC 5545 RRULE (see repeat.ts); null when it happens once. */
  @Column("varchar", { name: "repeat_rule", length: 200, nullable: true })
  repeatRule: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The day of its last occurrence, as YYYY-MM-DD; null when it repeats without end",
  })
  @Index()
  @Column("varchar", { name: "last_date", length: 10, nullable: true })
  lastDate: string | null;

  @UseMiddleware(InKiswahili)
  @Field(() => String, { nullable: true, description: "What it is about, as plain text" })
  @Column("text", { nullable: true })
  description: string | null;

  @Field(() => Date)
  @CreateDateColumn({ name: "created_at", type: Date })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ name: "updated_at", type: Date })
  updatedAt: Date;

  /** The Kiswahili texts of its translatable fields (modules/translation/); GraphQL: `kiswahili`. */
  @Column(kiswahiliColumn())
  kiswahili: KiswahiliTexts | null;

  @Field(() => Boolean, {
    description: "Whether some of its English text has no Kiswahili version (staff filter on it)",
  })
  @Column(needsTranslationColumn())
  needsTranslation: boolean;

  /**
   * Its next occurrence on or after `nextKnownOn` (its date and start time; for one whose every
   * coming occurrence is cancelled, its last day at "99"), by which SQL orders the coming events:
   * next-dates.ts keeps them. Null when not known yet.
   */
  @Column("varchar", { name: "next_date", length: 10, nullable: true })
  nextDate: string | null;

  @Column("varchar", { name: "next_start_time", length: 8, nullable: true })
  nextStartTime: string | null;

  @Column("varchar", { name: "next_known_on", length: 10, nullable: true })
  nextKnownOn: string | null;
}
