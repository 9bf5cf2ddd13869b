import { parseId } from "../../lib/validation.js";

/** Whose events: one parish's, one department's, or (neither given) the whole diocese's. */
export interface EventOwner {
  parishId?: number;
  departmentId?: number;
  archdeaconryId?: number;
}

/** The owner a query names, its ids checked. */
export function ownerNamedBy(input: {
  parishId?: string | number | null;
  departmentId?: string | number | null;
  archdeaconryId?: string | number | null;
}): EventOwner {
  const idOf = (raw: string | number | null | undefined, field: string) =>
    raw == null ? undefined : parseId(raw, field);
  return {
    parishId: idOf(input.parishId, "parishId"),
    departmentId: idOf(input.departmentId, "departmentId"),
    archdeaconryId: idOf(input.archdeaconryId, "archdeaconryId"),
  };
}
