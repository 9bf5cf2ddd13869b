import { In, type EntityManager } from "typeorm";
import { deleteWhere, updateWhere } from "../../db/store.js";
import { UserInputError } from "../../errors.js";
import { validated, withTrimmedText } from "../../lib/validation.js";
import { MAX_REGULAR_SERVICES, SERVICE_LANGUAGE_NAMES, WEEKDAY_NAMES, WEEKDAYS } from "../../site/worship.js";
import { RegularServiceInput } from "./parish.inputs.js";
import { RegularService } from "./regular-service.entity.js";

/* A parish's regular services as its input sends them: checked, and kept row for row. */

/** Services in the order of the week, Sunday first, and by time within a day. */
export function inWeekOrder(a: RegularService, b: RegularService): number {
  return WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || a.startTime.localeCompare(b.startTime);
}

/** What makes a service the same one: a parish holds one service a day at a time in a language. */
const serviceKey = (service: Pick<RegularService, "day" | "startTime" | "language">) =>
  `${service.day} ${service.startTime} ${service.language}`;

/** The services of a parish's input, each checked, or undefined when none were sent. */
export async function validServices(raw: unknown): Promise<RegularServiceInput[] | undefined> {
  if (raw == null) return undefined;
  if (!Array.isArray(raw)) throw new UserInputError("services must be a list of services", "services");
  if (raw.length > MAX_REGULAR_SERVICES) {
    throw new UserInputError(
      `services must have at most ${MAX_REGULAR_SERVICES} services; list each regular service once`,
      "services",
    );
  }
  const services: RegularServiceInput[] = [];
  for (const [index, item] of raw.entries()) {
    if (typeof item !== "object" || item === null) {
      throw new UserInputError(`services[${index}] must be a service`, "services");
    }
    try {
      services.push(await validated(RegularServiceInput, withTrimmedText(item as object)));
    } catch (error) {
      if (!(error instanceof UserInputError)) throw error;
      // Which service of the list, so that staff know which row to correct.
      throw new UserInputError(`services[${index}]: ${error.message}`, "services");
    }
  }
  const seen = new Set<string>();
  for (const service of services) {
    const key = serviceKey(service);
    if (seen.has(key)) {
      throw new UserInputError(
        `services lists the ${WEEKDAY_NAMES[service.day]} ${service.startTime} service in ${SERVICE_LANGUAGE_NAMES[service.language]} twice`,
        "services",
      );
    }
    seen.add(key);
  }
  return services;
}

/**
 * Makes the parish's services these. A service that keeps its day, time and language keeps its
 * row, so its "Add to calendar" address and its calendar UID stay the same.
 */
export async function replaceServices(
  manager: EntityManager,
  parishId: number,
  services: readonly RegularServiceInput[],
): Promise<void> {
  const wanted = new Map(services.map((service) => [serviceKey(service), service]));
  const existing = await manager.findBy(RegularService, { parishId });
  const gone = existing.filter((row) => !wanted.has(serviceKey(row)));
  if (gone.length > 0)
    await deleteWhere(manager.getRepository(RegularService), { id: In(gone.map((row) => row.id)) });
  for (const row of existing) {
    const service = wanted.get(serviceKey(row));
    if (service && service.kind !== row.kind)
      await updateWhere(manager.getRepository(RegularService), { id: row.id }, { kind: service.kind });
    wanted.delete(serviceKey(row));
  }
  if (wanted.size === 0) return;
  await manager.insert(
    RegularService,
    [...wanted.values()].map(({ day, startTime, language, kind }) => ({
      parishId,
      day,
      startTime,
      language,
      kind,
    })),
  );
}
