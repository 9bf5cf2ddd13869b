import type { RequestContext } from "../../context.js";
import { LegacyPage, legacyPageArgs } from "../../lib/legacy-page.js";
import { legacyFields, withLegacyFieldNames } from "../../lib/legacy-body.js";
import type { EventOccurrence } from "./event-views.js";
import type { Event } from "./event.entity.js";

/**
 * The old site's names for an event's fields (see the legacy REST contract). The old site knew
 * only events that happen once: a repeating one shows its next occurrence, or once it has ended,
 * its last day.
 */
function toLegacy(event: Event, next: EventOccurrence | null) {
  return {
    id: event.id,
    title: next?.title ?? event.title,
    date: next?.date ?? event.lastDate ?? event.date,
    time: next?.startTime ?? event.startTime,
    end: next?.endTime ?? event.endTime,
  };
}

export const eventRest = {
  /** Coming events first, by their next day, then past ones, a page at a time (lib/legacy-page.ts). */
  async getAllEvents(ctx: RequestContext, query: Record<string, string | undefined>) {
    const page = await ctx.services.events.page(legacyPageArgs(query));
    const next = await ctx.services.events.nextOccurrences(page.items);
    return new LegacyPage({
      ...page,
      items: page.items.map((event, index) => toLegacy(event, next[index] ?? null)),
    });
  },

  async createEvents(ctx: RequestContext, body: Record<string, unknown>) {
    const fields = legacyFields(body, ["title", "date", "time", "end"]);
    const event = await withLegacyFieldNames({ startTime: "time", endTime: "end" }, () =>
      ctx.services.events.create(ctx.actor, {
        title: fields.title,
        date: fields.date,
        startTime: fields.time,
        endTime: fields.end,
      }),
    );
    return { status: "success", id: event.id };
  },
};
