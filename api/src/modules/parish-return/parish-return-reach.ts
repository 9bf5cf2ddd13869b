import type { ObjectLiteral, SelectQueryBuilder } from "typeorm";
import type { ParishRecordsReach } from "../../authorization.js";

/**
 * Keeps a query of parishes (aliased `parish`) to what the reader reaches (an archdeacon their
 * archdeaconry, a parish editor their parish) and to the archdeaconry asked for, if any.
 */
export function withinReach<Row extends ObjectLiteral>(
  query: SelectQueryBuilder<Row>,
  reach: ParishRecordsReach,
  archdeaconryId: number | null,
): SelectQueryBuilder<Row> {
  if (reach.parishId !== null)
    query.andWhere("parish.id = :reachParishId", { reachParishId: reach.parishId });
  if (reach.archdeaconryId !== null) {
    query.andWhere("parish.archdeaconryId = :reachArchdeaconryId", {
      reachArchdeaconryId: reach.archdeaconryId,
    });
  }
  if (archdeaconryId !== null) query.andWhere("parish.archdeaconryId = :archdeaconryId", { archdeaconryId });
  return query;
}

/** A count or sum as the driver gives it (PostgreSQL's bigint arrives as text), as a number. */
export const numberOf = (raw: number | string | null | undefined): number => Number(raw ?? 0);
