import { Field, Int, ObjectType } from "type-graphql";
import { LessThan, type EntityManager, type FindOptionsWhere } from "typeorm";
import { containing } from "../../lib/containing.js";
import { Contribution, GiftStatus } from "../contribution/contribution.entity.js";
import { Pledge, PledgeStatus } from "./pledge.entity.js";
import type { PledgeFilterArgs } from "./pledge.inputs.js";

@ObjectType({ description: "What the pledges a filter chooses promise, have paid and owe past their day" })
export class PledgeTotals {
  @Field(() => Int, { description: "Pledges chosen" })
  pledges: number;

  @Field(() => Int, { description: "Promised, in shillings, by those not cancelled" })
  promisedKes: number;

  @Field(() => Int, { description: "Paid towards them, in shillings, cancelled ones too" })
  paidKes: number;

  @Field(() => Int, { description: "Open pledges past their day" })
  overdue: number;

  @Field(() => Int, { description: "What those owe, in shillings" })
  overdueKes: number;
}

/** The pledges a filter chooses; `today` is the diocese's, for those past their day. */
export function whereOfPledges(filter: PledgeFilterArgs, today: string): FindOptionsWhere<Pledge> {
  return {
    ...(filter.projectId ? { projectId: Number(filter.projectId) } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.overdue ? { status: PledgeStatus.OPEN, dueOn: LessThan(today) } : {}),
    ...(filter.search ? { name: containing("search", filter.search) } : {}),
  };
}

type Row = Record<string, string | number | null>;
const asNumber = (value: string | number | null | undefined) => Number(value ?? 0);

/** Promised, paid and overdue of the pledges a filter chooses: three sums, whatever their number. */
export async function pledgeTotals(
  manager: EntityManager,
  filter: PledgeFilterArgs,
  today: string,
): Promise<PledgeTotals> {
  const where = whereOfPledges(filter, today);
  const chosen = () => manager.createQueryBuilder(Pledge, "pledge").where(where);
  const notCancelled = `CASE WHEN pledge.status <> '${PledgeStatus.CANCELLED}' THEN pledge.amount_kes ELSE 0 END`;
  const [promised, paid, overdue] = await Promise.all([
    chosen()
      .select("COUNT(*)", "pledges")
      .addSelect(`COALESCE(SUM(${notCancelled}), 0)`, "promised")
      .getRawOne<Row>(),
    chosen()
      .innerJoin(Contribution, "entry", "entry.pledge_id = pledge.id AND entry.status = :paid", {
        paid: GiftStatus.PAID,
      })
      .select("COALESCE(SUM(entry.amount_kes), 0)", "paid")
      .getRawOne<Row>(),
    overdueOf(manager, where, today),
  ]);
  return {
    pledges: asNumber(promised?.pledges),
    promisedKes: asNumber(promised?.promised),
    paidKes: asNumber(paid?.paid),
    ...overdue,
  };
}

/** The open pledges among those chosen that are past their day, and what they still owe. */
async function overdueOf(manager: EntityManager, where: FindOptionsWhere<Pledge>, today: string) {
  const owed = manager
    .createQueryBuilder()
    .select("pledge.amount_kes - COALESCE(SUM(entry.amount_kes), 0)", "owed")
    .from(Pledge, "pledge")
    .leftJoin(Contribution, "entry", "entry.pledge_id = pledge.id AND entry.status = :paid", {
      paid: GiftStatus.PAID,
    })
    .where(where)
    .andWhere("pledge.status = :open AND pledge.due_on < :today", { open: PledgeStatus.OPEN, today })
    .groupBy("pledge.id")
    .addGroupBy("pledge.amount_kes");
  const row = await manager
    .createQueryBuilder()
    .select("COUNT(*)", "overdue")
    .addSelect("COALESCE(SUM(CASE WHEN owing.owed > 0 THEN owing.owed ELSE 0 END), 0)", "owed")
    .from(`(${owed.getQuery()})`, "owing")
    .setParameters(owed.getParameters())
    .getRawOne<Row>();
  return { overdue: asNumber(row?.overdue), overdueKes: asNumber(row?.owed) };
}
