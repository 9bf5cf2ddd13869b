import type { EntityManager } from "typeorm";
import {
  requireOwnedContentEditing,
  requireSignedIn,
  requireSomeEditing,
  type Actor,
} from "../../authorization.js";
import { NotFoundError } from "../../errors.js";
import { parseId } from "../../lib/validation.js";
import { Event } from "../event/event.entity.js";

/**
 * The event whose registrations a member of staff acts on (checks in, messages): whoever may edit
 * the event (its owners' rules, event-owner.ts), as a person signed in: a check-in or a message
 * to registrants is someone's act at the door or in the office, never an integrator's token.
 */
export async function eventOfItsStaff(
  manager: EntityManager,
  actor: Actor | null,
  rawEventId: unknown,
): Promise<Event> {
  // A treasurer or an archdeacon is refused before anything is read.
  const staff = requireSomeEditing(requireSignedIn(actor));
  const id = parseId(rawEventId, "eventId");
  const event = await manager.findOneBy(Event, { id });
  if (!event) throw new NotFoundError(`There is no event with id ${id}`);
  requireOwnedContentEditing(staff, event);
  return event;
}
