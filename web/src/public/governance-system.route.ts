import { InformationPageDocument, StandingCommitteeDocument } from "../gql/graphql";
import { sitePaths } from "@diocese/site/site-routes";
import { query, informationPage, type PublicPage } from "./public-route";

export const GOVERNANCE_SYSTEM_VARIABLES = { slug: "governance-system" };

export const governanceSystemRoute: PublicPage = {
  path: sitePaths.governanceSystem.path,
  queries: () => [
    query(InformationPageDocument, GOVERNANCE_SYSTEM_VARIABLES),
    query(StandingCommitteeDocument),
  ],
  verdict: ({ answered, t }) =>
    informationPage(
      t("site.pageNames.governanceSystem"),
      answered(InformationPageDocument)?.informationPage?.preview,
    ),
};
