import { Field, ID, Int, ObjectType } from "type-graphql";
import { PageOf } from "../../lib/pagination.js";
import { Registration, registrationAccount, RegistrationStatus } from "./registration.entity.js";

@ObjectType({ description: "One page of an event's registrations, in the order they were made" })
export class RegistrationPage extends PageOf(Registration) {}

@ObjectType({ description: "A registrant's answer to one of the event's own questions" })
export class RegistrationAnswer {
  @Field(() => String)
  questionId: string;

  @Field(() => String)
  answer: string;
}

@ObjectType({ description: "How an event's registrations stand" })
export class RegistrationCounts {
  @Field(() => Int)
  confirmed: number;

  @Field(() => Int, { description: "Holding a place while paying" })
  held: number;

  @Field(() => Int)
  waiting: number;

  @Field(() => Int, { description: "Offered a place from the waiting list, not paid yet" })
  offered: number;

  @Field(() => Int)
  cancelled: number;

  @Field(() => Int, { description: "Whose payment failed or timed out, or whose offer lapsed" })
  released: number;

  @Field(() => Int)
  checkedIn: number;

  @Field(() => Int, { description: "Paid and holding no place: the treasurer's to refund" })
  needRefund: number;

  @Field(() => Int, { nullable: true, description: "How many places; null for no limit" })
  capacity: number | null;

  @Field(() => Int, { description: "Places held, offered or confirmed" })
  placesTaken: number;
}

/**
 * A registration as its registrant sees it, at /registrations/<token>: theirs alone, so it names
 * nothing of anyone else.
 */
@ObjectType({ description: "A registration as the registrant sees it, by its token" })
export class RegistrationReceipt {
  @Field(() => ID)
  id: number;

  @Field(() => ID)
  eventId: number;

  @Field(() => String, { description: "The registrant's key to their page, /registrations/<token>" })
  token: string;

  @Field(() => String, { description: "The short code to show at the door" })
  code: string;

  @Field(() => RegistrationStatus)
  status: RegistrationStatus;

  @Field(() => String)
  name: string;

  @Field(() => Int, { description: "The fee in whole shillings; 0 when free" })
  feeKes: number;

  @Field(() => String, { description: "The paybill account that pays this registration's fee: R<id>" })
  accountReference: string;

  @Field(() => Date, { nullable: true, description: "Until when a held or offered place waits for the fee" })
  holdExpiresAt: Date | null;

  @Field(() => Date, { nullable: true })
  confirmedAt: Date | null;

  @Field(() => Date, { nullable: true })
  cancelledAt: Date | null;

  @Field(() => Boolean, { description: "Paid but holding no place: the diocese's treasurer refunds it" })
  needsRefund: boolean;

  @Field(() => String)
  language: string;
}

/** What the registrant sees of their registration. */
export function receiptOf(registration: Registration): RegistrationReceipt {
  return {
    id: registration.id,
    eventId: registration.eventId,
    token: registration.token,
    code: registration.code,
    status: registration.status,
    name: registration.name,
    feeKes: registration.feeKes,
    accountReference: registrationAccount(registration.id),
    holdExpiresAt: registration.holdExpiresAt,
    confirmedAt: registration.confirmedAt,
    cancelledAt: registration.cancelledAt,
    needsRefund: registration.needsRefund,
    language: registration.language,
  };
}

@ObjectType({ description: "What a ledger entry of a registration's fee pays: the event and the registrant" })
export class RegistrationFee {
  @Field(() => ID)
  registrationId: number;

  @Field(() => ID)
  eventId: number;

  @Field(() => String, { description: "The event's title" })
  eventTitle: string;

  @Field(() => String, { description: "Who registered" })
  registrantName: string;

  @Field(() => String, { description: "The paybill account of the fee: R<id>" })
  accountReference: string;
}
