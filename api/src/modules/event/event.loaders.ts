import DataLoader from "dataloader";
import type { EventOccurrence } from "./event-views.js";
import type { Event } from "./event.entity.js";
import type { EventService } from "./event.service.js";
import type { OccurrenceChange } from "./occurrence-change.entity.js";

/** The events' lookups that one request batches (see loaders.ts). */
export function eventLoaders(events: EventService) {
  return {
    changesOfEvent: new DataLoader<number, OccurrenceChange[]>((ids) => events.changesOfEach(ids)),
    // Keyed by the event itself: its next occurrence depends on its rule as well as its changes.
    nextOccurrence: new DataLoader<Event, EventOccurrence | null>((of) => events.nextOccurrences(of)),
  };
}
