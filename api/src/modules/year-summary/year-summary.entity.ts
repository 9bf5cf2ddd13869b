import { Field, Int, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryColumn } from "typeorm";

/**
 * What the diocese decided about a year's public summary ("The year in numbers" on the About
 * pages): whether it is published, and whether it names what each parish paid of its assessment.
 * A year with no row is not published; the parishes' money is shown only when ticked.
 */
@ObjectType({ description: "Whether a year's summary is on the website, and what it shows" })
@Entity("year_summary")
export class YearSummarySetting {
  @Field(() => Int)
  @PrimaryColumn("integer")
  year: number;

  @Field(() => Boolean, { description: "Whether visitors and integrators see the year's summary" })
  @Column("boolean", { default: false })
  published: boolean;

  @Field(() => Boolean, {
    description: "Whether the summary lists what each parish paid of its assessment (off unless ticked)",
  })
  @Column("boolean", { name: "shows_parish_payments", default: false })
  showsParishPayments: boolean;

  /** The member of staff who changed it last. */
  @Column("integer", { name: "updated_by" })
  updatedBy: number;

  @Column({ name: "updated_at", type: Date })
  updatedAt: Date;
}
