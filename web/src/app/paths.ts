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
  notFound: {
    path: "*",
  },
} as const;
