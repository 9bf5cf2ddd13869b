import { Ctx, Field, FieldResolver, Int, ObjectType, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { Event } from "../event/event.entity.js";
import { codeQrPath } from "./code-qr.js";
import { RegistrationStatus } from "./registration.entity.js";
import { RegistrationReceipt } from "./registration-views.js";

@ObjectType({
  description: "A QR code as an SVG path: its dark modules, on a square of `size` modules a side",
})
export class QrCodePath {
  @Field(() => Int)
  size: number;

  @Field(() => String, { description: "An SVG path's d, in modules, with no quiet zone" })
  path: string;
}

/**
 * What the registrant's own page shows besides the receipt's fields: the event, the door code's QR
 * code once confirmed, their place on the waiting list, and when their place was let go. Theirs
 * alone, by the token that found the receipt.
 */
@Resolver(() => RegistrationReceipt)
export class RegistrantPageResolver {
  @FieldResolver(() => Event, { description: "The event registered for" })
  async event(@Root() receipt: RegistrationReceipt, @Ctx() { services }: RequestContext): Promise<Event> {
    return (await services.events.findById(receipt.eventId))!;
  }

  @FieldResolver(() => QrCodePath, {
    nullable: true,
    description: "The door code as a QR code, once the registration is confirmed",
  })
  codeQr(@Root() receipt: RegistrationReceipt): QrCodePath | null {
    return receipt.status === RegistrationStatus.CONFIRMED ? codeQrPath(receipt.code) : null;
  }

  @FieldResolver(() => Boolean, {
    description:
      "Whether a prompt for the fee waits for the registrant's M-Pesa PIN (the page asks again until it is answered)",
  })
  promptPending(
    @Root() receipt: RegistrationReceipt,
    @Ctx() { services }: RequestContext,
  ): Promise<boolean> | boolean {
    const awaiting =
      receipt.status === RegistrationStatus.HELD || receipt.status === RegistrationStatus.OFFERED;
    return awaiting && services.registrantPages.promptPending(receipt);
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: "Where a waiting registration stands on the waiting list, from 1; null for any other",
  })
  waitingPosition(@Root() receipt: RegistrationReceipt, @Ctx() { services }: RequestContext) {
    return receipt.status === RegistrationStatus.WAITING
      ? services.registrantPages.waitingPosition(receipt)
      : null;
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description:
      "When a released registration's place was let go (its payment failed or timed out, or its offer lapsed)",
  })
  releasedAt(@Root() receipt: RegistrationReceipt, @Ctx() { services }: RequestContext) {
    return receipt.status === RegistrationStatus.RELEASED
      ? services.registrantPages.releasedAt(receipt)
      : null;
  }
}
