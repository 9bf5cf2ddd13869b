import { useQuery } from "@apollo/client/react";
import { SiteSettingsDocument } from "../../gql/graphql";

/** The site settings, or undefined until they arrive; every caller shares one request. */
export function useSiteSettings() {
  return useQuery(SiteSettingsDocument).data?.siteSettings;
}

/** How this site takes gifts by M-Pesa (from the same request as the settings), or undefined until it arrives. */
export function useGiving() {
  return useQuery(SiteSettingsDocument).data?.giving;
}
