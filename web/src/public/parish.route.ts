import { ParishPageDocument } from "../gql/graphql";
import { sitePaths } from "@diocese/site/site-routes";
import { parishStructuredData } from "../features/parishes/parish-structured-data";
import { query, found, NO_PAGE, undecided, shareImage, type PublicPage } from "./public-route";

export const parishRoute: PublicPage = {
  path: sitePaths.parish.path,
  queries: ({ slug = "" }) => [query(ParishPageDocument, { slug })],
  verdict: ({ params: { slug = "" }, answered, site, siteUrl, language, t }) => {
    const parish = (answered(ParishPageDocument) ?? undecided(sitePaths.parish.getHref(slug))).parishBySlug;
    if (!parish) return NO_PAGE;
    // The API finds a slug in any case and with spaces about it; the page has one address.
    if (parish.slug !== slug) return { status: 301, location: sitePaths.parish.getHref(parish.slug) };
    const archdeaconry = t("heads.archdeaconryName", { archdeaconry: parish.archdeaconry.name });
    const where = [parish.town, archdeaconry].filter(Boolean).join(", ");
    return found({
      name: parish.name,
      description: t("heads.parishDescription", { parish: parish.name, where }),
      image: shareImage(parish.image, parish.name),
      structuredData: parishStructuredData(parish, { siteUrl, dioceseName: site.fullName, language }),
    });
  },
};
