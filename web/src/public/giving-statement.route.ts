import { sitePaths } from "@diocese/site/site-routes";
import { isStatementCodeProblem, isStatementProblem } from "../features/giving/statement-problems";
import { found, NO_PAGE, type PublicPage } from "./public-route";

/*
 * A donor's statement of giving: the form, and the page where the code sent by SMS is typed. Both
 * ask nothing of the API (the form posts to the API's own routes, giving-statement.routes.ts); an
 * address with a problem it does not know is no page.
 */

const formPage = (path: string): PublicPage => ({
  path,
  queries: ({ problem }) => (problem === undefined || isStatementProblem(problem) ? [] : null),
  verdict: ({ params: { problem }, t }) =>
    problem === undefined || isStatementProblem(problem)
      ? found({ name: t("statements.title"), description: t("statements.description") })
      : NO_PAGE,
});

const codePage = (path: string): PublicPage => ({
  path,
  queries: ({ problem }) => (problem === undefined || isStatementCodeProblem(problem) ? [] : null),
  verdict: ({ params: { problem }, t }) =>
    problem === undefined || isStatementCodeProblem(problem)
      ? // Its address is a donor's request: kept from search engines and from every cache.
        found({ name: t("statements.code.title"), hidden: true, secretAddress: true })
      : NO_PAGE,
});

export const givingStatementRoute = formPage(sitePaths.givingStatement.path);
export const givingStatementProblemRoute = formPage(sitePaths.givingStatementProblem.path);
export const givingStatementCodeRoute = codePage(sitePaths.givingStatementCode.path);
export const givingStatementCodeProblemRoute = codePage(sitePaths.givingStatementCodeProblem.path);
