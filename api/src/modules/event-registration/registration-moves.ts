import { In, type DataSource, type EntityManager } from "typeorm";
import { updateWhere } from "../../db/store.js";
import { UserInputError } from "../../errors.js";
import { Event } from "../event/event.entity.js";
import { RegistrationSetup } from "./registration-setup.entity.js";
import { Registration, RegistrationStatus } from "./registration.entity.js";
import { claimPlace, givePlaceBack } from "./registration-places.js";
import { eventStartsAt } from "./registration-rules.js";

/** What a registration's moves bring, in their transaction (registration-messages.ts). */
export interface RegistrationHooks {
  /** It has a place now: paid, or the event is free. */
  whenConfirmed(manager: EntityManager, registration: Registration): Promise<void>;
  /** A place from the waiting list is held for them to pay, until holdExpiresAt. */
  whenOffered(manager: EntityManager, registration: Registration): Promise<void>;
}

/** The statuses a registrant may cancel from. */
const CANCELLABLE = [
  RegistrationStatus.HELD,
  RegistrationStatus.CONFIRMED,
  RegistrationStatus.WAITING,
  RegistrationStatus.OFFERED,
];

/**
 * How a registration moves on once made: confirmed, cancelled, released, and the places that come
 * free offered to the waiting list, first come first offered. Each move is a conditional update
 * of the registration's status, with the event's counter changed in the same transaction.
 */
export class RegistrationMoves {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hooks: RegistrationHooks,
    private readonly now: () => Date,
  ) {}

  /** Tells the registrant their place is confirmed. */
  confirmed(manager: EntityManager, registration: Registration): Promise<void> {
    return this.hooks.whenConfirmed(manager, registration);
  }

  /** Cancels a registration; a place it held goes back and is offered on. */
  cancel(registration: Registration, paid: (manager: EntityManager) => Promise<boolean> = async () => false) {
    return this.dataSource.transaction(async (manager) => {
      const rows = manager.getRepository(Registration);
      const cancelled = {
        status: RegistrationStatus.CANCELLED,
        cancelledAt: this.now(),
        holdExpiresAt: null,
      };
      const heldPlace = await updateWhere(
        rows,
        { id: registration.id, status: In(CANCELLABLE), holdsPlace: true },
        { ...cancelled, holdsPlace: false },
      );
      if (heldPlace.affected !== 1) {
        const without = await updateWhere(rows, { id: registration.id, status: In(CANCELLABLE) }, cancelled);
        if (without.affected !== 1) {
          const status = (await rows.findOneByOrFail({ id: registration.id })).status.toLowerCase();
          throw new UserInputError(`This registration is ${status} already`, "token");
        }
      }
      if (await paid(manager)) await updateWhere(rows, { id: registration.id }, { needsRefund: true });
      if (heldPlace.affected === 1) {
        await givePlaceBack(manager, registration.eventId);
        await this.offerPlaces(manager, registration.eventId);
      }
      return rows.findOneByOrFail({ id: registration.id });
    });
  }

  /**
   * Its fee is paid: a registration holding a place for it is confirmed. One whose place went
   * (the payment came late, after its release) takes a free place if there is one; else, and for
   * one cancelled or paid already, the fee is marked for the treasurer to refund.
   */
  async paid(manager: EntityManager, id: number): Promise<void> {
    const rows = manager.getRepository(Registration);
    const confirmed = { status: RegistrationStatus.CONFIRMED, holdExpiresAt: null, confirmedAt: this.now() };
    const held = await updateWhere(
      rows,
      { id, status: In([RegistrationStatus.HELD, RegistrationStatus.OFFERED]), holdsPlace: true },
      confirmed,
    );
    const registration = await rows.findOneByOrFail({ id });
    if (held.affected === 1) return this.hooks.whenConfirmed(manager, registration);
    if (
      registration.status === RegistrationStatus.RELEASED &&
      (await claimPlace(manager, registration.eventId))
    ) {
      const reclaimed = await updateWhere(
        rows,
        { id, status: RegistrationStatus.RELEASED },
        { ...confirmed, holdsPlace: true },
      );
      if (reclaimed.affected === 1)
        return this.hooks.whenConfirmed(manager, await rows.findOneByOrFail({ id }));
      await givePlaceBack(manager, registration.eventId);
    }
    await updateWhere(rows, { id }, { needsRefund: true });
  }

  /**
   * Releases a registration that holds a place and is in one of `from` (its payment failed or
   * timed out, its offer lapsed): the place goes back and is offered on. False when it had moved
   * on already (paid, cancelled, released by another instance).
   */
  async release(manager: EntityManager, id: number, from: readonly RegistrationStatus[]): Promise<boolean> {
    const rows = manager.getRepository(Registration);
    const released = await updateWhere(
      rows,
      { id, status: In([...from]), holdsPlace: true },
      { status: RegistrationStatus.RELEASED, holdsPlace: false, holdExpiresAt: null },
    );
    if (released.affected !== 1) return false;
    const { eventId } = await rows.findOneOrFail({ select: { id: true, eventId: true }, where: { id } });
    await givePlaceBack(manager, eventId);
    await this.offerPlaces(manager, eventId);
    return true;
  }

  /**
   * Offers the event's free places to its waiting list, first joined first: a free event's places
   * are theirs at once (CONFIRMED); else each is held for them to pay for hoursToPayOffer
   * (OFFERED). Nothing once the event has begun.
   */
  async offerPlaces(manager: EntityManager, eventId: number): Promise<void> {
    const [event, setup] = await Promise.all([
      manager.findOneBy(Event, { id: eventId }),
      manager.findOneBy(RegistrationSetup, { eventId }),
    ]);
    if (!event || !setup || eventStartsAt(event) <= this.now()) return;
    const rows = manager.getRepository(Registration);
    for (;;) {
      const next = await rows.findOne({
        where: { eventId, status: RegistrationStatus.WAITING },
        order: { id: "ASC" },
      });
      if (!next || !(await claimPlace(manager, eventId))) return;
      const now = this.now();
      const free = next.feeKes === 0;
      const values = free
        ? { status: RegistrationStatus.CONFIRMED, holdsPlace: true, confirmedAt: now }
        : {
            status: RegistrationStatus.OFFERED,
            holdsPlace: true,
            holdExpiresAt: new Date(now.getTime() + setup.hoursToPayOffer * 60 * 60_000),
          };
      const moved = await updateWhere(rows, { id: next.id, status: RegistrationStatus.WAITING }, values);
      if (moved.affected !== 1) {
        await givePlaceBack(manager, eventId);
        continue;
      }
      const registration = Object.assign(next, values);
      if (free) await this.hooks.whenConfirmed(manager, registration);
      else await this.hooks.whenOffered(manager, registration);
    }
  }
}
