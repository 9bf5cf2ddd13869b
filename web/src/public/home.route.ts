import { FeaturedAppealDocument, HomePageDocument } from "../gql/graphql";
import { sitePaths } from "@diocese/site/site-routes";
import { query, found, type PublicPage } from "./public-route";

export const HOME_PAGE_VARIABLES = { eventCount: 4, newsCount: 3 };

export const homeRoute: PublicPage = {
  path: sitePaths.home.path,
  queries: () => [query(HomePageDocument, HOME_PAGE_VARIABLES), query(FeaturedAppealDocument)],
  verdict: ({ site, t }) => found({ name: t("site.pageNames.home"), shareTitle: site.fullName }),
};
