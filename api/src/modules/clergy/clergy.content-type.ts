import type { ContentType } from "../../content-type.js";
import { clergy } from "../../site/content-types/clergy.js";
import { sitePaths } from "../../site/site-routes.js";
import type { ClergyService } from "./clergy.service.js";

type Needs = { clergy: ClergyService };

export const clergyContentType: ContentType<Needs> = {
  shared: clergy,
  scheduled: (services) => services.clergy,
  // The directory, dated by its latest change, then each published member's page.
  async sitemap(services) {
    const members = await services.clergy.listPublished();
    const changed = members.reduce<Date | null>(
      (latest, member) => (!latest || member.updatedAt > latest ? member.updatedAt : latest),
      null,
    );
    return [
      { path: sitePaths.clergy.getHref(), changed },
      ...members.map((member) => ({
        path: sitePaths.clergyMember.getHref(member.slug),
        changed: member.updatedAt,
      })),
    ];
  },
};
