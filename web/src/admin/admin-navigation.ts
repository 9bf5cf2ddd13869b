import { paths } from "../lib/paths";
import type { AdminRole } from "./gql/graphql";
import type { DashboardMessages } from "./locales/catalogues";

/** A section's name: a message of the dashboard's catalogue, which the links and the search translate. */
export type NavigationMessage = `dashboard.nav.${keyof DashboardMessages["dashboard"]["nav"]}`;

export type AdminNavigationLink = {
  label: NavigationMessage;
  href: string;
  /** Words staff may search for besides the label (in English; the label in either language). */
  keywords?: string;
  /** Only these roles see it; everyone when left out. */
  roles?: AdminRole[];
};

export type AdminNavigationGroup = { label: NavigationMessage; items: AdminNavigationLink[] };

/**
 * The sections that change the diocese's content: a treasurer's account changes none, and a parish
 * or department editor's only their own place's (My parish or My department, Events, News).
 */
const KEEPS_CONTENT: AdminRole[] = ["SYSTEM_ADMIN", "EDITOR"];
const KEEPS_EVENTS: AdminRole[] = [...KEEPS_CONTENT, "PARISH_EDITOR", "DEPARTMENT_EDITOR"];
const KEEPS_NEWS: AdminRole[] = [...KEEPS_CONTENT, "PARISH_EDITOR"];

/** The dashboard's sections, in the order of the sidebar; each new admin page adds itself here. */
export const adminNavigation: (AdminNavigationLink | AdminNavigationGroup)[] = [
  { label: "dashboard.nav.dashboard", href: paths.adminWelcome.getHref(), keywords: "overview welcome" },
  {
    label: "dashboard.nav.myParish",
    href: paths.adminMyParish.getHref(),
    roles: ["PARISH_EDITOR"],
    keywords: "parish page services vicar church",
  },
  {
    label: "dashboard.nav.myDepartment",
    href: paths.adminDepartments.getHref(),
    roles: ["DEPARTMENT_EDITOR"],
    keywords: "department page head",
  },
  {
    label: "dashboard.nav.websiteUi",
    items: [
      {
        label: "dashboard.nav.homepage",
        href: paths.adminHomepage.getHref(),
        roles: KEEPS_CONTENT,
        keywords: "slides slider carousel bishop message",
      },
      {
        label: "dashboard.nav.aboutUs",
        href: paths.adminAboutUs.getHref(),
        roles: KEEPS_CONTENT,
        keywords: "administrative secretary history bishops governance projects text",
      },
      {
        label: "dashboard.nav.departments",
        href: paths.adminDepartments.getHref(),
        roles: KEEPS_CONTENT,
        keywords: "mothers union kama kayo education",
      },
      {
        label: "dashboard.nav.committees",
        href: paths.adminCommittees.getHref(),
        roles: KEEPS_CONTENT,
        keywords: "boards committees standing committee members governance",
      },
    ],
  },
  {
    label: "dashboard.nav.news",
    href: paths.adminNews.getHref(),
    roles: KEEPS_NEWS,
    keywords: "articles blog",
  },
  {
    label: "dashboard.nav.projects",
    href: paths.adminProjects.getHref(),
    roles: KEEPS_CONTENT,
    keywords: "appeal contributions featured",
  },
  {
    label: "dashboard.nav.gallery",
    href: paths.adminGallery.getHref(),
    roles: KEEPS_NEWS,
    keywords: "photos photographs pictures albums upload",
  },
  {
    label: "dashboard.nav.archdeaconry",
    href: paths.adminArchdeaconries.getHref(),
    roles: KEEPS_CONTENT,
    keywords: "archdeaconries parishes",
  },
  {
    label: "dashboard.nav.events",
    href: paths.adminEvents.getHref(),
    roles: KEEPS_EVENTS,
    keywords: "programs programmes calendar",
  },
  {
    label: "dashboard.nav.careers",
    href: paths.adminCareers.getHref(),
    roles: KEEPS_CONTENT,
    keywords: "jobs careers vacancies",
  },
  {
    label: "dashboard.nav.sermons",
    href: paths.adminSermons.getHref(),
    roles: KEEPS_NEWS,
    keywords: "sermons preaching podcast audio mahubiri",
  },
  {
    label: "dashboard.nav.subscribers",
    href: paths.adminSubscribers.getHref(),
    roles: KEEPS_CONTENT,
    keywords: "newsletter e-mail csv",
  },
  {
    label: "dashboard.nav.newsletter",
    href: paths.adminNewsletter.getHref(),
    roles: KEEPS_CONTENT,
    keywords: "newsletter issue e-mail send digest",
  },
  {
    label: "dashboard.nav.contributions",
    href: paths.adminContributions.getHref(),
    roles: ["SYSTEM_ADMIN", "TREASURER"],
    keywords: "gifts giving m-pesa mpesa donations receipts treasurer ledger",
  },
  {
    label: "dashboard.nav.settings",
    href: paths.adminSettings.getHref(),
    roles: KEEPS_CONTENT,
    keywords: "phone e-mail paybill banner social strategic plan",
  },
  {
    label: "dashboard.nav.users",
    href: paths.adminUsers.getHref(),
    keywords: "staff accounts editors",
    roles: ["SYSTEM_ADMIN"],
  },
  {
    label: "dashboard.nav.apiTokens",
    href: paths.adminApiTokens.getHref(),
    keywords: "integrators integration bearer access keys",
    roles: ["SYSTEM_ADMIN"],
  },
  {
    label: "dashboard.nav.auditLog",
    href: paths.adminAuditLog.getHref(),
    keywords: "history who changed sign-ins security csv",
    roles: ["SYSTEM_ADMIN"],
  },
  { label: "dashboard.nav.account", href: paths.adminAccount.getHref(), keywords: "password profile" },
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
