import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import type { DataSource } from "typeorm";
import { requireParishRecordsReading, type Actor } from "../../authorization.js";
import { PageOf, pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { parseId, validated, type Untrusted } from "../../lib/validation.js";
import { Archdeaconry } from "../archdeaconry/archdeaconry.entity.js";
import { Parish } from "../parish/parish.entity.js";
import { ParishReturn, ParishReturnStatus } from "./parish-return.entity.js";
import { ParishReturnStatusesArgs, ParishReturnTotalsArgs } from "./parish-return.inputs.js";
import { numberOf, withinReach } from "./parish-return-reach.js";
import { submittedAnswers } from "./parish-return-trend.js";

/** More archdeaconries than a diocese has: the totals' rows. */
const MAX_ARCHDEACONRIES = 200;

@ObjectType({ description: "A parish and where its return for the year stands" })
export class ParishReturnStatusRow {
  @Field(() => ID)
  parishId: number;

  @Field(() => String)
  parishName: string;

  @Field(() => ID)
  archdeaconryId: number;

  @Field(() => String)
  archdeaconryName: string;

  @Field(() => ParishReturnStatus)
  status: ParishReturnStatus;

  @Field(() => Date, { nullable: true })
  submittedAt: Date | null;

  @Field(() => Date, { nullable: true, description: "When it was last saved" })
  updatedAt: Date | null;
}

@ObjectType({ description: "One page of the parishes, with their returns' status for a year" })
export class ParishReturnStatusPage extends PageOf(ParishReturnStatusRow) {}

@ObjectType({ description: "One question's sum over many returns" })
export class ParishReturnTotal {
  @Field(() => String)
  key: string;

  // A sum of answers of up to 10^9 each passes GraphQL's Int (2^31) over a few parishes' income:
  // a Float holds whole numbers exactly up to 2^53.
  @Field(() => Float, { description: "A whole number, which may pass 2,147,483,647" })
  value: number;
}

@ObjectType({ description: "An archdeaconry's submitted returns of a year, each question summed" })
export class ParishReturnArchdeaconryTotals {
  @Field(() => ID)
  archdeaconryId: number;

  @Field(() => String)
  archdeaconryName: string;

  @Field(() => Int, { description: "Its parishes" })
  parishes: number;

  @Field(() => Int, { description: "Its parishes whose return is submitted (and not reopened)" })
  submitted: number;

  @Field(() => [ParishReturnTotal], { description: "Each question's sum over the submitted returns" })
  totals: ParishReturnTotal[];
}

interface StatusRaw {
  parishId: number | string;
  parishName: string;
  archdeaconryId: number | string;
  archdeaconryName: string;
  status: ParishReturnStatus | null;
  submittedAt: Date | string | null;
  updatedAt: Date | string | null;
}

const dateOf = (raw: Date | string | null) => (raw === null ? null : new Date(raw));

/**
 * The diocese's view of a year's returns: every parish with its return's status, a page at a time,
 * and each archdeaconry's totals, summed in SQL. A reader sees the parishes they reach.
 */
export class ParishReturnOverviewService {
  constructor(private readonly dataSource: DataSource) {}

  async statuses(
    actor: Actor | null,
    args: Untrusted<ParishReturnStatusesArgs>,
  ): Promise<Page<ParishReturnStatusRow>> {
    const reach = requireParishRecordsReading(actor);
    const input = await validated(ParishReturnStatusesArgs, args);
    const archdeaconryId = input.archdeaconryId ? parseId(input.archdeaconryId, "archdeaconryId") : null;
    const query = this.dataSource
      .createQueryBuilder(Parish, "parish")
      .innerJoin(Archdeaconry, "archdeaconry", "archdeaconry.id = parish.archdeaconryId")
      .leftJoin(
        ParishReturn,
        "parishReturn",
        "parishReturn.parishId = parish.id AND parishReturn.year = :year",
        {
          year: input.year,
        },
      );
    withinReach(query, reach, archdeaconryId);
    if (input.status === ParishReturnStatus.NOT_STARTED) query.andWhere("parishReturn.id IS NULL");
    else if (input.status) query.andWhere("parishReturn.status = :status", { status: input.status });
    const total = await query.getCount();
    const { skip, take } = pageWindow(input);
    const rows = await query
      .select("parish.id", "parishId")
      .addSelect("parish.name", "parishName")
      .addSelect("archdeaconry.id", "archdeaconryId")
      .addSelect("archdeaconry.name", "archdeaconryName")
      .addSelect("parishReturn.status", "status")
      .addSelect("parishReturn.submittedAt", "submittedAt")
      .addSelect("parishReturn.updatedAt", "updatedAt")
      .orderBy("parish.name", "ASC")
      .addOrderBy("parish.id", "ASC")
      .offset(skip)
      .limit(take)
      .getRawMany<StatusRaw>();
    const items = rows.map((row) => ({
      parishId: numberOf(row.parishId),
      parishName: row.parishName,
      archdeaconryId: numberOf(row.archdeaconryId),
      archdeaconryName: row.archdeaconryName,
      status: row.status ?? ParishReturnStatus.NOT_STARTED,
      submittedAt: dateOf(row.submittedAt),
      updatedAt: dateOf(row.updatedAt),
    }));
    return pageOf(items, total, input);
  }

  /** Each archdeaconry's sums of the year's submitted returns, by question, and how many are in. */
  async totals(
    actor: Actor | null,
    args: Untrusted<ParishReturnTotalsArgs>,
  ): Promise<ParishReturnArchdeaconryTotals[]> {
    const reach = requireParishRecordsReading(actor);
    const input = await validated(ParishReturnTotalsArgs, args);
    const archdeaconryId = input.archdeaconryId ? parseId(input.archdeaconryId, "archdeaconryId") : null;
    const counts = await withinReach(
      this.dataSource
        .createQueryBuilder(Parish, "parish")
        .innerJoin(Archdeaconry, "archdeaconry", "archdeaconry.id = parish.archdeaconryId")
        .leftJoin(
          ParishReturn,
          "parishReturn",
          "parishReturn.parishId = parish.id AND parishReturn.year = :year AND parishReturn.status = :submitted",
          { year: input.year, submitted: ParishReturnStatus.SUBMITTED },
        ),
      reach,
      archdeaconryId,
    )
      .select("archdeaconry.id", "archdeaconryId")
      .addSelect("archdeaconry.name", "archdeaconryName")
      .addSelect("COUNT(parish.id)", "parishes")
      .addSelect("COUNT(parishReturn.id)", "submitted")
      .groupBy("archdeaconry.id")
      .addGroupBy("archdeaconry.name")
      .orderBy("archdeaconry.name", "ASC")
      .limit(MAX_ARCHDEACONRIES)
      .getRawMany<{
        archdeaconryId: number | string;
        archdeaconryName: string;
        parishes: string;
        submitted: string;
      }>();
    const sums = await withinReach(submittedAnswers(this.dataSource, [input.year]), reach, archdeaconryId)
      .select("parish.archdeaconryId", "archdeaconryId")
      .addSelect("answer.questionKey", "key")
      .addSelect("SUM(answer.value)", "total")
      .groupBy("parish.archdeaconryId")
      .addGroupBy("answer.questionKey")
      .getRawMany<{ archdeaconryId: number | string; key: string; total: number | string }>();
    return counts.map((row) => ({
      archdeaconryId: numberOf(row.archdeaconryId),
      archdeaconryName: row.archdeaconryName,
      parishes: numberOf(row.parishes),
      submitted: numberOf(row.submitted),
      totals: sums
        .filter((sum) => numberOf(sum.archdeaconryId) === numberOf(row.archdeaconryId))
        .map((sum) => ({ key: sum.key, value: numberOf(sum.total) })),
    }));
  }
}
