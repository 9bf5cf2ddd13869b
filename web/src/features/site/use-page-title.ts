import { useEffect } from "react";
import { pageTitle } from "../../../../api/src/site/site-routes";
import { useSiteSettings } from "./use-site-settings";

export function usePageTitle(page: string) {
  const shortName = useSiteSettings()?.shortName;
  useEffect(() => {
    document.title = shortName ? pageTitle(shortName, page) : page;
  }, [shortName, page]);
}
