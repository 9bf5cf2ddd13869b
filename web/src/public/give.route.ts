import { GivePageDocument } from "../gql/graphql";
import { sitePaths } from "@diocese/site/site-routes";
import { GIVE_PROBLEMS, type GiveProblem } from "@diocese/site/form-problems";
import { query, found, NO_PAGE, undecided, shareImage, type PublicPage } from "./public-route";

/** What was wrong with the last gift sent from the give page without JavaScript, from its address. */
export const isGiveProblem = (text: string | undefined): text is GiveProblem =>
  GIVE_PROBLEMS.some((problem) => problem === text);

/** A project's give page: the project its slug names, with or without what went wrong last time. */
const givePage = (path: string): PublicPage => ({
  path,
  // An address with a problem no form sends is no page, and asks nothing.
  queries: ({ slug = "", problem }) =>
    problem === undefined || isGiveProblem(problem) ? [query(GivePageDocument, { slug })] : null,
  verdict: ({ params: { slug = "" }, answered, t }) => {
    const answer = answered(GivePageDocument) ?? undecided(sitePaths.give.getHref(slug));
    const project = answer.project;
    // The API finds a slug with spaces about it too; the page has one address.
    if (!project || project.slug !== slug) return NO_PAGE;
    return found({
      name: t("heads.giveName", { project: project.title }),
      description: t("heads.giveDescription", { project: project.title, summary: project.summary }),
      image: shareImage(project.image, project.title),
    });
  },
});

export const giveRoute = givePage(sitePaths.give.path);

export const giveProblemRoute = givePage(sitePaths.giveProblem.path);
