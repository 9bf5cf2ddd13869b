import { DASHBOARD_PAGES_OF_TYPES, type DashboardPageOfType } from "@diocese/site/content-types";
import { reaches, type StaffPage } from "@diocese/site/staff-reach";
import { paths } from "../lib/paths";
import type { AdminRole } from "./gql/graphql";
import type { DashboardMessages } from "./locales/catalogues";
import { isScopedEditor } from "./staff-context";

/** A section's name: a message of the dashboard's catalogue, which the links and the search translate. */
export type NavigationMessage = `dashboard.nav.${keyof DashboardMessages["dashboard"]["nav"]}`;

export type AdminNavigationLink = {
  /** A section's name, or the menu's words a content type gives its page (api/src/site/content-types/). */
  label: NavigationMessage | DashboardPageOfType["menu"];
  href: string;
  /**
   * The page the link opens, whose roles (api/src/site/staff-reach.ts) see the link: the same
   * page as its route's, which admin-navigation.test.ts checks.
   */
  page: StaffPage;
  /**
   * Only those of the page's roles: the editors of one parish or department, for the link to
   * their own (My parish), or diocese-wide ones, for the list of them all (Departments).
   */
  shownTo?: "scopedEditors" | "dioceseWide";
  /** Words staff may search for besides the label (in English; the label in either language). */
  keywords?: string;
};

export type AdminNavigationGroup = { label: NavigationMessage; items: AdminNavigationLink[] };

/**
 * The dashboard's sections, in the order of the sidebar; each new admin page adds itself here, but
 * a content type's, which its shared part declares.
 */
export const adminNavigation: (AdminNavigationLink | AdminNavigationGroup)[] = [
  {
    label: "dashboard.nav.dashboard",
    href: paths.adminWelcome.getHref(),
    page: "welcome",
    keywords: "overview welcome",
  },
  {
    label: "dashboard.nav.myParish",
    href: paths.adminMyParish.getHref(),
    page: "parish",
    shownTo: "scopedEditors",
    keywords: "parish page services vicar church",
  },
  {
    label: "dashboard.nav.myDepartment",
    href: paths.adminDepartments.getHref(),
    page: "departments",
    shownTo: "scopedEditors",
    keywords: "department page head",
  },
  {
    label: "dashboard.nav.websiteUi",
    items: [
      {
        label: "dashboard.nav.homepage",
        href: paths.adminHomepage.getHref(),
        page: "homepage",
        keywords: "slides slider carousel bishop message",
      },
      {
        label: "dashboard.nav.aboutUs",
        href: paths.adminAboutUs.getHref(),
        page: "aboutUs",
        keywords: "administrative secretary history bishops governance projects text",
      },
      {
        label: "dashboard.nav.departments",
        href: paths.adminDepartments.getHref(),
        page: "departments",
        shownTo: "dioceseWide",
        keywords: "mothers union kama kayo education",
      },
      {
        label: "dashboard.nav.committees",
        href: paths.adminCommittees.getHref(),
        page: "committees",
        keywords: "boards committees standing committee members governance",
      },
    ],
  },
  {
    label: "dashboard.nav.news",
    href: paths.adminNews.getHref(),
    page: "news",
    keywords: "articles blog",
  },
  {
    label: "dashboard.nav.projects",
    href: paths.adminProjects.getHref(),
    page: "projects",
    keywords: "appeal contributions featured",
  },
  {
    label: "dashboard.nav.gallery",
    href: paths.adminGallery.getHref(),
    page: "gallery",
    keywords: "photos photographs pictures albums upload",
  },
  {
    label: "dashboard.nav.archdeaconry",
    href: paths.adminArchdeaconries.getHref(),
    page: "archdeaconries",
    keywords: "archdeaconries parishes",
  },
  {
    label: "dashboard.nav.events",
    href: paths.adminEvents.getHref(),
    page: "events",
    keywords: "programs programmes calendar",
  },
  {
    label: "dashboard.nav.careers",
    href: paths.adminCareers.getHref(),
    page: "careers",
    keywords: "jobs careers vacancies",
  },
  {
    label: "dashboard.nav.sermons",
    href: paths.adminSermons.getHref(),
    page: "sermons",
    keywords: "sermons preaching podcast audio mahubiri",
  },
  // The content types' own pages, as each declares it.
  ...DASHBOARD_PAGES_OF_TYPES.map((type): AdminNavigationLink => ({
    label: type.menu,
    href: type.path,
    page: type.page,
    keywords: type.keywords,
  })),
  {
    label: "dashboard.nav.assessments",
    href: paths.adminAssessments.getHref(),
    page: "assessments",
    keywords: "assessments quota parish share arrears michango paybill synod",
  },
  {
    label: "dashboard.nav.smsNotices",
    href: paths.adminSmsNotices.getHref(),
    page: "smsNotices",
    keywords: "sms text messages notices announcements matangazo subscribers ussd",
  },
  {
    label: "dashboard.nav.parishReturns",
    href: paths.adminParishReturns.getHref(),
    page: "parishReturns",
    keywords: "annual returns ripoti baptisms confirmations marriages burials attendance statistics",
  },
  {
    label: "dashboard.nav.parishReturnQuestions",
    href: paths.adminParishReturnQuestions.getHref(),
    page: "parishReturnQuestions",
    keywords: "annual returns questions maswali form",
  },
  {
    label: "dashboard.nav.subscribers",
    href: paths.adminSubscribers.getHref(),
    page: "subscribers",
    keywords: "newsletter e-mail csv",
  },
  {
    label: "dashboard.nav.newsletter",
    href: paths.adminNewsletter.getHref(),
    page: "newsletter",
    keywords: "newsletter issue e-mail send digest",
  },
  {
    label: "dashboard.nav.contributions",
    href: paths.adminContributions.getHref(),
    page: "contributions",
    keywords: "gifts giving m-pesa mpesa donations receipts treasurer ledger",
  },
  {
    label: "dashboard.nav.pledges",
    href: paths.adminPledges.getHref(),
    page: "pledges",
    keywords: "pledges harambee promises honour roll reminders overdue treasurer",
  },
  {
    label: "dashboard.nav.givingStatements",
    href: paths.adminGivingStatements.getHref(),
    page: "givingStatements",
    keywords: "giving statements taarifa receipts year donors tax pdf sms e-mail treasurer",
  },
  {
    label: "dashboard.nav.sms",
    href: paths.adminSms.getHref(),
    page: "sms",
    keywords: "sms text messages receipts cost africa's talking stop",
  },
  {
    label: "dashboard.nav.settings",
    href: paths.adminSettings.getHref(),
    page: "settings",
    keywords: "phone e-mail paybill banner social strategic plan",
  },
  {
    label: "dashboard.nav.users",
    href: paths.adminUsers.getHref(),
    page: "users",
    keywords: "staff accounts editors",
  },
  {
    label: "dashboard.nav.apiTokens",
    href: paths.adminApiTokens.getHref(),
    page: "apiTokens",
    keywords: "integrators integration bearer access keys",
  },
  {
    label: "dashboard.nav.auditLog",
    href: paths.adminAuditLog.getHref(),
    page: "auditLog",
    keywords: "history who changed sign-ins security csv",
  },
  {
    label: "dashboard.nav.account",
    href: paths.adminAccount.getHref(),
    page: "account",
    keywords: "password profile",
  },
];

export function isGroup(entry: AdminNavigationLink | AdminNavigationGroup): entry is AdminNavigationGroup {
  return "items" in entry;
}

/** Whether a member of staff with this role sees the link: they reach its page, and are among those it is shown to. */
function shows(link: AdminNavigationLink, role: AdminRole): boolean {
  if (!reaches(role, link.page)) return false;
  if (!link.shownTo) return true;
  return isScopedEditor({ role }) === (link.shownTo === "scopedEditors");
}

/** The sections a member of staff with this role sees, groups with their visible items. */
export function navigationFor(role: AdminRole) {
  return adminNavigation.flatMap<AdminNavigationLink | AdminNavigationGroup>((entry) => {
    if (!isGroup(entry)) return shows(entry, role) ? [entry] : [];
    const items = entry.items.filter((link) => shows(link, role));
    return items.length ? [{ ...entry, items }] : [];
  });
}

export function navigationLinksFor(role: AdminRole): AdminNavigationLink[] {
  return navigationFor(role).flatMap((entry) => (isGroup(entry) ? entry.items : [entry]));
}
