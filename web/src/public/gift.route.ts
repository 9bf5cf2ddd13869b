import { GiftPageDocument } from "../gql/graphql";
import { sitePaths } from "@diocese/site/site-routes";
import { query, found, NO_PAGE, undecided, type PublicPage, type Messages } from "./public-route";

/** A page that waits for M-Pesa asks again this often without JavaScript (with it, a behaviour asks). */
export const PENDING_GIFT_REFRESH_SECONDS = 3;

/** A gift's status or receipt page, by its token: none when the API knows no such gift. */
export function giftPage(
  path: string,
  name: (t: Messages) => string,
  shows: (status: string) => boolean,
): PublicPage {
  return {
    path,
    queries: ({ token = "" }) => [query(GiftPageDocument, { token })],
    verdict: ({ params: { token = "" }, answered, t }) => {
      const gift = (answered(GiftPageDocument) ?? undecided(path.replace(":token", token))).gift;
      if (!gift || !shows(gift.status)) return NO_PAGE;
      // A donor's own page: kept from search engines, and nothing in its preview worth sharing.
      return found({
        name: name(t),
        description: t("heads.giftDescription", { project: gift.projectTitle }),
        hidden: true,
        refreshWithoutScriptSeconds: gift.status === "PENDING" ? PENDING_GIFT_REFRESH_SECONDS : undefined,
      });
    },
  };
}

export const giftRoute = giftPage(
  sitePaths.gift.path,
  (t) => t("site.pageNames.gift"),
  () => true,
);
