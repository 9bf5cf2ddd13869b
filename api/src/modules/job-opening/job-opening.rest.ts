import type { RequestContext } from "../../context.js";
import type { JobOpening } from "./job-opening.entity.js";

/**
 * The old site's names for a job opening's fields (see the legacy REST contract). The old pages
 * know only `link`, so an opening advertised by its PDF alone gives the PDF's address there.
 */
function toLegacy(opening: JobOpening) {
  return {
    id: opening.id,
    refno: opening.referenceNumber,
    position: opening.position,
    description: opening.description,
    link: opening.link ?? opening.documentUrl,
  };
}

export const jobOpeningRest = {
  async getAllJobs(ctx: RequestContext) {
    return (await ctx.services.jobOpenings.listOpen()).map(toLegacy);
  },
};
