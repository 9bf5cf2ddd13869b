import { useQuery } from "@apollo/client/react";
import type { TFunction } from "i18next";
import { inLanguage, type Language } from "@diocese/site/languages";
import { MAIN_MENU, type MainMenuList, type MainMenuPage } from "@diocese/site/main-menu";
import { messages, useLanguage } from "../../lib/language";
import { paths } from "../../lib/paths";
import type { SiteSettingsQuery } from "../../gql/graphql";
import { useSiteSettings } from "./use-site-settings";
import { SiteNavigationDocument } from "../../gql/graphql";

export type NavLinkItem = {
  label: string;
  href: string;
  /** A file to download, such as the strategic plan: a plain link rather than the router's. */
  file?: boolean;
};
export type NavGroup = { label: string; links: NavLinkItem[] };
export type NavItem = NavLinkItem | NavGroup;

export function isNavGroup(item: NavItem): item is NavGroup {
  return "links" in item;
}

type Settings = SiteSettingsQuery["siteSettings"] | undefined;

/** What the main menu calls its pages and lists, in `t`'s language: every one must have a name. */
function menuLabels(t: TFunction): Record<MainMenuPage | MainMenuList, string> {
  return {
    home: t("site.navigation.home"),
    about: t("site.navigation.about"),
    aboutUs: t("site.navigation.aboutUs"),
    dioceseHistory: t("site.navigation.dioceseHistory"),
    governanceSystem: t("site.navigation.governanceSystem"),
    boardsAndCommittees: t("site.navigation.boardsAndCommittees"),
    yearsInNumbers: t("site.navigation.yearsInNumbers"),
    archdeaconries: t("site.navigation.archdeaconries"),
    parishes: t("site.navigation.findParish"),
    institutions: t("institutions.menu"),
    departments: t("site.navigation.departments"),
    events: t("site.navigation.events"),
    media: t("site.navigation.media"),
    newsList: t("site.navigation.news"),
    sermons: t("site.navigation.sermons"),
    gallery: t("site.navigation.gallery"),
    libraryDocuments: t("libraryDocuments.title"),
    clergy: t("clergy.title"),
    projects: t("site.navigation.projects"),
    careers: t("site.navigation.careers"),
  };
}

/**
 * The main menu, as MAIN_MENU (api/src/site/site-routes.ts) orders it, for wide screens and phones
 * alike. A list that has no pages (no departments yet, or not loaded yet) is left out rather than
 * opening on nothing. Its labels and pages are in `language`.
 */
export function buildNavigation(
  settings: Settings,
  archdeaconries: { id: string; name: string }[],
  departments: { slug: string; name: string }[],
  language: Language = "en",
): NavItem[] {
  const { t } = messages[language];
  const labels = menuLabels(t);
  const link = (page: MainMenuPage): NavLinkItem => ({
    label: labels[page],
    href: inLanguage(language, paths[page].getHref()),
  });
  // What each list holds besides its fixed pages; the finder comes before the archdeaconries, as
  // most visitors want a church near them, not an archdeaconry.
  const listed: Record<MainMenuList, NavLinkItem[]> = {
    about: settings?.strategicPlanUrl
      ? [{ label: t("site.navigation.strategicPlan"), href: settings.strategicPlanUrl, file: true }]
      : [],
    archdeaconries: archdeaconries.map(({ id, name }) => ({
      label: name,
      href: inLanguage(language, paths.archdeaconry.getHref(id)),
    })),
    departments: departments.map(({ slug, name }) => ({
      label: name,
      href: inLanguage(language, paths.department.getHref(slug)),
    })),
    media: [],
  };
  return MAIN_MENU.flatMap((entry): NavItem[] => {
    if (typeof entry === "string") return [link(entry)];
    const links = [...entry.pages.map(link), ...listed[entry.list]];
    return links.length > 0 ? [{ label: labels[entry.list], links }] : [];
  });
}

export function useNavigation(): NavItem[] {
  const settings = useSiteSettings();
  const language = useLanguage();
  const { data } = useQuery(SiteNavigationDocument);
  return buildNavigation(settings, data?.archdeaconries ?? [], data?.departments ?? [], language);
}
