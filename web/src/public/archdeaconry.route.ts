import { ArchdeaconryPageDocument } from "../gql/graphql";
import { isRecordId, sitePaths } from "@diocese/site/site-routes";
import { query, found, NO_PAGE, undecided, type PublicPage } from "./public-route";

/** The API refuses an archdeaconry id no record can have; such an address is not a page. */
export const isArchdeaconryId = isRecordId;

export const archdeaconryRoute: PublicPage = {
  path: sitePaths.archdeaconry.path,
  queries: ({ id = "" }) => (isArchdeaconryId(id) ? [query(ArchdeaconryPageDocument, { id })] : null),
  verdict: ({ params: { id = "" }, answered, site, t }) => {
    const answer = answered(ArchdeaconryPageDocument) ?? undecided(sitePaths.archdeaconry.getHref(id));
    if (!answer.archdeaconry) return NO_PAGE;
    const { name } = answer.archdeaconry;
    return found({
      name,
      description: t("heads.archdeaconryDescription", { archdeaconry: name, diocese: site.fullName }),
    });
  },
};
