import { ProjectsPageDocument } from "../gql/graphql";
import { sitePaths } from "@diocese/site/site-routes";
import { query, informationPage, type PublicPage } from "./public-route";

// A diocese runs a handful of projects at a time: one page of the API holds them all.
export const PROJECTS_PAGE_VARIABLES = { pageSize: 50 };

export const projectsRoute: PublicPage = {
  path: sitePaths.projects.path,
  queries: () => [query(ProjectsPageDocument, PROJECTS_PAGE_VARIABLES)],
  verdict: ({ answered, t }) =>
    informationPage(t("site.pageNames.projects"), answered(ProjectsPageDocument)?.informationPage?.preview),
};
