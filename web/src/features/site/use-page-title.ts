import { useEffect } from "react";
import { useSiteSettings } from "./use-site-settings";

export function usePageTitle(page: string) {
  const shortName = useSiteSettings()?.shortName;
  useEffect(() => {
    document.title = shortName ? `${shortName} | ${page}` : page;
  }, [shortName, page]);
}
