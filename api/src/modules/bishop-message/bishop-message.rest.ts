import type { RequestContext } from "../../context.js";
import { legacyFields, legacyImage, withLegacyFieldNames } from "../../lib/legacy-body.js";
import type { BishopMessage } from "./bishop-message.entity.js";

/** The old site's names for a message's fields (see the legacy REST contract). */
function toLegacy(message: BishopMessage) {
  return {
    id: message.id,
    bishop_name: message.bishopName,
    heading: message.heading,
    message: message.message,
    image: message.imageUrl,
  };
}

export const bishopMessageRest = {
  /** GET /api/getBishopInfoCurrent and GET /api/getBishopInfo: newest first, so the first is current. */
  async list(ctx: RequestContext) {
    return (await ctx.services.bishopMessages.listNewestFirst()).map(toLegacy);
  },

  async uploadBishopInfo(ctx: RequestContext, body: Record<string, unknown>) {
    const fields = legacyFields(body, ["heading", "bishopname", "message", "image"]);
    const message = await withLegacyFieldNames({ bishopName: "bishopname" }, () =>
      ctx.services.bishopMessages.create(
        ctx.actor,
        { bishopName: fields.bishopname, heading: fields.heading, message: fields.message },
        legacyImage(fields.image),
      ),
    );
    return { status: "success", id: message.id };
  },
};
