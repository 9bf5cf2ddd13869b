import { HonourRollPageDocument } from "../gql/graphql";
import { sitePaths } from "@diocese/site/site-routes";
import { query, found, NO_PAGE, undecided, type PublicPage } from "./public-route";

/** An appeal's honour roll, by parish or by archdeaconry: the project its slug names. */
const honourRollPage = (path: string, by: "PARISH" | "ARCHDEACONRY"): PublicPage => ({
  path,
  queries: ({ slug = "" }) => [query(HonourRollPageDocument, { slug, by })],
  verdict: ({ params: { slug = "" }, answered, t }) => {
    const project = (answered(HonourRollPageDocument) ?? undecided(sitePaths.honourRoll.getHref(slug)))
      .project;
    if (!project || project.slug !== slug) return NO_PAGE;
    return found({
      name: t("heads.honourRollName", { project: project.title }),
      description: t("heads.honourRollDescription", { project: project.title }),
    });
  },
});

export const honourRollRoute = honourRollPage(sitePaths.honourRoll.path, "PARISH");

export const honourRollByArchdeaconryRoute = honourRollPage(
  sitePaths.honourRollByArchdeaconry.path,
  "ARCHDEACONRY",
);
