import type { ContentType } from "../../content-type.js";
import { institution } from "../../site/content-types/institution.js";
import { sitePaths } from "../../site/site-routes.js";
import type { InstitutionService } from "./institution.service.js";

type Needs = { institutions: InstitutionService };

export const institutionContentType: ContentType<Needs> = {
  shared: institution,
  scheduled: (services) => services.institutions,
  // The finder, dated by the latest change of what it lists, then each published institution's page.
  async sitemap(services) {
    const institutions = await services.institutions.publishedAddresses();
    const latest = institutions.reduce<Date | null>(
      (newest, { updatedAt }) => (newest && newest > updatedAt ? newest : updatedAt),
      null,
    );
    return [
      { path: sitePaths.institutions.getHref(), changed: latest },
      ...institutions.map(({ slug, updatedAt }) => ({
        path: sitePaths.institution.getHref(slug),
        changed: updatedAt,
      })),
    ];
  },
};
