import { sitePaths } from "@diocese/site/site-routes";
import { found, type PublicPage } from "./public-route";

export const offlineRoute: PublicPage = {
  // The frame alone, so that the service worker keeps it for any page it has not saved.
  path: sitePaths.offline.path,
  queries: () => [],
  verdict: ({ t }) =>
    found({ name: t("site.pageNames.offline"), description: t("heads.offlineDescription"), hidden: true }),
};
