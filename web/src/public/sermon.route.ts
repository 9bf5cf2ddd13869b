import { SermonPageDocument } from "../gql/graphql";
import { sitePaths } from "@diocese/site/site-routes";
import { query, found, NO_PAGE, undecided, type PublicPage } from "./public-route";

export const sermonRoute: PublicPage = {
  path: sitePaths.sermon.path,
  queries: ({ slug = "" }) => [query(SermonPageDocument, { slug })],
  verdict: ({ params: { slug = "" }, answered, t }) => {
    const sermon = (answered(SermonPageDocument) ?? undecided(sitePaths.sermon.getHref(slug))).sermon;
    if (!sermon) return NO_PAGE;
    return found({
      name: sermon.title,
      description: t("heads.sermonDescription", {
        preacher: sermon.preacher,
        passages: sermon.passages.map((passage) => passage.reference).join("; "),
      }),
      type: "article",
    });
  },
};
