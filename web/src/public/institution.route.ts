import { sitePaths } from "@diocese/site/site-routes";
import { institutionStructuredData } from "../features/institutions/institution-structured-data";
import { InstitutionPageDocument } from "../gql/graphql";
import { KIND_MESSAGES } from "../features/institutions/institution-kinds";
import { found, NO_PAGE, query, shareImage, undecided, type PublicPage } from "./public-route";

export const institutionRoute: PublicPage = {
  path: sitePaths.institution.path,
  queries: ({ slug = "" }) => [query(InstitutionPageDocument, { slug })],
  verdict: ({ params: { slug = "" }, answered, siteUrl, language, t }) => {
    const institution = (answered(InstitutionPageDocument) ?? undecided(sitePaths.institution.getHref(slug)))
      .institutionBySlug;
    if (!institution) return NO_PAGE;
    // The API finds a slug in any case and with spaces about it; the page has one address.
    if (institution.slug !== slug)
      return { status: 301, location: sitePaths.institution.getHref(institution.slug) };
    const kind = t(KIND_MESSAGES[institution.kind]);
    return found({
      name: institution.name,
      description: t("institutions.pageDescription", {
        name: institution.name,
        kind,
        where: institution.town ?? institution.parish.name,
        parish: institution.parish.name,
      }),
      image: shareImage(institution.image, institution.name),
      structuredData: institutionStructuredData(institution, { siteUrl, language }),
    });
  },
};
