import type { ModuleDeclaration } from "../../module-declaration.js";
import { TranslationResolver } from "../translation/translation.js";
import { SITE_SETTINGS_TRANSLATION, SiteSettings } from "./site-settings.entity.js";
import { SiteSettingsResolver } from "./site-settings.resolver.js";

export const siteSettingsModule = {
  name: "site-settings",
  entities: [SiteSettings],
  resolvers: [SiteSettingsResolver, TranslationResolver(SiteSettings, SITE_SETTINGS_TRANSLATION)],
} satisfies ModuleDeclaration;
