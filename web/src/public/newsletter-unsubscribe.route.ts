import { sitePaths } from "@diocese/site/site-routes";
import { found, type PublicPage } from "./public-route";

export const newsletterUnsubscribeRoute: PublicPage = {
  // As the confirm page: the same for every unsubscribe link, whose token the form posts back.
  path: sitePaths.newsletterUnsubscribe.path,
  queries: () => [],
  verdict: ({ t }) =>
    found({
      name: t("site.pageNames.newsletterUnsubscribe"),
      description: t("heads.newsletterUnsubscribeDescription"),
      hidden: true,
      secretAddress: true,
    }),
};
