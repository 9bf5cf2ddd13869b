import type { RequestContext } from "../../context.js";
import { legacyFields, withLegacyFieldNames } from "../../lib/legacy-body.js";
import type { Archdeaconry } from "./archdeaconry.entity.js";

/** The old site's names for an archdeaconry's fields (see the legacy REST contract). */
function toLegacy(archdeaconry: Archdeaconry) {
  return { id: archdeaconry.id, archdeaconry: archdeaconry.name };
}

export const archdeaconryRest = {
  /** Both GET /api/getArch and GET /api/getArchdeaconries: a data list. */
  async list(ctx: RequestContext) {
    return { data: (await ctx.services.archdeaconries.list()).map(toLegacy) };
  },

  async getArch(ctx: RequestContext, params: { id: string }) {
    return [toLegacy(await ctx.services.archdeaconries.get(params.id))];
  },

  async createArchdeaconry(ctx: RequestContext, body: Record<string, unknown>) {
    const fields = legacyFields(body, ["archdeaconry"]);
    const archdeaconry = await withLegacyFieldNames({ name: "archdeaconry" }, () =>
      ctx.services.archdeaconries.create(ctx.actor, { name: fields.archdeaconry }),
    );
    return { status: "success", id: archdeaconry.id };
  },
};
