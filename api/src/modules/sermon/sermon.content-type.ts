import type { ContentType } from "../../content-type.js";
import { sermon } from "../../site/content-types/sermon.js";
import { sitePaths } from "../../site/site-routes.js";
import type { SermonService } from "./sermon.service.js";

type Needs = { sermons: SermonService };

export const sermonContentType: ContentType<Needs> = {
  shared: sermon,
  scheduled: (services) => services.sermons,
  async previewed(services, actor, id) {
    const found = await services.sermons.findByIdForStaff(actor, id);
    return found && { record: found, address: sitePaths.sermon.getHref(found.slug) };
  },
};
