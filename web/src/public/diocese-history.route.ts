import { DioceseHistoryPageDocument } from "../gql/graphql";
import { sitePaths } from "@diocese/site/site-routes";
import { query, informationPage, type PublicPage } from "./public-route";

export const dioceseHistoryRoute: PublicPage = {
  path: sitePaths.dioceseHistory.path,
  queries: () => [query(DioceseHistoryPageDocument)],
  verdict: ({ answered, t }) =>
    informationPage(
      t("site.pageNames.dioceseHistory"),
      answered(DioceseHistoryPageDocument)?.informationPage?.preview,
    ),
};
