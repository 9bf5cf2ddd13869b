import type { ContentType } from "../../content-type.js";
import { informationPage } from "../../site/content-types/information-page.js";
import { INFORMATION_PAGES, informationPageSlug, sitePaths } from "../../site/site-routes.js";
import type { InformationPageService } from "./information-page.service.js";

type Needs = { informationPages: InformationPageService };

/** The public page of an information page's record, by its slug; none for a slug of no page. */
function informationPageAddress(slug: string): string | null {
  const page = INFORMATION_PAGES.find((candidate) => informationPageSlug(candidate) === slug);
  return page ? sitePaths[page].getHref() : null;
}

export const informationPageContentType: ContentType<Needs> = {
  shared: informationPage,
  scheduled: (services) => services.informationPages,
  async previewed(services, actor, id) {
    const page = await services.informationPages.findByIdForStaff(actor, id);
    const address = page && informationPageAddress(page.slug);
    return page && address ? { record: page, address } : null;
  },
};
