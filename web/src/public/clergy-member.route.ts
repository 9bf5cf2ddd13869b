import { sitePaths } from "@diocese/site/site-routes";
import { clergyStructuredData } from "../features/clergy/clergy-structured-data";
import { ClergyPersonPageDocument } from "../gql/graphql";
import { found, NO_PAGE, query, shareImage, undecided, type PublicPage } from "./public-route";

export const clergyMemberRoute: PublicPage = {
  path: sitePaths.clergyMember.path,
  queries: ({ slug = "" }) => [query(ClergyPersonPageDocument, { slug })],
  verdict: ({ params: { slug = "" }, answered, site, siteUrl, language, t }) => {
    const person = (answered(ClergyPersonPageDocument) ?? undecided(sitePaths.clergyMember.getHref(slug)))
      .clergyMemberBySlug;
    if (!person) return NO_PAGE;
    if (person.slug !== slug) return { status: 301, location: sitePaths.clergyMember.getHref(person.slug) };
    return found({
      name: person.styledName,
      description: t("clergy.personDescription", { name: person.styledName, diocese: site.fullName }),
      image: shareImage(person.image, person.styledName),
      structuredData: clergyStructuredData(person, { siteUrl, dioceseName: site.fullName, language, t }),
    });
  },
};
