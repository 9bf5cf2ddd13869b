import { paths } from "../lib/paths";
import type { AdminRole } from "./gql/graphql";

export type AdminNavigationLink = {
  label: string;
  href: string;
  /** Words staff may search for besides the label. */
  keywords?: string;
  /** Only these roles see it; everyone when left out. */
  roles?: AdminRole[];
};

export type AdminNavigationGroup = { label: string; items: AdminNavigationLink[] };

/**
 * The sections that change the diocese's content: a treasurer's account changes none, and a parish
 * or department editor's only their own place's (My parish or My department, Events, News).
 */
const KEEPS_CONTENT: AdminRole[] = ["SYSTEM_ADMIN", "EDITOR"];
const KEEPS_EVENTS: AdminRole[] = [...KEEPS_CONTENT, "PARISH_EDITOR", "DEPARTMENT_EDITOR"];
const KEEPS_NEWS: AdminRole[] = [...KEEPS_CONTENT, "PARISH_EDITOR"];

/** The dashboard's sections, in the order of the sidebar; each new admin page adds itself here. */
export const adminNavigation: (AdminNavigationLink | AdminNavigationGroup)[] = [
  { label: "Dashboard", href: paths.adminWelcome.getHref(), keywords: "overview welcome" },
  {
    label: "My parish",
    href: paths.adminMyParish.getHref(),
    roles: ["PARISH_EDITOR"],
    keywords: "parish page services vicar church",
  },
  {
    label: "My department",
    href: paths.adminDepartments.getHref(),
    roles: ["DEPARTMENT_EDITOR"],
    keywords: "department page head",
  },
  {
    label: "Website UI",
    items: [
      {
        label: "Homepage",
        href: paths.adminHomepage.getHref(),
        roles: KEEPS_CONTENT,
        keywords: "slides slider carousel bishop message",
      },
      {
        label: "About Us page",
        href: paths.adminAboutUs.getHref(),
        roles: KEEPS_CONTENT,
        keywords: "administrative secretary history bishops governance projects text",
      },
      {
        label: "Departments",
        href: paths.adminDepartments.getHref(),
        roles: KEEPS_CONTENT,
        keywords: "mothers union kama kayo education",
      },
    ],
  },
  { label: "News", href: paths.adminNews.getHref(), roles: KEEPS_NEWS, keywords: "articles blog" },
  {
    label: "Projects",
    href: paths.adminProjects.getHref(),
    roles: KEEPS_CONTENT,
    keywords: "appeal contributions featured",
  },
  {
    label: "Archdeaconry",
    href: paths.adminArchdeaconries.getHref(),
    roles: KEEPS_CONTENT,
    keywords: "archdeaconries parishes",
  },
  {
    label: "Events",
    href: paths.adminEvents.getHref(),
    roles: KEEPS_EVENTS,
    keywords: "programs programmes calendar",
  },
  {
    label: "Career opportunity",
    href: paths.adminCareers.getHref(),
    roles: KEEPS_CONTENT,
    keywords: "jobs careers vacancies",
  },
  {
    label: "Subscribers",
    href: paths.adminSubscribers.getHref(),
    roles: KEEPS_CONTENT,
    keywords: "newsletter e-mail csv",
  },
  {
    label: "Contributions",
    href: paths.adminContributions.getHref(),
    roles: ["SYSTEM_ADMIN", "TREASURER"],
    keywords: "gifts giving m-pesa mpesa donations receipts treasurer ledger",
  },
  {
    label: "Settings",
    href: paths.adminSettings.getHref(),
    roles: KEEPS_CONTENT,
    keywords: "phone e-mail paybill banner social strategic plan",
  },
  {
    label: "Users",
    href: paths.adminUsers.getHref(),
    keywords: "staff accounts editors",
    roles: ["SYSTEM_ADMIN"],
  },
  {
    label: "API tokens",
    href: paths.adminApiTokens.getHref(),
    keywords: "integrators integration bearer access keys",
    roles: ["SYSTEM_ADMIN"],
  },
  {
    label: "Audit log",
    href: paths.adminAuditLog.getHref(),
    keywords: "history who changed sign-ins security csv",
    roles: ["SYSTEM_ADMIN"],
  },
  { label: "Account settings", href: paths.adminAccount.getHref(), keywords: "password profile" },
];

export function isGroup(entry: AdminNavigationLink | AdminNavigationGroup): entry is AdminNavigationGroup {
  return "items" in entry;
}

/** The sections a member of staff with this role sees, groups with their visible items. */
export function navigationFor(role: AdminRole) {
  const visible = (link: AdminNavigationLink) => !link.roles || link.roles.includes(role);
  return adminNavigation.flatMap<AdminNavigationLink | AdminNavigationGroup>((entry) => {
    if (!isGroup(entry)) return visible(entry) ? [entry] : [];
    const items = entry.items.filter(visible);
    return items.length ? [{ ...entry, items }] : [];
  });
}

export function navigationLinksFor(role: AdminRole): AdminNavigationLink[] {
  return navigationFor(role).flatMap((entry) => (isGroup(entry) ? entry.items : [entry]));
}
