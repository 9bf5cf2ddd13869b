import { AboutUsPageDocument } from "../gql/graphql";
import { sitePaths } from "@diocese/site/site-routes";
import { query, informationPage, type PublicPage } from "./public-route";

export const aboutUsRoute: PublicPage = {
  path: sitePaths.aboutUs.path,
  queries: () => [query(AboutUsPageDocument)],
  verdict: ({ answered, t }) =>
    informationPage(t("site.pageNames.aboutUs"), answered(AboutUsPageDocument)?.informationPage?.preview),
};
