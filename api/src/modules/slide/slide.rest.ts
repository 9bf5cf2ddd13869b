import type { RequestContext } from "../../context.js";
import { legacyFields, legacyImage } from "../../lib/legacy-body.js";
import type { Slide } from "./slide.entity.js";

/** The old site's names for a slide's fields (see the legacy REST contract). */
function toLegacy(slide: Slide) {
  return { id: slide.id, title: slide.title, caption: slide.caption, image: slide.imageUrl };
}

export const slideRest = {
  async getAllSliders(ctx: RequestContext) {
    return (await ctx.services.slides.list()).map(toLegacy);
  },

  async uploadSliderImage(ctx: RequestContext, body: Record<string, unknown>) {
    const fields = legacyFields(body, ["title", "caption", "image"]);
    const slide = await ctx.services.slides.create(
      ctx.actor,
      { title: fields.title, caption: fields.caption },
      legacyImage(fields.image),
    );
    return { status: "success", id: slide.id };
  },
};
