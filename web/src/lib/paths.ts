import { DASHBOARD_PAGES_OF_TYPES } from "@diocese/site/content-types";
import { sitePaths } from "@diocese/site/site-routes";

/** The document library's dashboard page, whose address its content type declares. */
const LIBRARY_DOCUMENTS_PATH = DASHBOARD_PAGES_OF_TYPES.find(
  (page) => page.page === "libraryDocuments",
)!.path;

// Every route path is built here so links and the router cannot drift apart: the public site's
// from the table the API also reads (api/src/site/site-routes.ts), the dashboard's below.
export const paths = {
  ...sitePaths,
  admin: {
    path: "/administrator",
  },
  adminWelcome: {
    path: "/administrator/welcome",
    getHref: () => "/administrator/welcome",
  },
  adminAccount: {
    path: "/administrator/account",
    getHref: () => "/administrator/account",
  },
  adminArchdeaconries: {
    // Spelt as the old dashboard's address, which staff have bookmarked.
    path: "/administrator/archdeoconry",
    getHref: () => "/administrator/archdeoconry",
  },
  adminArchdeaconriesAlias: {
    path: "/administrator/archdeaconry",
  },
  adminArchdeaconry: {
    path: "/administrator/archdeaconry/:id",
    getHref: (id: string) => `/administrator/archdeaconry/${encodeURIComponent(id)}`,
  },
  adminParish: {
    path: "/administrator/parish/:id",
    getHref: (id: string) => `/administrator/parish/${encodeURIComponent(id)}`,
  },
  /** Where a parish editor keeps their parish: its page, whichever parish it is. */
  adminMyParish: {
    path: "/administrator/my-parish",
    getHref: () => "/administrator/my-parish",
  },
  adminHomepage: {
    path: "/admin/ui/homepage",
    getHref: () => "/admin/ui/homepage",
  },
  adminAboutUs: {
    path: "/admin/ui/aboutus-page",
    getHref: () => "/admin/ui/aboutus-page",
  },
  adminDepartments: {
    path: "/admin/ui/departments",
    getHref: (slug?: string) =>
      slug ? `/admin/ui/departments?department=${encodeURIComponent(slug)}` : "/admin/ui/departments",
  },
  adminEvents: {
    path: "/admin/events",
    getHref: (eventId?: string) =>
      eventId ? `/admin/events?edit=${encodeURIComponent(eventId)}` : "/admin/events",
  },
  adminNews: {
    path: "/admin/news",
    getHref: () => "/admin/news",
  },
  adminEditNews: {
    path: "/admin/edit-news/:slug",
    getHref: (slug: string) => `/admin/edit-news/${encodeURIComponent(slug)}`,
  },
  adminCommittees: {
    path: "/admin/committees",
    getHref: (committeeId?: string) =>
      committeeId ? `/admin/committees?committee=${encodeURIComponent(committeeId)}` : "/admin/committees",
  },
  adminGallery: {
    path: "/admin/gallery",
    getHref: (album?: string) =>
      album ? `/admin/gallery?album=${encodeURIComponent(album)}` : "/admin/gallery",
  },
  adminProjects: {
    path: "/admin/projects",
    getHref: () => "/admin/projects",
  },
  adminCareers: {
    // Spelt as the old dashboard's address.
    path: "/admin/career-oppotunity",
    getHref: (jobId?: string) =>
      jobId ? `/admin/career-oppotunity?edit=${encodeURIComponent(jobId)}` : "/admin/career-oppotunity",
  },
  adminSermons: { path: "/admin/sermons", getHref: () => "/admin/sermons" },
  adminCareersAlias: {
    path: "/admin/career-opportunity",
  },
  adminSettings: {
    path: "/admin/settings",
    getHref: () => "/admin/settings",
  },
  adminUsers: {
    path: "/admin/users",
    getHref: () => "/admin/users",
  },
  adminApiTokens: {
    path: "/admin/api-tokens",
    getHref: () => "/admin/api-tokens",
  },
  adminSubscribers: {
    path: "/admin/subscribers",
    getHref: () => "/admin/subscribers",
  },
  adminNewsletter: { path: "/admin/newsletter", getHref: () => "/admin/newsletter" },
  adminContributions: {
    path: "/admin/contributions",
    getHref: () => "/admin/contributions",
  },
  adminAuditLog: {
    path: "/admin/audit-log",
    getHref: () => "/admin/audit-log",
  },
  adminSms: {
    path: "/admin/sms",
    getHref: () => "/admin/sms",
  },
  adminPledges: {
    path: "/admin/pledges",
    getHref: () => "/admin/pledges",
  },
  adminGivingStatements: {
    path: "/admin/giving-statements",
    getHref: () => "/admin/giving-statements",
  },
  adminSmsNotices: {
    path: "/admin/sms-notices",
    getHref: () => "/admin/sms-notices",
  },
  adminAssessments: {
    path: "/admin/assessments",
    getHref: () => "/admin/assessments",
  },
  adminEventRegistrations: {
    path: "/admin/events/:eventId/registrations",
    getHref: (eventId: string) => `/admin/events/${encodeURIComponent(eventId)}/registrations`,
  },
  adminEventCheckIn: {
    path: "/admin/events/:eventId/check-in",
    getHref: (eventId: string) => `/admin/events/${encodeURIComponent(eventId)}/check-in`,
  },
  adminParishAssessments: {
    path: "/admin/assessments/:parishId",
    getHref: (parishId: string) => `/admin/assessments/${encodeURIComponent(parishId)}`,
  },
  adminParishReturns: {
    path: "/admin/parish-returns",
    getHref: () => "/admin/parish-returns",
  },
  adminParishReturnQuestions: {
    path: "/admin/parish-returns/questions",
    getHref: () => "/admin/parish-returns/questions",
  },
  /** A library document open in its page's editing dialog (the synod report, once made). */
  adminLibraryDocument: {
    getHref: (id: string) => `${LIBRARY_DOCUMENTS_PATH}?edit=${encodeURIComponent(id)}`,
  },
  adminShortRoot: {
    path: "/admin",
  },
  notFound: {
    path: "*",
  },
} as const;
