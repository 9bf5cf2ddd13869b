import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import type { DataSource, SelectQueryBuilder } from "typeorm";
import { requireParishRecordsReading, type Actor, type ParishRecordsReach } from "../../authorization.js";
import { pageOf, pageWindow } from "../../lib/pagination.js";
import { parseId, validated, type Untrusted } from "../../lib/validation.js";
import { Archdeaconry } from "../archdeaconry/archdeaconry.entity.js";
import { Parish } from "../parish/parish.entity.js";
import { ParishReturn, ParishReturnAnswer, ParishReturnStatus } from "./parish-return.entity.js";
import { ParishReturnTrendArgs } from "./parish-return.inputs.js";
import { numberOf, withinReach } from "./parish-return-reach.js";

/** The years a trend follows, the last one included. */
export const TREND_YEARS = 5;

@ObjectType({ description: "An archdeaconry's or a parish's total of one question, year by year" })
export class ParishReturnTrendRow {
  @Field(() => ID)
  id: number;

  @Field(() => String)
  name: string;

  // Sums of answers pass GraphQL's Int over a few parishes' income (see ParishReturnTotal).
  @Field(() => [Float], {
    description: "One total per year of the trend's years (whole numbers), 0 when no return was submitted",
  })
  totals: number[];
}

@ObjectType({
  description:
    "A question's totals over five years: the whole of what the reader reaches, and one page of rows",
})
export class ParishReturnTrend {
  @Field(() => String)
  key: string;

  @Field(() => [Int])
  years: number[];

  @Field(() => [Float], { description: "Every parish the reader reaches, year by year (whole numbers)" })
  all: number[];

  @Field(() => Boolean, { description: "Whether a row is a parish (else an archdeaconry)" })
  byParish: boolean;

  @Field(() => [ParishReturnTrendRow])
  items: ParishReturnTrendRow[];

  @Field(() => Int)
  total: number;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  pageSize: number;

  @Field(() => Int)
  pageCount: number;
}

/** The answers of the submitted returns of those years, joined to their returns and parishes. */
export function submittedAnswers(
  dataSource: DataSource,
  years: readonly number[],
): SelectQueryBuilder<ParishReturnAnswer> {
  return dataSource
    .createQueryBuilder(ParishReturnAnswer, "answer")
    .innerJoin(ParishReturn, "parishReturn", "parishReturn.id = answer.returnId")
    .innerJoin(Parish, "parish", "parish.id = parishReturn.parishId")
    .where("parishReturn.year IN (:...years)", { years: [...years] })
    .andWhere("parishReturn.status = :submitted", { submitted: ParishReturnStatus.SUBMITTED });
}

type SumRow = { id?: number | string; year: number | string; total: number | string };

/**
 * A question's totals over five years, summed in SQL over the submitted returns: each
 * archdeaconry a row, or each parish of one archdeaconry (a page at a time: an archdeaconry may
 * have hundreds). A parish editor's rows are their own parish.
 */
export class ParishReturnTrendService {
  constructor(private readonly dataSource: DataSource) {}

  async trend(actor: Actor | null, args: Untrusted<ParishReturnTrendArgs>): Promise<ParishReturnTrend> {
    const reach = requireParishRecordsReading(actor);
    const input = await validated(ParishReturnTrendArgs, args);
    const archdeaconryId = input.archdeaconryId ? parseId(input.archdeaconryId, "archdeaconryId") : null;
    const years = Array.from({ length: TREND_YEARS }, (_, index) => input.lastYear - TREND_YEARS + 1 + index);
    const byParish = archdeaconryId !== null || reach.parishId !== null;
    const rows = byParish
      ? withinReach(this.dataSource.createQueryBuilder(Parish, "parish"), reach, archdeaconryId).select(
          "parish.id",
          "id",
        )
      : this.archdeaconriesWithin(reach);
    const total = await rows.getCount();
    const { skip, take } = pageWindow(input);
    const named = await rows
      .addSelect(byParish ? "parish.name" : "archdeaconry.name", "name")
      .orderBy(byParish ? "parish.name" : "archdeaconry.name", "ASC")
      .addOrderBy(byParish ? "parish.id" : "archdeaconry.id", "ASC")
      .offset(skip)
      .limit(take)
      .getRawMany<{ id: number | string; name: string }>();
    const ids = named.map((row) => numberOf(row.id));
    const sums = (query: SelectQueryBuilder<ParishReturnAnswer>) =>
      withinReach(query.andWhere("answer.questionKey = :key", { key: input.key }), reach, archdeaconryId)
        .addSelect("parishReturn.year", "year")
        .addSelect("SUM(answer.value)", "total")
        .addGroupBy("parishReturn.year")
        .getRawMany<SumRow>();
    const column = byParish ? "parish.id" : "parish.archdeaconryId";
    const rowSums =
      ids.length === 0
        ? []
        : await sums(
            submittedAnswers(this.dataSource, years)
              .andWhere(`${column} IN (:...ids)`, { ids })
              .select(column, "id")
              .groupBy(column),
          );
    const allSums = await sums(
      submittedAnswers(this.dataSource, years).select("parishReturn.year", "yearOnly"),
    );
    const byYear = (rows: SumRow[]) =>
      years.map((year) => numberOf(rows.find((row) => numberOf(row.year) === year)?.total));
    const items = named.map((row) => ({
      id: numberOf(row.id),
      name: row.name,
      totals: byYear(rowSums.filter((sum) => numberOf(sum.id) === numberOf(row.id))),
    }));
    return { key: input.key, years, all: byYear(allSums), byParish, ...pageOf(items, total, input) };
  }

  /** The archdeaconries the reader reaches: every one, or an archdeacon's own. */
  private archdeaconriesWithin(reach: ParishRecordsReach) {
    const query = this.dataSource
      .createQueryBuilder(Archdeaconry, "archdeaconry")
      .select("archdeaconry.id", "id");
    if (reach.archdeaconryId !== null) query.where("archdeaconry.id = :id", { id: reach.archdeaconryId });
    return query;
  }
}
