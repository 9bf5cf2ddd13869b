import { useEffect } from "react";
import { pageTitle } from "@diocese/site/site-routes";
import { useSiteSettings } from "./use-site-settings";

/** The tab's title in the browser: the page's name (in the page's language, from site.pageNames) after the site's. */
export function usePageTitle(page: string) {
  const shortName = useSiteSettings()?.shortName;
  useEffect(() => {
    document.title = shortName ? pageTitle(shortName, page) : page;
  }, [shortName, page]);
}
