import type { RequestContext } from "../../context.js";
import type { JobOpening } from "./job-opening.entity.js";

/** The old site's names for a job opening's fields (see the legacy REST contract). */
function toLegacy(opening: JobOpening) {
  return {
    id: opening.id,
    refno: opening.referenceNumber,
    position: opening.position,
    description: opening.description,
    link: opening.link,
  };
}

export const jobOpeningRest = {
  async getAllJobs(ctx: RequestContext) {
    return (await ctx.services.jobOpenings.listOpen()).map(toLegacy);
  },
};
