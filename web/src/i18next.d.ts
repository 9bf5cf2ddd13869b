import "i18next";
import type { DashboardMessages } from "./admin/locales/catalogues";
import type { SiteMessages } from "./locales/catalogues";

// t() accepts only the keys of the catalogues, so a message a component names must exist.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: SiteMessages & DashboardMessages };
  }
}
