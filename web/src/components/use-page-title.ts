import { useEffect } from "react";
import { useSiteSettings } from "../features/site/use-site-settings";

export function usePageTitle(page: string) {
  const shortName = useSiteSettings()?.shortName;
  useEffect(() => {
    document.title = shortName ? `${shortName} | ${page}` : page;
  }, [shortName, page]);
}
