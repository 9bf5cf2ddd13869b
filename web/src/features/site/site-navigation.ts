import { useQuery } from "@apollo/client/react";
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
 * The main menu in the old site's order. Boards & Committees is left out: it has no page. A menu
 * whose list is empty (or not loaded yet) is left out rather than opening on nothing.
 */
export function buildNavigation(
  settings: Settings,
  archdeaconries: { id: string; name: string }[],
  departments: { slug: string; name: string }[],
): NavItem[] {
  const about: NavLinkItem[] = [
    { label: "About Us", href: paths.aboutUs.getHref() },
    { label: "Diocese History", href: paths.dioceseHistory.getHref() },
    { label: "Governance System", href: paths.governanceSystem.getHref() },
  ];
  if (settings?.strategicPlanUrl) {
    about.push({ label: "Strategic Plan", href: settings.strategicPlanUrl, file: true });
  }
  const items: NavItem[] = [
    { label: "HOME", href: paths.home.getHref() },
    { label: "ABOUT", links: about },
  ];
  // The finder comes first: most visitors want a church near them, not an archdeaconry.
  items.push({
    label: "ARCHDEACONRIES",
    links: [
      { label: "Find a Parish", href: paths.parishes.getHref() },
      ...archdeaconries.map(({ id, name }) => ({ label: name, href: paths.archdeaconry.getHref(id) })),
    ],
  });
  if (departments.length > 0) {
    items.push({
      label: "DEPARTMENTS",
      links: departments.map(({ slug, name }) => ({ label: name, href: paths.department.getHref(slug) })),
    });
  }
  items.push(
    { label: "PROJECTS", href: paths.projects.getHref() },
    { label: "NEWS", href: paths.newsList.getHref() },
    { label: "CAREER", href: paths.careers.getHref() },
  );
  return items;
}

export function useNavigation(): NavItem[] {
  const settings = useSiteSettings();
  const { data } = useQuery(SiteNavigationDocument);
  return buildNavigation(settings, data?.archdeaconries ?? [], data?.departments ?? []);
}
