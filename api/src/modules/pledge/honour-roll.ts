import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { In, type EntityManager } from "typeorm";
import { Archdeaconry } from "../archdeaconry/archdeaconry.entity.js";
import { AppealTotal } from "../contribution/appeal-total.entity.js";
import { GiftStatus } from "../contribution/contribution.entity.js";
import { Parish } from "../parish/parish.entity.js";
import { HonourRollShowing, PledgerKind, PledgeStatus } from "./pledge.entity.js";

/*
 * An appeal's honour roll: what each parish (or archdeaconry) has promised and given towards it,
 * with the names of those who agreed to be named. Anonymous pledges count in the totals and name
 * no one; no phone or e-mail is ever read. A gift counts under a parish through the pledge it pays
 * towards; gifts towards no pledge are the appeal's own, outside every group.
 */

export enum HonourRollGrouping {
  PARISH = "PARISH",
  ARCHDEACONRY = "ARCHDEACONRY",
}
registerEnumType(HonourRollGrouping, {
  name: "HonourRollGrouping",
  description: "What the honour roll groups pledges and gifts by",
});

/** At most this many names under each group, the largest pledges first; the rest are counted. */
export const NAMES_PER_GROUP = 20;

@ObjectType({ description: "A pledger who agreed to be named on the honour roll" })
export class HonourRollName {
  @Field(() => String)
  name: string;

  @Field(() => PledgerKind)
  kind: PledgerKind;

  @Field(() => Int, { nullable: true, description: "Only when the pledger agreed to show it" })
  amountKes: number | null;
}

@ObjectType({ description: "One parish's or archdeaconry's line of the honour roll" })
export class HonourRollGroup {
  @Field(() => ID, { nullable: true, description: "None for the pledges that named no parish" })
  id: string | null;

  @Field(() => String, { nullable: true })
  name: string | null;

  @Field(() => Int, { description: "Promised by its pledges that stand" })
  promisedKes: number;

  @Field(() => Int, { description: "Paid towards its pledges" })
  givenKes: number;

  @Field(() => Int)
  pledges: number;

  @Field(() => [HonourRollName], { description: `The named, at most ${NAMES_PER_GROUP}, largest first` })
  names: HonourRollName[];

  @Field(() => Int, {
    description: "Pledges of the group not listed by name: anonymous, or past the first names",
  })
  unnamed: number;
}

@ObjectType({ description: "An appeal's honour roll: its pledges and gifts by parish or archdeaconry" })
export class HonourRoll {
  @Field(() => HonourRollGrouping)
  by: HonourRollGrouping;

  @Field(() => [HonourRollGroup], { description: "Most given and promised first" })
  groups: HonourRollGroup[];

  @Field(() => Int, { description: "Given to the appeal in all, before the ledger too" })
  raisedKes: number;

  @Field(() => Int, { description: "Given towards no pledge: the appeal's own gifts, in no group" })
  givenOutsidePledgesKes: number;
}

type Row = Record<string, string | number | null>;
const asNumber = (value: string | number | null | undefined) => Number(value ?? 0);
const keyOf = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** The honour roll of an appeal: a few grouped sums and the named pledges, whatever the ledger's length. */
export async function honourRollOf(
  manager: EntityManager,
  projectId: number,
  by: HonourRollGrouping,
): Promise<HonourRoll> {
  const group = by === HonourRollGrouping.PARISH ? "pledge.parish_id" : "parish.archdeaconry_id";
  const standing = { projectId, cancelled: PledgeStatus.CANCELLED };
  const [promised, given, named, total] = await Promise.all([
    manager.query(
      ...sql(
        manager,
        `SELECT ${group} AS grp, SUM(pledge.amount_kes) AS promised, COUNT(*) AS pledges
        FROM pledge LEFT JOIN parish ON parish.id = pledge.parish_id
        WHERE pledge.project_id = :projectId AND pledge.status <> :cancelled GROUP BY ${group}`,
        standing,
      ),
    ) as Promise<Row[]>,
    manager.query(
      ...sql(
        manager,
        `SELECT ${group} AS grp, SUM(entry.amount_kes) AS given
        FROM contribution entry JOIN pledge ON pledge.id = entry.pledge_id
        LEFT JOIN parish ON parish.id = pledge.parish_id
        WHERE entry.project_id = :projectId AND entry.status = :paid GROUP BY ${group}`,
        {
          projectId,
          paid: GiftStatus.PAID,
        },
      ),
    ) as Promise<Row[]>,
    namedPledges(manager, group, standing),
    manager.findOneBy(AppealTotal, { projectId }),
  ]);
  const groups = new Map<string, HonourRollGroup>();
  const groupOf = (key: string) => {
    let line = groups.get(key);
    if (!line) {
      line = { id: key || null, name: null, promisedKes: 0, givenKes: 0, pledges: 0, names: [], unnamed: 0 };
      groups.set(key, line);
    }
    return line;
  };
  for (const row of promised) {
    const line = groupOf(keyOf(row.grp));
    line.promisedKes = asNumber(row.promised);
    line.pledges = asNumber(row.pledges);
  }
  for (const row of given) groupOf(keyOf(row.grp)).givenKes = asNumber(row.given);
  for (const row of named) {
    groupOf(keyOf(row.grp)).names.push({
      name: String(row.name),
      kind: row.kind as PledgerKind,
      amountKes: row.honour_roll === HonourRollShowing.NAME_AND_AMOUNT ? asNumber(row.amount_kes) : null,
    });
  }
  await nameGroups(manager, by, [...groups.values()]);
  const lines = [...groups.values()].map((line) => ({ ...line, unnamed: line.pledges - line.names.length }));
  const placedKes = lines.reduce((sum, line) => sum + line.givenKes, 0);
  return {
    by,
    groups: lines.sort(
      (a, b) =>
        Number(a.id === null) - Number(b.id === null) ||
        b.givenKes + b.promisedKes - (a.givenKes + a.promisedKes) ||
        (a.name ?? "").localeCompare(b.name ?? ""),
    ),
    raisedKes: total?.raisedKes ?? 0,
    givenOutsidePledgesKes: Math.max(0, (total?.raisedKes ?? 0) - placedKes),
  };
}

/** The first named pledges of each group, largest first: one query, numbered within each group. */
function namedPledges(
  manager: EntityManager,
  group: string,
  standing: { projectId: number; cancelled: string },
) {
  return manager.query(
    ...sql(
      manager,
      `SELECT grp, name, kind, honour_roll, amount_kes FROM (
        SELECT ${group} AS grp, pledge.name AS name, pledge.pledger_kind AS kind,
          pledge.honour_roll AS honour_roll, pledge.amount_kes AS amount_kes,
          ROW_NUMBER() OVER (PARTITION BY ${group} ORDER BY pledge.amount_kes DESC, pledge.id) AS place
        FROM pledge LEFT JOIN parish ON parish.id = pledge.parish_id
        WHERE pledge.project_id = :projectId AND pledge.status <> :cancelled
          AND pledge.honour_roll <> :anonymous AND pledge.honour_roll_consent_at IS NOT NULL
      ) numbered WHERE place <= :most ORDER BY grp, place`,
      { ...standing, anonymous: HonourRollShowing.ANONYMOUS, most: NAMES_PER_GROUP },
    ),
  ) as Promise<Row[]>;
}

/** Each group's parish or archdeaconry name, in one query. */
async function nameGroups(manager: EntityManager, by: HonourRollGrouping, lines: HonourRollGroup[]) {
  const ids = lines.flatMap((line) => (line.id ? [Number(line.id)] : []));
  if (ids.length === 0) return;
  const places =
    by === HonourRollGrouping.PARISH
      ? await manager.find(Parish, { select: { id: true, name: true }, where: { id: In(ids) } })
      : await manager.find(Archdeaconry, { select: { id: true, name: true }, where: { id: In(ids) } });
  const names = new Map(places.map((place) => [String(place.id), place.name]));
  for (const line of lines) line.name = line.id ? (names.get(line.id) ?? null) : null;
}

/** A query with named parameters (`:name`) as the database's driver wants it, positional. */
function sql(
  manager: EntityManager,
  query: string,
  parameters: Record<string, unknown>,
): [string, unknown[]] {
  return manager.connection.driver.escapeQueryWithParameters(query, parameters, {});
}
