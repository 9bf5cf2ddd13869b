import type { RequestContext } from "../../context.js";
import { legacyFields, withLegacyFieldNames } from "../../lib/legacy-body.js";
import type { Event } from "./event.entity.js";

/** The old site's names for an event's fields (see the legacy REST contract). */
function toLegacy(event: Event) {
  return { id: event.id, title: event.title, date: event.date, time: event.startTime, end: event.endTime };
}

export const eventRest = {
  async getAllEvents(ctx: RequestContext) {
    return (await ctx.services.events.listAll()).map(toLegacy);
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
