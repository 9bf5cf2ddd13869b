import { sitePaths } from "@diocese/site/site-routes";
import { found, type PublicPage } from "./public-route";

export const newsletterRoute: PublicPage = {
  // Only the frame's queries: the sign-up form, which the footer's form posts to without JavaScript.
  path: sitePaths.newsletter.path,
  queries: () => [],
  verdict: ({ t }) =>
    found({ name: t("site.pageNames.newsletter"), description: t("heads.newsletterDescription") }),
};
