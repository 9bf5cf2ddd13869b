import { In, type EntityManager } from "typeorm";
import { Assessment } from "../assessment/assessment.entity.js";
import { ClergyPosting } from "../clergy-posting/clergy-posting.entity.js";
import { Institution } from "../institution/institution.entity.js";

/**
 * What keeps a parish from being deleted, since it would go with it: its assessments in the ledger,
 * the institutions it sponsors (until they have another sponsor), the clergy's postings to it (a
 * part of each one's history).
 */
export type ParishKeeper = "assessments" | "institutions" | "postings";

/** The first of the parishes that something keeps, and what; null when none is kept. */
export async function keptParish(
  manager: EntityManager,
  parishIds: readonly number[],
): Promise<{ parishId: number; keeper: ParishKeeper } | null> {
  if (parishIds.length === 0) return null;
  const kinds = [
    ["assessments", Assessment],
    ["institutions", Institution],
    ["postings", ClergyPosting],
  ] as const;
  for (const [keeper, entity] of kinds) {
    const row = await manager.findOne(entity, {
      select: { id: true, parishId: true },
      where: { parishId: In([...parishIds]) },
    });
    if (row?.parishId != null) return { parishId: row.parishId, keeper };
  }
  return null;
}

const KEEPS: Record<ParishKeeper, string> = {
  assessments: "has assessments in the ledger, which stay with it",
  institutions:
    "sponsors schools or other institutions, which stay with it until another parish sponsors them",
  postings: "is in the postings of the clergy, which stay with it as their history",
};

/** Why the parish may not be deleted, and what to do instead. */
export const parishKeptMessage = (name: string, keeper: ParishKeeper): string =>
  keeper === "institutions"
    ? `${name} sponsors schools or other institutions: give them to another parish before deleting it`
    : `${name} ${KEEPS[keeper]}: it cannot be deleted`;

/** Why the parish may not be deleted with its archdeaconry, and what to do instead. */
export const keptWithArchdeaconryMessage = (name: string, keeper: ParishKeeper): string =>
  `${name} ${KEEPS[keeper]}: move it to another archdeaconry first`;
