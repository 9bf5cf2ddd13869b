import { IsNull, Raw, type EntityManager } from "typeorm";
import { updateWhere } from "../../db/store.js";
import { RegistrationSetup } from "./registration-setup.entity.js";

/*
 * The event's counter of places taken, changed only by conditional updates inside the transaction
 * that changes the registration's status: a claim succeeds only while a place is free, so two
 * registrations at once cannot both take the last place, on SQLite (one writer at a time) or
 * PostgreSQL (the update waits on the row another transaction updated, then checks again).
 */

/** Takes one of the event's places; false when every place is taken. */
export async function claimPlace(manager: EntityManager, eventId: number): Promise<boolean> {
  const claimed = await updateWhere(
    manager.getRepository(RegistrationSetup),
    [
      { eventId, capacity: IsNull() },
      { eventId, placesTaken: Raw((taken) => `${taken} < "capacity"`) },
    ],
    { placesTaken: () => `"places_taken" + 1` },
  );
  return claimed.affected === 1;
}

/** Gives one place back to the event. */
export async function givePlaceBack(manager: EntityManager, eventId: number): Promise<void> {
  await updateWhere(
    manager.getRepository(RegistrationSetup),
    { eventId, placesTaken: Raw((taken) => `${taken} > 0`) },
    { placesTaken: () => `"places_taken" - 1` },
  );
}

/**
 * Waits for, and then holds until commit, the event's counter, which a place given back writes
 * first: a registration that finds every place taken and joins the waiting list commits before a
 * place given back meanwhile is offered on (which would miss it), or else sees that place free.
 */
export async function lockPlaces(manager: EntityManager, eventId: number): Promise<void> {
  await updateWhere(
    manager.getRepository(RegistrationSetup),
    { eventId },
    { placesTaken: () => `"places_taken"` },
  );
}
