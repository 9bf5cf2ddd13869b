import { sitePaths } from "@diocese/site/site-routes";
import { ClergyDirectoryDocument } from "../gql/graphql";
import { found, hasPage, NO_PAGE, pageNumber, query, type PublicPage } from "./public-route";

const PAGE_SIZE = 20;

/** The directory's page and words from its address. */
export const clergyVariables = (search: URLSearchParams) => ({
  page: pageNumber(search),
  pageSize: PAGE_SIZE,
  search: search.get("q")?.trim().slice(0, 120) || null,
});

export const clergyRoute: PublicPage = {
  path: sitePaths.clergy.path,
  queries: (_, search) => [query(ClergyDirectoryDocument, clergyVariables(search))],
  verdict: ({ answered, site, search, t }) =>
    hasPage(search, answered(ClergyDirectoryDocument)?.clergy.pageCount)
      ? found({ name: t("clergy.title"), description: t("clergy.description", { diocese: site.fullName }) })
      : NO_PAGE,
};
