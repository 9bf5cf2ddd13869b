// Every route path is built here so links and the router cannot drift apart.
export const paths = {
  home: {
    path: "/",
    getHref: () => "/",
  },
  newsList: {
    path: "/blogs-and-news",
    getHref: (page = 1) => (page > 1 ? `/blogs-and-news?page=${page}` : "/blogs-and-news"),
  },
  newsArticle: {
    path: "/blogs-and-news/:slug",
    getHref: (slug: string) => `/blogs-and-news/${encodeURIComponent(slug)}`,
  },
  aboutUs: {
    path: "/about-us",
    getHref: () => "/about-us",
  },
  dioceseHistory: {
    path: "/diocese-history",
    getHref: () => "/diocese-history",
  },
  governanceSystem: {
    path: "/governance-system",
    getHref: () => "/governance-system",
  },
  projects: {
    path: "/projects",
    getHref: () => "/projects",
  },
  // A project's card on the Projects page, which has no page of its own.
  project: {
    getHref: (slug: string) => `/projects#${encodeURIComponent(slug)}`,
  },
  archdeaconry: {
    path: "/archdeaconry/:id",
    getHref: (id: string) => `/archdeaconry/${encodeURIComponent(id)}`,
  },
  department: {
    path: "/departments/:slug",
    getHref: (slug: string) => `/departments/${encodeURIComponent(slug)}`,
  },
  // Spelt as the old site spelt it, because links to it are out there; the alias below is the
  // correct spelling and redirects here.
  careers: {
    path: "/career-oppotunities",
    getHref: (page = 1) => (page > 1 ? `/career-oppotunities?page=${page}` : "/career-oppotunities"),
  },
  careersAlias: {
    path: "/career-opportunities",
  },
  // Where the newsletter's confirmation e-mail leads, with its token after #token=.
  newsletterConfirm: {
    path: "/newsletter/confirm",
    getHref: () => "/newsletter/confirm",
  },
  login: {
    path: "/authentication/login",
    // `next` is where to go after signing in: the admin page the visitor asked for.
    getHref: (next?: string) =>
      next ? `/authentication/login?next=${encodeURIComponent(next)}` : "/authentication/login",
  },
  passwordReset: {
    path: "/authentication/password-reset",
    getHref: () => "/authentication/password-reset",
  },
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
  adminSubscribers: {
    path: "/admin/subscribers",
    getHref: () => "/admin/subscribers",
  },
  adminShortRoot: {
    path: "/admin",
  },
  notFound: {
    path: "*",
  },
} as const;
