import type { RouteObject } from "react-router-dom";
import { HomePage } from "../public/home.page";
import { NewsArticlePage } from "../public/news-article.page";
import { NewsListPage } from "../public/news-list.page";
import { NotFoundPage } from "../public/not-found.page";
import { PublicLayout } from "../public/public-layout";
import { RouteErrorPage } from "../public/route-error.page";
import { paths } from "./paths";

const publicRoutes: RouteObject = {
  path: paths.home.path,
  element: <PublicLayout />,
  errorElement: <RouteErrorPage />,
  children: [
    {
      // A page that throws keeps the header and footer, so the visitor can still navigate away.
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <HomePage /> },
        { path: paths.newsList.path, element: <NewsListPage /> },
        { path: paths.newsArticle.path, element: <NewsArticlePage /> },
        { path: paths.notFound.path, element: <NotFoundPage /> },
      ],
    },
  ],
};

// The admin tree joins this list as a separate lazy route (`lazy: () => import(...)`), so
// visitors on phones never download the dashboard.
export const routes: RouteObject[] = [publicRoutes];
