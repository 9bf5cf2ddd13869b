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
  notFound: {
    path: "*",
  },
} as const;
