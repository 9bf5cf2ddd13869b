import { Column, Entity, PrimaryColumn, type ValueTransformer } from "typeorm";

/** A bigint column as a number: PostgreSQL's driver reads a bigint as text. */
const BIGINT_AS_NUMBER: ValueTransformer = {
  to: (value: number) => value,
  from: (value: string | number) => Number(value),
};

/**
 * A project's running total of its paid ledger entries, kept by the writes that add or settle them
 * (appeal-totals.ts), so that an appeal's progress is read in one row however long its ledger.
 *
 * A table of its own rather than columns on `project`: the project is content (revisions, the audit
 * log, its editors' saves), and a gift is none of those; a row of its own is the only row every
 * gift to the appeal locks, no editor's save waits on it or overwrites it, and a gift drops from
 * the response cache only the answers that read the totals, not every answer that reads a project.
 */
@Entity("appeal_total")
export class AppealTotal {
  @PrimaryColumn("integer", { name: "project_id" })
  projectId: number;

  /** Whole shillings: the sum of the paid entries, which may pass 2^31. */
  @Column("bigint", { name: "raised_kes", default: 0, transformer: BIGINT_AS_NUMBER })
  raisedKes: number;

  /** Whole shillings of OPENING entries (raised before the ledger began). */
  @Column("bigint", { name: "opening_kes", default: 0, transformer: BIGINT_AS_NUMBER })
  openingKes: number;

  /** Gifts paid (STK, PAYBILL, STAFF), less reversals. */
  @Column("integer", { default: 0 })
  gifts: number;
}
