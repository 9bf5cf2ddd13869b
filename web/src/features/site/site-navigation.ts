import { useQuery } from "@apollo/client/react";
import { inLanguage, type Language } from "../../../../api/src/site/languages";
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

/**
 * The main menu in the old site's order. A menu
 * whose list is empty (or not loaded yet) is left out rather than opening on nothing. Its labels
 * and pages are in `language`.
 */
export function buildNavigation(
  settings: Settings,
  archdeaconries: { id: string; name: string }[],
  departments: { slug: string; name: string }[],
  language: Language = "en",
): NavItem[] {
  const { t } = messages[language];
  const page = (href: string) => inLanguage(language, href);
  const about: NavLinkItem[] = [
    { label: t("site.navigation.aboutUs"), href: page(paths.aboutUs.getHref()) },
    { label: t("site.navigation.dioceseHistory"), href: page(paths.dioceseHistory.getHref()) },
    { label: t("site.navigation.governanceSystem"), href: page(paths.governanceSystem.getHref()) },
    { label: t("site.navigation.boardsAndCommittees"), href: page(paths.boardsAndCommittees.getHref()) },
  ];
  if (settings?.strategicPlanUrl) {
    about.push({ label: t("site.navigation.strategicPlan"), href: settings.strategicPlanUrl, file: true });
  }
  const items: NavItem[] = [
    { label: t("site.navigation.home"), href: page(paths.home.getHref()) },
    { label: t("site.navigation.about"), links: about },
  ];
  // The finder comes first: most visitors want a church near them, not an archdeaconry.
  items.push({
    label: t("site.navigation.archdeaconries"),
    links: [
      { label: t("site.navigation.findParish"), href: page(paths.parishes.getHref()) },
      ...archdeaconries.map(({ id, name }) => ({ label: name, href: page(paths.archdeaconry.getHref(id)) })),
    ],
  });
  if (departments.length > 0) {
    items.push({
      label: t("site.navigation.departments"),
      links: departments.map(({ slug, name }) => ({
        label: name,
        href: page(paths.department.getHref(slug)),
      })),
    });
  }
  items.push(
    { label: t("site.navigation.projects"), href: page(paths.projects.getHref()) },
    { label: t("site.navigation.news"), href: page(paths.newsList.getHref()) },
    { label: t("site.navigation.career"), href: page(paths.careers.getHref()) },
  );
  return items;
}

export function useNavigation(): NavItem[] {
  const settings = useSiteSettings();
  const language = useLanguage();
  const { data } = useQuery(SiteNavigationDocument);
  return buildNavigation(settings, data?.archdeaconries ?? [], data?.departments ?? [], language);
}
