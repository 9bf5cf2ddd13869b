import { Navigate, type RouteObject } from "react-router-dom";
import { PageSpinner } from "../components/page-spinner";
import { AboutUsPage } from "../public/about-us.page";
import { ArchdeaconryPage } from "../public/archdeaconry.page";
import { AuthLayout } from "../public/auth-layout";
import { CareersPage } from "../public/careers.page";
import { DepartmentPage } from "../public/department.page";
import { DioceseHistoryPage } from "../public/diocese-history.page";
import { GovernanceSystemPage } from "../public/governance-system.page";
import { HomePage } from "../public/home.page";
import { LoginPage } from "../public/login.page";
import { NewsArticlePage } from "../public/news-article.page";
import { NewsListPage } from "../public/news-list.page";
import { NotFoundPage } from "../public/not-found.page";
import { PasswordResetPage } from "../public/password-reset.page";
import { ProjectsPage } from "../public/projects.page";
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
        { path: paths.aboutUs.path, element: <AboutUsPage /> },
        { path: paths.dioceseHistory.path, element: <DioceseHistoryPage /> },
        { path: paths.governanceSystem.path, element: <GovernanceSystemPage /> },
        { path: paths.projects.path, element: <ProjectsPage /> },
        { path: paths.archdeaconry.path, element: <ArchdeaconryPage /> },
        { path: paths.department.path, element: <DepartmentPage /> },
        { path: paths.newsList.path, element: <NewsListPage /> },
        { path: paths.newsArticle.path, element: <NewsArticlePage /> },
        { path: paths.careers.path, element: <CareersPage /> },
        { path: paths.careersAlias.path, element: <Navigate to={paths.careers.getHref()} replace /> },
        { path: paths.notFound.path, element: <NotFoundPage /> },
      ],
    },
  ],
};

const authenticationRoutes: RouteObject = {
  element: <AuthLayout />,
  errorElement: <RouteErrorPage />,
  children: [
    { path: paths.login.path, element: <LoginPage /> },
    { path: paths.passwordReset.path, element: <PasswordResetPage /> },
  ],
};

// Every admin route loads from this one module, so visitors on phones never download the
// dashboard. React Router cannot load `children` lazily, hence the tree is listed here. `lazy`
// is a function because its object form writes into these route objects, which every router
// made from them shares (each test makes one).
const loadAdmin = () => import("../admin/admin-bundle");

const adminRoutes: RouteObject = {
  path: paths.admin.path,
  lazy: async () => ({ Component: (await loadAdmin()).AdminRoot }),
  // Shown while the dashboard's code loads on a first visit straight to an admin address.
  hydrateFallbackElement: <PageSpinner />,
  errorElement: <RouteErrorPage />,
  children: [
    {
      // A page that throws keeps the dashboard's header and sidebar.
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <Navigate to={paths.adminWelcome.getHref()} replace /> },
        { path: paths.adminWelcome.path, lazy: async () => ({ Component: (await loadAdmin()).WelcomePage }) },
        { path: paths.adminAccount.path, lazy: async () => ({ Component: (await loadAdmin()).AccountPage }) },
      ],
    },
  ],
};

export const routes: RouteObject[] = [publicRoutes, authenticationRoutes, adminRoutes];
