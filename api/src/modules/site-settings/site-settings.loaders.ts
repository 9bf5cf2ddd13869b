import DataLoader from "dataloader";
import type { ServiceKind } from "../../site/worship.js";
import type { SiteSettingsService } from "./site-settings.service.js";

/** The site settings' lookups that one request batches (see loaders.ts). */
export function siteSettingsLoaders(siteSettings: SiteSettingsService) {
  return {
    /** How long a kind of regular service lasts (the site settings, read once per request). */
    minutesOfServiceKind: new DataLoader<ServiceKind, number | null>((kinds) =>
      siteSettings.serviceMinutesOf(kinds),
    ),
  };
}
