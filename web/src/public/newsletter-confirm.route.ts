import { sitePaths } from "@diocese/site/site-routes";
import { found, type PublicPage } from "./public-route";

export const newsletterConfirmRoute: PublicPage = {
  // Only the frame's queries: the page is the same for every link's token (?token=), which the
  // form posts back to the address it came in; no page is kept with one.
  path: sitePaths.newsletterConfirm.path,
  queries: () => [],
  verdict: ({ t }) =>
    found({
      name: t("site.pageNames.newsletterConfirm"),
      description: t("heads.newsletterConfirmDescription"),
      hidden: true,
      secretAddress: true,
    }),
};
