import { IsInt, IsString, MaxLength, Min, MinLength } from "class-validator";
import { ArgsType, Field, ID, Int } from "type-graphql";
import { IsNull, type DataSource, type EntityManager } from "typeorm";
import { requireTreasurer, type Actor } from "../../authorization.js";
import { updateWhere } from "../../db/store.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { IsOneLine, IsRecordId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { Contribution, GiftStatus } from "../contribution/contribution.entity.js";
import { Registration, RegistrationStatus } from "./registration.entity.js";

@ArgsType()
export class RecordRefundArgs {
  @Field(() => ID, { description: "The registration refunded" })
  @IsRecordId("id")
  id: string;

  @Field(() => Int, { description: "Whole shillings given back: from 1 to what the registrant paid" })
  @IsInt({ message: "amountKes must be a whole number of shillings" })
  @Min(1, { message: "amountKes must be at least 1 shilling" })
  amountKes: number;

  @Field(() => String, { description: "How and when it was given back: an M-Pesa reference, say" })
  @IsString({ message: "note must be text" })
  @MinLength(1, { message: "note must say how the fee was given back" })
  @MaxLength(500, { message: "note must have at most 500 characters" })
  @IsOneLine()
  note: string;
}

/** A registration that holds no place: what its registrant paid may be given back. */
const REFUNDABLE: readonly RegistrationStatus[] = [RegistrationStatus.CANCELLED, RegistrationStatus.RELEASED];

/** What the registrant paid of their fee: the ledger's paid entries for the registration, reversals taken off. */
export async function paidForRegistration(manager: EntityManager, registrationId: number): Promise<number> {
  const row = await manager
    .createQueryBuilder(Contribution, "entry")
    .select("COALESCE(SUM(entry.amountKes), 0)", "paid")
    .where({ registrationId, status: GiftStatus.PAID })
    .getRawOne<{ paid: string | number }>();
  return Number(row?.paid ?? 0);
}

/**
 * Records that the treasurer gave back (some of) a registrant's fee: a treasurer's decision, as
 * reversing a gift is (requireTreasurer), once per registration, for one that was paid and holds
 * no place (cancelled, or released with its payment come late), of at most what was paid. The
 * money itself goes back by M-Pesa or cash outside the site; this is the record of it, and the
 * audit log's entry of who recorded it.
 */
export async function recordRefund(
  dataSource: DataSource,
  actor: Actor | null,
  data: Untrusted<RecordRefundArgs>,
  now: Date,
): Promise<Registration> {
  const treasurer = requireTreasurer(actor);
  const input = await validated(RecordRefundArgs, withTrimmedText(data));
  const id = Number(input.id);
  return dataSource.transaction(async (manager) => {
    const rows = manager.getRepository(Registration);
    const registration = await rows.findOneBy({ id });
    if (!registration) throw new NotFoundError(`There is no registration with id ${id}`);
    if (!REFUNDABLE.includes(registration.status)) {
      throw new UserInputError(
        `Only a cancelled or released registration is refunded; this one is ${registration.status.toLowerCase()}: cancel it first`,
        "id",
      );
    }
    const paid = await paidForRegistration(manager, id);
    if (paid <= 0)
      throw new UserInputError("Nothing was paid for this registration: there is nothing to refund", "id");
    if (input.amountKes > paid) {
      throw new UserInputError(`amountKes must be at most ${paid}, what the registrant paid`, "amountKes");
    }
    const recorded = await updateWhere(
      rows,
      { id, refundRecordedAt: IsNull() },
      {
        refundKes: input.amountKes,
        refundNote: input.note,
        refundRecordedAt: now,
        refundRecordedByUserId: treasurer.userId,
        needsRefund: false,
      },
    );
    if (recorded.affected !== 1)
      throw new UserInputError("A refund of this registration was recorded already", "id");
    return (await rows.findOneBy({ id }))!;
  });
}
