import { PledgePageDocument } from "../gql/graphql";
import { sitePaths } from "@diocese/site/site-routes";
import { isPledgePaymentProblem } from "../features/giving/pledge-problems";
import { query, found, NO_PAGE, undecided, type PublicPage } from "./public-route";

/** A pledge's own page, by its id and secret: none when the API knows no pledge at that address. */
const pledgePage = (path: string): PublicPage => ({
  path,
  queries: ({ id = "", secret = "", problem }) =>
    problem === undefined || isPledgePaymentProblem(problem)
      ? [query(PledgePageDocument, { id, secret })]
      : null,
  verdict: ({ params: { id = "", secret = "" }, answered, t }) => {
    const pledge = (answered(PledgePageDocument) ?? undecided(sitePaths.pledge.getHref(id, secret)))
      .pledgeStatement;
    if (!pledge) return NO_PAGE;
    // The pledger's own page: kept from search engines, and nothing in it to share.
    return found({
      name: t("site.pageNames.pledge"),
      description: t("heads.pledgeDescription", { project: pledge.projectTitle }),
      hidden: true,
    });
  },
});

export const pledgeRoute = pledgePage(sitePaths.pledge.path);

export const pledgeProblemRoute = pledgePage(sitePaths.pledgeProblem.path);
