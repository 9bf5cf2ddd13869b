import { PledgeFormPageDocument } from "../gql/graphql";
import { sitePaths } from "@diocese/site/site-routes";
import { isPledgeProblem } from "../features/giving/pledge-problems";
import { query, found, NO_PAGE, undecided, type PublicPage } from "./public-route";

/** An appeal's pledge form: the project its slug names, with or without what went wrong last time. */
const pledgeFormPage = (path: string): PublicPage => ({
  path,
  queries: ({ slug = "", problem }) =>
    problem === undefined || isPledgeProblem(problem) ? [query(PledgeFormPageDocument, { slug })] : null,
  verdict: ({ params: { slug = "" }, answered, t }) => {
    const project = (answered(PledgeFormPageDocument) ?? undecided(sitePaths.pledgeForm.getHref(slug)))
      .project;
    if (!project || project.slug !== slug) return NO_PAGE;
    return found({
      name: t("heads.pledgeName", { project: project.title }),
      description: t("heads.pledgeDescription", { project: project.title }),
    });
  },
});

export const pledgeFormRoute = pledgeFormPage(sitePaths.pledgeForm.path);

export const pledgeFormProblemRoute = pledgeFormPage(sitePaths.pledgeFormProblem.path);
