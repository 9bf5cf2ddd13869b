import { CareersPageDocument } from "../gql/graphql";
import { sitePaths } from "@diocese/site/site-routes";
import { query, found, NO_PAGE, hasPage, pageNumber, type PublicPage } from "./public-route";

const CAREERS_PAGE_SIZE = 20;

export const careersVariables = (search: URLSearchParams) => ({
  page: pageNumber(search),
  pageSize: CAREERS_PAGE_SIZE,
});

export const careersRoute: PublicPage = {
  path: sitePaths.careers.path,
  queries: (_, search) => [query(CareersPageDocument, careersVariables(search))],
  verdict: ({ answered, site, search, t }) =>
    hasPage(search, answered(CareersPageDocument)?.jobOpenings.pageCount)
      ? found({
          name: t("site.pageNames.careers"),
          description: t("heads.careersDescription", { diocese: site.fullName }),
        })
      : NO_PAGE,
};
