import { Field, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn, Unique } from "typeorm";

/**
 * One occurrence of a repeating event that is cancelled, or changed (another day, time, place,
 * title or description), as a calendar's EXDATE and RECURRENCE-ID do. A changed occurrence keeps
 * all of its own details, so that a later change to the whole series leaves it as staff made it.
 */
@ObjectType({ description: "An occurrence of a repeating event that is cancelled or changed" })
@Entity("event_occurrence_change")
@Unique("UQ_event_occurrence_change", ["eventId", "occurrenceDate"])
export class OccurrenceChange {
  @PrimaryGeneratedColumn()
  id: number;

  @Column("integer", { name: "event_id" })
  eventId: number;

  @Field(() => String, {
    description: "The day the event's rule gives this occurrence (YYYY-MM-DD), which names it",
  })
  @Column("varchar", { name: "occurrence_date", length: 10 })
  occurrenceDate: string;

  @Field(() => Boolean, { description: "True when it does not take place" })
  @Column("boolean", { default: false })
  cancelled: boolean;

  @Field(() => String, { nullable: true, description: "Its day, as YYYY-MM-DD; null when cancelled" })
  @Column("varchar", { length: 10, nullable: true })
  date: string | null;

  @Field(() => String, { nullable: true, description: "When it starts, as HH:mm:ss; null when cancelled" })
  @Column("varchar", { name: "start_time", length: 8, nullable: true })
  startTime: string | null;

  @Field(() => String, { nullable: true, description: "When it ends, as HH:mm:ss; null when cancelled" })
  @Column("varchar", { name: "end_time", length: 8, nullable: true })
  endTime: string | null;

  @Field(() => String, { nullable: true, description: "Its title; null when cancelled" })
  @Column("varchar", { length: 200, nullable: true })
  title: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 200, nullable: true })
  place: string | null;

  @Field(() => String, { nullable: true })
  @Column("text", { nullable: true })
  description: string | null;
}
