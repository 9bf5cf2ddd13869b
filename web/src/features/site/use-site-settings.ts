import { useQuery } from "@apollo/client/react";
import { siteSettingsQuery } from "./site.operations";

/** The site settings, or undefined until they arrive; every caller shares one request. */
export function useSiteSettings() {
  return useQuery(siteSettingsQuery).data?.siteSettings;
}
