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
