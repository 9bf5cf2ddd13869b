import type { EntityManager } from "typeorm";
import { UserInputError } from "../../errors.js";
import type { Event } from "../event/event.entity.js";
import { RegistrationSetup } from "./registration-setup.entity.js";
import { Registration, RegistrationStatus } from "./registration.entity.js";
import type { RegistrationSetupInput } from "./registration.inputs.js";
import { checkedQuestions, eventStartsAt } from "./registration-rules.js";
import type { RegistrationCounts } from "./registration-views.js";

/** What a setup keeps of staff's input, checked against the event and the M-Pesa limit. */
export function checkedSetup(event: Event, input: RegistrationSetupInput, maxFeeKes: number) {
  if (event.repeatRule !== null) {
    throw new UserInputError(
      `${event.title} repeats: a repeating event takes no registrations (make one event per occurrence)`,
      "eventId",
    );
  }
  if (input.feeKes > maxFeeKes) {
    throw new UserInputError(
      `feeKes must be at most ${maxFeeKes.toLocaleString("en")} shillings, the most one M-Pesa payment carries`,
      "feeKes",
    );
  }
  if (input.closesAt > eventStartsAt(event)) {
    throw new UserInputError("closesAt must be no later than when the event begins", "closesAt");
  }
  return {
    open: input.open,
    whoMayRegister: input.whoMayRegister,
    feeKes: input.feeKes,
    capacity: input.capacity ?? null,
    waitingList: input.waitingList,
    closesAt: input.closesAt,
    askParish: input.askParish,
    askRole: input.askRole,
    askDiet: input.askDiet,
    questions: checkedQuestions(input.questions ?? []),
    hoursToPayOffer: input.hoursToPayOffer,
  } satisfies Partial<RegistrationSetup>;
}

/** How an event's registrations stand. */
export async function registrationCounts(
  manager: EntityManager,
  eventId: number,
): Promise<RegistrationCounts> {
  const rows: {
    status: RegistrationStatus;
    count: string | number;
    checked_in: string | number;
    refunds: string | number;
  }[] = await manager
    .createQueryBuilder(Registration, "registration")
    .select("registration.status", "status")
    .addSelect("COUNT(*)", "count")
    .addSelect("SUM(CASE WHEN registration.checked_in_at IS NULL THEN 0 ELSE 1 END)", "checked_in")
    .addSelect("SUM(CASE WHEN registration.needs_refund THEN 1 ELSE 0 END)", "refunds")
    .where("registration.event_id = :eventId", { eventId })
    .groupBy("registration.status")
    .getRawMany();
  const of = (status: RegistrationStatus) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  const setup = await manager.findOneBy(RegistrationSetup, { eventId });
  return {
    confirmed: of(RegistrationStatus.CONFIRMED),
    held: of(RegistrationStatus.HELD),
    waiting: of(RegistrationStatus.WAITING),
    offered: of(RegistrationStatus.OFFERED),
    cancelled: of(RegistrationStatus.CANCELLED),
    released: of(RegistrationStatus.RELEASED),
    checkedIn: rows.reduce((sum, row) => sum + Number(row.checked_in ?? 0), 0),
    needRefund: rows.reduce((sum, row) => sum + Number(row.refunds ?? 0), 0),
    capacity: setup?.capacity ?? null,
    placesTaken: setup?.placesTaken ?? 0,
  };
}
