import { YearsInNumbersPageDocument } from "../gql/graphql";
import { sitePaths } from "@diocese/site/site-routes";
import { query, found, type PublicPage } from "./public-route";

/** The years the diocese has published in numbers, latest first. */
export const yearsInNumbersRoute: PublicPage = {
  path: sitePaths.yearsInNumbers.path,
  queries: () => [query(YearsInNumbersPageDocument)],
  verdict: ({ site, t }) =>
    found({
      name: t("site.pageNames.yearsInNumbers"),
      description: t("heads.yearsInNumbersDescription", { diocese: site.fullName }),
    }),
};
