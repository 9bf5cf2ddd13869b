import { createContext, useContext } from "react";

const SiteUrlContext = createContext<string | null>(null);

/**
 * Gives the pages the address visitors reach the site by, such as https://www.diocese.example:
 * PUBLIC_URL when the server draws a page, the browser's own origin when the app does.
 */
export const SiteUrlProvider = SiteUrlContext.Provider;

/** The site's address, for the full addresses a page gives away (share links). */
export function useSiteUrl(): string {
  const siteUrl = useContext(SiteUrlContext);
  if (siteUrl === null) throw new Error("useSiteUrl needs a SiteUrlProvider above it (AppProviders has one)");
  return siteUrl;
}
