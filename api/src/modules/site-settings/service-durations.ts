import { IsIn, IsInt, Max, Min } from "class-validator";
import { Field, InputType, Int, ObjectType } from "type-graphql";
import { UserInputError } from "../../errors.js";
import { validated } from "../../lib/validation.js";
import {
  SERVICE_KIND_NAMES,
  SERVICE_KINDS,
  SERVICE_MINUTES,
  type ServiceKind,
  type ServiceMinutes,
} from "../../site/worship.js";
import { ServiceKindEnum } from "../parish/regular-service.entity.js";

/*
 * How long each kind of regular service lasts (issue #36), a site setting: the calendars end a
 * service by it, and give a kind staff have not timed no end rather than an invented one.
 */

const RANGE = `from ${SERVICE_MINUTES.min} to ${SERVICE_MINUTES.max}`;

@ObjectType({ description: "How long a kind of regular service lasts, as staff set it in Settings" })
export class ServiceDuration {
  @Field(() => ServiceKindEnum)
  kind: ServiceKind;

  @Field(() => Int, { nullable: true, description: "Minutes; null when staff have not said" })
  minutes: number | null;
}

@InputType({ description: "How long a kind of regular service lasts" })
export class ServiceDurationInput {
  @Field(() => ServiceKindEnum)
  @IsIn(SERVICE_KINDS, { message: `kind must be one of ${SERVICE_KINDS.join(", ")}` })
  kind: ServiceKind;

  @Field(() => Int, { description: `Minutes, ${RANGE}` })
  @IsInt({ message: "minutes must be a whole number" })
  @Min(SERVICE_MINUTES.min, { message: `minutes must be ${RANGE}` })
  @Max(SERVICE_MINUTES.max, { message: `minutes must be ${RANGE}` })
  minutes: number;
}

/** Every kind of service, in the order of SERVICE_KINDS, with its minutes or null. */
export const serviceDurationsOf = (minutes: ServiceMinutes | null): ServiceDuration[] =>
  SERVICE_KINDS.map((kind) => ({ kind, minutes: minutes?.[kind] ?? null }));

/**
 * The minutes of each kind a save sends, checked one by one so that staff know which row to
 * correct; undefined when the save leaves them out (the stored ones stay).
 */
export async function checkedServiceMinutes(raw: unknown): Promise<ServiceMinutes | undefined> {
  if (raw == null) return undefined;
  if (!Array.isArray(raw)) {
    throw new UserInputError(
      "serviceDurations must be a list of kinds of service and their minutes",
      "serviceDurations",
    );
  }
  const minutes: ServiceMinutes = {};
  for (const [index, item] of raw.entries()) {
    if (typeof item !== "object" || item === null) {
      throw new UserInputError(
        `serviceDurations[${index}] must be a kind of service and its minutes`,
        "serviceDurations",
      );
    }
    let duration: ServiceDurationInput;
    try {
      duration = await validated(ServiceDurationInput, item as object);
    } catch (error) {
      if (!(error instanceof UserInputError)) throw error;
      throw new UserInputError(`serviceDurations[${index}]: ${error.message}`, "serviceDurations");
    }
    if (minutes[duration.kind] !== undefined) {
      throw new UserInputError(
        `serviceDurations lists ${SERVICE_KIND_NAMES[duration.kind]} twice`,
        "serviceDurations",
      );
    }
    minutes[duration.kind] = duration.minutes;
  }
  return minutes;
}
