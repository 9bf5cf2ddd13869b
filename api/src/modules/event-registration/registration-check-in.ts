import { IsDate, IsOptional, IsString, Matches, MaxLength } from "class-validator";
import { Field, ID, InputType, ObjectType, registerEnumType } from "type-graphql";
import { IsNull, type DataSource, type EntityManager } from "typeorm";
import type { Actor } from "../../authorization.js";
import { updateWhere } from "../../db/store.js";
import { UserInputError } from "../../errors.js";
import { saveOrConflict } from "../../lib/database-errors.js";
import { IsRecordId, validated, type Untrusted } from "../../lib/validation.js";
import { Registration, RegistrationStatus } from "./registration.entity.js";
import { eventOfItsStaff } from "./registration-staff-access.js";

/** The most check-ins one request may carry: a phone's queue after a long time offline. */
export const MAX_CHECK_INS = 200;

export const CheckInOutcome = {
  CHECKED_IN: "CHECKED_IN",
  ALREADY_CHECKED_IN: "ALREADY_CHECKED_IN",
  NOT_CONFIRMED: "NOT_CONFIRMED",
  UNKNOWN: "UNKNOWN",
} as const;
export type CheckInOutcome = (typeof CheckInOutcome)[keyof typeof CheckInOutcome];
registerEnumType(CheckInOutcome, {
  name: "CheckInOutcome",
  description: "What became of one check-in",
  valuesConfig: {
    CHECKED_IN: { description: "Checked in by this check-in (or by this same check-in sent before)" },
    ALREADY_CHECKED_IN: { description: "Checked in before by another check-in: checkedInAt says when" },
    NOT_CONFIRMED: { description: "The registration holds no confirmed place: not let in" },
    UNKNOWN: { description: "No registration of this event has this id or code" },
  },
});

@InputType({ description: "One check-in at the door, as the phone made it (perhaps offline, sent later)" })
export class CheckInInput {
  @Field(() => ID, {
    nullable: true,
    description: "The registration, as the phone's list has it; or give code",
  })
  @IsOptional()
  @IsRecordId("registrationId")
  registrationId?: string | null;

  @Field(() => String, { nullable: true, description: "The registrant's code, as shown at the door" })
  @IsOptional()
  @IsString({ message: "code must be text" })
  @MaxLength(20, { message: "code must be the registrant's code of 6 letters and digits" })
  code?: string | null;

  @Field(() => String, {
    description:
      "The phone's own id of this check-in (a random UUID): the same check-in sent twice counts once",
  })
  @IsString({ message: "key must be text" })
  @Matches(/^[A-Za-z0-9-]{8,64}$/, { message: "key must be 8 to 64 letters, digits or dashes" })
  key: string;

  @Field(() => Date, { description: "When the phone checked them in" })
  @IsDate({ message: "at must be a moment" })
  at: Date;
}

@ObjectType({ description: "What became of one check-in" })
export class CheckInResult {
  @Field(() => String)
  key: string;

  @Field(() => ID, { nullable: true, description: "The registration it was for; null when UNKNOWN" })
  registrationId: number | null;

  @Field(() => CheckInOutcome)
  outcome: CheckInOutcome;

  @Field(() => Date, {
    nullable: true,
    description: "When they were checked in, by this check-in or the first",
  })
  checkedInAt: Date | null;

  @Field(() => String, { nullable: true, description: "The registrant's name, for the door to confirm" })
  name: string | null;
}

/** The registrant's code as people read it out: capitals, without spaces. */
const codeOf = (raw: string): string => raw.replace(/\s+/g, "").toUpperCase();

/**
 * Checks people in at an event's door (its staff): each check-in once, however often the phone
 * sends it (by its key) and whichever phone sends it (by the registration: a second phone's is
 * ALREADY_CHECKED_IN, with when). A check-in is one conditional UPDATE (not yet checked in, still
 * CONFIRMED), so two instances never both check someone in. Each item is its own write: one
 * unknown code in a phone's queue does not hold back the rest.
 */
export async function checkIn(
  dataSource: DataSource,
  actor: Actor | null,
  rawEventId: unknown,
  items: readonly Untrusted<CheckInInput>[],
  now: Date,
): Promise<CheckInResult[]> {
  const event = await eventOfItsStaff(dataSource.manager, actor, rawEventId);
  if (!Array.isArray(items)) throw new UserInputError("checkIns must be a list", "checkIns");
  if (items.length > MAX_CHECK_INS) {
    throw new UserInputError(
      `checkIns may hold at most ${MAX_CHECK_INS} check-ins; send the rest after`,
      "checkIns",
    );
  }
  const inputs: CheckInInput[] = [];
  for (const item of items) {
    const input = await validated(CheckInInput, item);
    if ((input.registrationId == null) === (input.code == null)) {
      throw new UserInputError(
        "Each check-in names its registration by registrationId or by code, one of them",
        "checkIns",
      );
    }
    inputs.push(input);
  }
  const results: CheckInResult[] = [];
  for (const input of inputs) {
    results.push(
      await dataSource.transaction((manager) => checkInOne(manager, event.id, actor!, input, now)),
    );
  }
  return results;
}

async function checkInOne(
  manager: EntityManager,
  eventId: number,
  staff: Actor,
  input: CheckInInput,
  now: Date,
): Promise<CheckInResult> {
  const rows = manager.getRepository(Registration);
  const answer = (registration: Registration | null, outcome: CheckInOutcome): CheckInResult => ({
    key: input.key,
    registrationId: registration?.id ?? null,
    outcome,
    checkedInAt: registration?.checkedInAt ?? null,
    name: registration?.name ?? null,
  });
  // Sent before (the answer lost on a poor connection): the same answer as then.
  const sentBefore = await rows.findOneBy({ eventId, checkInKey: input.key });
  if (sentBefore) return answer(sentBefore, CheckInOutcome.CHECKED_IN);
  const registration = await rows.findOneBy(
    input.registrationId != null
      ? { eventId, id: Number(input.registrationId) }
      : { eventId, code: codeOf(input.code!) },
  );
  if (!registration) return answer(null, CheckInOutcome.UNKNOWN);
  // A phone's clock may run ahead: a check-in is never later than its arrival.
  const at = input.at.getTime() > now.getTime() ? now : input.at;
  const claim = await saveOrConflict(
    () =>
      updateWhere(
        rows,
        { id: registration.id, status: RegistrationStatus.CONFIRMED, checkedInAt: IsNull() },
        { checkedInAt: at, checkedInByUserId: staff.userId, checkInKey: input.key },
      ),
    () =>
      new UserInputError(
        `key ${input.key} is another check-in's: give each check-in a key of its own`,
        "checkIns",
      ),
  );
  const after = (await rows.findOneBy({ id: registration.id }))!;
  // The same check-in sent twice at once: the other request made it.
  if (claim.affected === 1 || after.checkInKey === input.key) return answer(after, CheckInOutcome.CHECKED_IN);
  if (after.checkedInAt) return answer(after, CheckInOutcome.ALREADY_CHECKED_IN);
  return answer(after, CheckInOutcome.NOT_CONFIRMED);
}
