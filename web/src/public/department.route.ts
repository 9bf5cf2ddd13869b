import { DepartmentPageDocument } from "../gql/graphql";
import { sitePaths } from "@diocese/site/site-routes";
import { query, found, NO_PAGE, undecided, shareImage, type PublicPage } from "./public-route";

export const departmentRoute: PublicPage = {
  path: sitePaths.department.path,
  queries: ({ slug = "" }) => [query(DepartmentPageDocument, { slug })],
  verdict: ({ params: { slug = "" }, answered }) => {
    const answer = answered(DepartmentPageDocument) ?? undecided(sitePaths.department.getHref(slug));
    if (!answer.department) return NO_PAGE;
    const { name, preview, image } = answer.department;
    return found({ name, description: preview, image: shareImage(image, name) });
  },
};
