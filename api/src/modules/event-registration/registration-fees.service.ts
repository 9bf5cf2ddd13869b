import type { DataSource, EntityManager } from "typeorm";
import { Contribution, GiftStatus } from "../contribution/contribution.entity.js";
import { Event } from "../event/event.entity.js";
import { Registration, registrationAccount, RegistrationStatus } from "./registration.entity.js";
import type { RegistrationFee } from "./registration-views.js";
import { RegistrationMoves, type RegistrationHooks } from "./registration-moves.js";

/** The registrations whose place the fee is paid for. */
const AWAITING_FEE = [RegistrationStatus.HELD, RegistrationStatus.OFFERED];

/**
 * What the ledger's settling does to a registration whose fee an entry pays, in the settling's
 * transaction: paid, it is confirmed (or, holding no place any more, takes a free one or is marked
 * for a refund); failed, a held place goes back and is offered on. The timed job RegistrationHolds
 * releases holds and offers whose time is up.
 */
export class RegistrationFeeService {
  readonly moves: RegistrationMoves;

  constructor(
    private readonly dataSource: DataSource,
    hooks: RegistrationHooks,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.moves = new RegistrationMoves(dataSource, hooks, now);
  }

  findById(id: number): Promise<Registration | null> {
    return this.dataSource.manager.findOneBy(Registration, { id });
  }

  /** What a fee entry pays, as the treasurer's ledger names it; null for an unknown registration. */
  async feeOf(registrationId: number): Promise<RegistrationFee | null> {
    const registration = await this.findById(registrationId);
    if (!registration) return null;
    const event = await this.dataSource.manager.findOneBy(Event, { id: registration.eventId });
    return {
      registrationId,
      eventId: registration.eventId,
      eventTitle: event?.title ?? "",
      registrantName: registration.name,
      accountReference: registrationAccount(registrationId),
    };
  }

  /** The registration a ledger entry pays, if it pays one. */
  private async registrationPaidBy(manager: EntityManager, giftId: number): Promise<number | null> {
    const gift = await manager.findOne(Contribution, {
      select: { id: true, registrationId: true },
      where: { id: giftId },
    });
    return gift?.registrationId ?? null;
  }

  /** An entry became paid: the registration it pays is confirmed, or marked for a refund. */
  async whenPaid(manager: EntityManager, giftId: number): Promise<void> {
    const registrationId = await this.registrationPaidBy(manager, giftId);
    if (registrationId !== null) await this.moves.paid(manager, registrationId);
  }

  /**
   * A prompt failed (refused, cancelled on the phone, timed out): a registration holding a place
   * while it paid gives it back, unless another prompt of its own is still pending. An offer
   * keeps its place until its time is up, so the one offered may try again.
   */
  async whenFailed(manager: EntityManager, giftId: number): Promise<void> {
    const registrationId = await this.registrationPaidBy(manager, giftId);
    if (registrationId === null) return;
    if (await manager.existsBy(Contribution, { registrationId, status: GiftStatus.PENDING })) return;
    await this.moves.release(manager, registrationId, [RegistrationStatus.HELD]);
  }

  /** What the registration's fee entries add up to: paid ones, less reversals. */
  async paidKes(manager: EntityManager, registrationId: number): Promise<number> {
    const row = await manager
      .createQueryBuilder(Contribution, "entry")
      .select("COALESCE(SUM(entry.amount_kes), 0)", "kes")
      .where("entry.registration_id = :registrationId AND entry.status = :paid", {
        registrationId,
        paid: GiftStatus.PAID,
      })
      .getRawOne<{ kes: number | string }>();
    return Number(row?.kes ?? 0);
  }

  /** Whether a prompt of the registration's own is still on the phone. */
  hasPendingPrompt(manager: EntityManager, registrationId: number): Promise<boolean> {
    return manager.existsBy(Contribution, { registrationId, status: GiftStatus.PENDING });
  }

  /**
   * The holds and offers whose time is up and that wait on no pending prompt (one about to be
   * paid keeps its place until it settles), the earliest first.
   */
  async expiredHolds(limit: number): Promise<number[]> {
    const rows = await this.dataSource.manager
      .createQueryBuilder(Registration, "registration")
      .select("registration.id", "id")
      .where("registration.status IN (:...statuses)", { statuses: AWAITING_FEE })
      .andWhere("registration.hold_expires_at < :now", { now: this.now() })
      .andWhere(
        "NOT EXISTS (SELECT 1 FROM contribution entry WHERE entry.registration_id = registration.id AND entry.status = :pending)",
        { pending: GiftStatus.PENDING },
      )
      .orderBy("registration.hold_expires_at", "ASC")
      .limit(limit)
      .getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }

  /** Releases one hold or offer whose time is up, and offers its place on; false when it moved on meanwhile. */
  releaseExpired(id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if (await this.hasPendingPrompt(manager, id)) return false;
      return this.moves.release(manager, id, AWAITING_FEE);
    });
  }
}
