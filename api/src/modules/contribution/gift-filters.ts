import { And, IsNull, LessThan, MoreThanOrEqual, type FindOptionsWhere } from "typeorm";
import { parseId } from "../../lib/validation.js";
import type { Contribution } from "./contribution.entity.js";
import type { GiftFilterArgs } from "./contribution.inputs.js";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Noon in Kakamega on a calendar day: a gift recorded for a day stays on that day in any time zone. */
export function noonInDiocese(day: string): Date {
  return new Date(`${day}T12:00:00+03:00`);
}

/**
 * The entries a filter of the Contributions page chooses; its days are Kakamega's. Parishes'
 * payments of their assessments are the Assessments pages', never counted with gifts.
 */
export function whereOf(filter: GiftFilterArgs): FindOptionsWhere<Contribution> {
  const from = filter.from ? new Date(`${filter.from}T00:00:00+03:00`) : null;
  const to = filter.to ? new Date(new Date(`${filter.to}T00:00:00+03:00`).getTime() + DAY_MS) : null;
  return {
    assessmentId: IsNull(),
    ...(filter.projectId ? { projectId: parseId(filter.projectId, "projectId") } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.source ? { source: filter.source } : {}),
    ...(from && to
      ? { createdAt: And(MoreThanOrEqual(from), LessThan(to)) }
      : from
        ? { createdAt: MoreThanOrEqual(from) }
        : to
          ? { createdAt: LessThan(to) }
          : {}),
  };
}
