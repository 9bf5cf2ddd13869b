import { useQuery } from "@apollo/client/react";
import { SiteSettingsDocument } from "../../gql/graphql";

/** The site settings, or undefined until they arrive; every caller shares one request. */
export function useSiteSettings() {
  return useQuery(SiteSettingsDocument).data?.siteSettings;
}
