import { NewsListDocument } from "../gql/graphql";
import { sitePaths } from "@diocese/site/site-routes";
import { query, found, NO_PAGE, hasPage, pageNumber, type PublicPage } from "./public-route";

const NEWS_PAGE_SIZE = 12;

export const newsListVariables = (search: URLSearchParams) => ({
  page: pageNumber(search),
  pageSize: NEWS_PAGE_SIZE,
});

export const newsListRoute: PublicPage = {
  path: sitePaths.newsList.path,
  queries: (_, search) => [query(NewsListDocument, newsListVariables(search))],
  verdict: ({ answered, site, search, t }) =>
    hasPage(search, answered(NewsListDocument)?.newsArticles.pageCount)
      ? found({
          name: t("site.pageNames.newsList"),
          description: t("heads.newsListDescription", { diocese: site.fullName }),
        })
      : NO_PAGE,
};
