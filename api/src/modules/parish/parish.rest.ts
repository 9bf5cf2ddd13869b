import type { RequestContext } from "../../context.js";
import { legacyFields, withLegacyFieldNames } from "../../lib/legacy-body.js";
import type { Parish } from "./parish.entity.js";

/** The old site's names for a parish's fields (see the legacy REST contract). */
function toLegacy(parish: Parish) {
  return { id: parish.id, parish: parish.name, archid: parish.archdeaconryId };
}

export const parishRest = {
  async getParishes(ctx: RequestContext, params: { id: string }) {
    return { data: (await ctx.services.parishes.listOf(params.id)).map(toLegacy) };
  },

  async createParish(ctx: RequestContext, body: Record<string, unknown>) {
    const fields = legacyFields(body, ["archid", "parish"]);
    const parish = await withLegacyFieldNames({ name: "parish", archdeaconryId: "archid" }, () =>
      ctx.services.parishes.create(ctx.actor, { name: fields.parish, archdeaconryId: fields.archid }),
    );
    return { status: "success", id: parish.id };
  },

  async deleteParish(ctx: RequestContext, params: { id: string }) {
    await ctx.services.parishes.delete(ctx.actor, params.id);
    return { status: "success" };
  },
};
