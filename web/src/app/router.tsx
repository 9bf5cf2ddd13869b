import type { ComponentType } from "react";
import { Navigate, type RouteObject } from "react-router-dom";
import { PageSpinner } from "../components/page-spinner";
import { AboutUsPage } from "../public/about-us.page";
import { ArchdeaconryPage } from "../public/archdeaconry.page";
import { AuthLayout } from "../public/auth-layout";
import { CareersPage } from "../public/careers.page";
import { SermonPage } from "../public/sermon.page";
import { ClergyMemberPage } from "../public/clergy-member.page";
import { SermonsPage } from "../public/sermons.page";
import { DepartmentPage } from "../public/department.page";
import { GalleryPage } from "../public/gallery.page";
import { PhotoAlbumPage, PhotoPage } from "../public/photo-album.page";
import { DioceseHistoryPage } from "../public/diocese-history.page";
import { EventsPage } from "../public/events.page";
import { GiftReceiptPage } from "../public/gift-receipt.page";
import { GiftPage } from "../public/gift.page";
import { GivePage } from "../public/give.page";
import { PledgeFormPage } from "../public/pledge-form.page";
import { GivingStatementCodePage, GivingStatementPage } from "../public/giving-statement.page";
import { PledgePage } from "../public/pledge.page";
import { EventRegistrationPage } from "../public/event-registration.page";
import { RegistrationCancelPage, RegistrationPage } from "../public/registration.page";
import { HonourRollPage } from "../public/honour-roll.page";
import { YearInNumbersPage } from "../public/year-in-numbers.page";
import { YearsInNumbersPage } from "../public/years-in-numbers.page";
import { BoardsAndCommitteesPage } from "../public/boards-and-committees.page";
import { GovernanceSystemPage } from "../public/governance-system.page";
import { HomePage } from "../public/home.page";
import { LoginPage } from "../public/login.page";
import { NewsArticlePage } from "../public/news-article.page";
import { NewsListPage } from "../public/news-list.page";
import { NewsletterConfirmPage } from "../public/newsletter-confirm.page";
import { NewsletterPage } from "../public/newsletter.page";
import { NewsletterUnsubscribePage } from "../public/newsletter-unsubscribe.page";
import { NotFoundPage } from "../public/not-found.page";
import { OfflinePage } from "../public/offline.page";
import { ParishPage } from "../public/parish.page";
import { InstitutionPage } from "../public/institution.page";
import { ParishesPage } from "../public/parishes.page";
import { PasswordResetPage } from "../public/password-reset.page";
import { ProjectsPage } from "../public/projects.page";
import { PublicLayout } from "../public/public-layout";
import { RouteErrorPage } from "../public/route-error.page";
import { inLanguage, type Language } from "@diocese/site/languages";
import { DASHBOARD_PAGES_OF_TYPES, PUBLIC_LISTS_OF_TYPES } from "@diocese/site/content-types";
import type { StaffPage } from "@diocese/site/staff-reach";
import type { PageReach } from "../admin/page-for-role";
import { PageLanguage } from "../lib/language";
import { paths } from "../lib/paths";
import { exportOfList } from "../lib/content-type-files";

/** A public route's pattern inside its language's tree: `/about-us` is `about-us` under `/` and `/sw`. */
const inTree = (path: string) => path.replace(/^\//, "");

/** Every public page's file, which the content types' public lists (PUBLIC_LISTS_OF_TYPES) are found in. */
const PAGE_FILES = import.meta.glob<Partial<Record<string, ComponentType>>>("../public/*.page.tsx", {
  eager: true,
});

/** The content types' public lists, each at its address. */
const listsOfTypes = (): RouteObject[] =>
  PUBLIC_LISTS_OF_TYPES.map((list) => {
    const Page = exportOfList(PAGE_FILES, "../public", list, "page");
    return { path: inTree(paths[list].path), element: <Page /> };
  });

/**
 * The public pages in one language: English at the site's addresses, Kiswahili under /sw, the
 * same pages in each (api/src/site/languages.ts).
 */
const publicRoutes = (language: Language): RouteObject => ({
  path: inLanguage(language, paths.home.path),
  element: (
    <PageLanguage language={language}>
      <PublicLayout />
    </PageLanguage>
  ),
  errorElement: (
    <PageLanguage language={language}>
      <RouteErrorPage />
    </PageLanguage>
  ),
  children: [
    {
      // A page that throws keeps the header and footer, so the visitor can still navigate away.
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <HomePage /> },
        { path: inTree(paths.aboutUs.path), element: <AboutUsPage /> },
        { path: inTree(paths.dioceseHistory.path), element: <DioceseHistoryPage /> },
        { path: inTree(paths.governanceSystem.path), element: <GovernanceSystemPage /> },
        { path: inTree(paths.boardsAndCommittees.path), element: <BoardsAndCommitteesPage /> },
        { path: inTree(paths.yearsInNumbers.path), element: <YearsInNumbersPage /> },
        { path: inTree(paths.yearInNumbers.path), element: <YearInNumbersPage /> },
        { path: inTree(paths.projects.path), element: <ProjectsPage /> },
        { path: inTree(paths.events.path), element: <EventsPage /> },
        { path: inTree(paths.parishes.path), element: <ParishesPage /> },
        { path: inTree(paths.parish.path), element: <ParishPage /> },
        { path: inTree(paths.institution.path), element: <InstitutionPage /> },
        { path: inTree(paths.archdeaconry.path), element: <ArchdeaconryPage /> },
        { path: inTree(paths.department.path), element: <DepartmentPage /> },
        { path: inTree(paths.newsList.path), element: <NewsListPage /> },
        { path: inTree(paths.newsArticle.path), element: <NewsArticlePage /> },
        { path: inTree(paths.careers.path), element: <CareersPage /> },
        { path: inTree(paths.gallery.path), element: <GalleryPage /> },
        { path: inTree(paths.photoAlbum.path), element: <PhotoAlbumPage /> },
        { path: inTree(paths.photo.path), element: <PhotoPage /> },
        {
          path: inTree(paths.careersAlias.path),
          element: <Navigate to={inLanguage(language, paths.careers.getHref())} replace />,
        },
        { path: inTree(paths.newsletter.path), element: <NewsletterPage /> },
        { path: inTree(paths.newsletterConfirm.path), element: <NewsletterConfirmPage /> },
        { path: inTree(paths.newsletterUnsubscribe.path), element: <NewsletterUnsubscribePage /> },
        { path: inTree(paths.sermons.path), element: <SermonsPage /> },
        { path: inTree(paths.sermon.path), element: <SermonPage /> },
        { path: inTree(paths.clergyMember.path), element: <ClergyMemberPage /> },
        { path: inTree(paths.give.path), element: <GivePage /> },
        { path: inTree(paths.giveProblem.path), element: <GivePage /> },
        { path: inTree(paths.pledgeForm.path), element: <PledgeFormPage /> },
        { path: inTree(paths.honourRoll.path), element: <HonourRollPage by="PARISH" /> },
        {
          path: inTree(paths.honourRollByArchdeaconry.path),
          element: <HonourRollPage by="ARCHDEACONRY" />,
        },
        { path: inTree(paths.pledgeFormProblem.path), element: <PledgeFormPage /> },
        { path: inTree(paths.pledge.path), element: <PledgePage /> },
        { path: inTree(paths.pledgeProblem.path), element: <PledgePage /> },
        { path: inTree(paths.gift.path), element: <GiftPage /> },
        { path: inTree(paths.giftReceipt.path), element: <GiftReceiptPage /> },
        { path: inTree(paths.givingStatement.path), element: <GivingStatementPage /> },
        { path: inTree(paths.givingStatementProblem.path), element: <GivingStatementPage /> },
        { path: inTree(paths.givingStatementCode.path), element: <GivingStatementCodePage /> },
        { path: inTree(paths.givingStatementCodeProblem.path), element: <GivingStatementCodePage /> },
        { path: inTree(paths.offline.path), element: <OfflinePage /> },
        { path: inTree(paths.eventRegistration.path), element: <EventRegistrationPage /> },
        { path: inTree(paths.registration.path), element: <RegistrationPage /> },
        { path: inTree(paths.registrationCancel.path), element: <RegistrationCancelPage /> },
        ...listsOfTypes(),
        { path: paths.notFound.path, element: <NotFoundPage /> },
      ],
    },
  ],
});

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

type AdminPage = keyof Omit<Awaited<ReturnType<typeof loadAdmin>>, "AdminRoot">;

/** A dashboard page at `path`, which the roles of `reach` (api/src/site/staff-reach.ts) reach. */
const adminPage = (path: string, page: AdminPage, reach: StaffPage): RouteObject => ({
  path,
  handle: { reach } satisfies PageReach,
  lazy: async () => ({ Component: (await loadAdmin())[page] }),
});

// The dashboard answers at the old site's addresses, under /administrator and /admin, so one
// pathless route holds them all behind the one gate (RequireStaff) and the one layout.
const adminRoutes: RouteObject = {
  lazy: async () => ({ Component: (await loadAdmin()).AdminRoot }),
  // Shown while the dashboard's code loads on a first visit straight to an admin address.
  hydrateFallbackElement: <PageSpinner />,
  errorElement: <RouteErrorPage />,
  children: [
    {
      // A page that throws keeps the dashboard's header and sidebar.
      errorElement: <RouteErrorPage />,
      children: [
        { path: paths.admin.path, element: <Navigate to={paths.adminWelcome.getHref()} replace /> },
        { path: paths.adminShortRoot.path, element: <Navigate to={paths.adminWelcome.getHref()} replace /> },
        adminPage(paths.adminWelcome.path, "DashboardPage", "welcome"),
        adminPage(paths.adminAccount.path, "AccountPage", "account"),
        adminPage(paths.adminArchdeaconries.path, "ArchdeaconriesPage", "archdeaconries"),
        {
          path: paths.adminArchdeaconriesAlias.path,
          element: <Navigate to={paths.adminArchdeaconries.getHref()} replace />,
        },
        adminPage(paths.adminArchdeaconry.path, "ArchdeaconryPage", "archdeaconry"),
        adminPage(paths.adminParish.path, "ParishPage", "parish"),
        adminPage(paths.adminMyParish.path, "MyParishPage", "parish"),
        adminPage(paths.adminHomepage.path, "HomepageUiPage", "homepage"),
        adminPage(paths.adminAboutUs.path, "AboutUsUiPage", "aboutUs"),
        adminPage(paths.adminDepartments.path, "DepartmentsUiPage", "departments"),
        adminPage(paths.adminCommittees.path, "CommitteesPage", "committees"),
        adminPage(paths.adminEvents.path, "EventsPage", "events"),
        // An event's registrations and its door are for whoever edits the event.
        adminPage(paths.adminEventRegistrations.path, "RegistrationsPage", "events"),
        adminPage(paths.adminEventCheckIn.path, "CheckInPage", "events"),
        adminPage(paths.adminNews.path, "NewsPage", "news"),
        adminPage(paths.adminEditNews.path, "NewsEditorPage", "news"),
        adminPage(paths.adminProjects.path, "ProjectsPage", "projects"),
        adminPage(paths.adminGallery.path, "GalleryAdminPage", "gallery"),
        adminPage(paths.adminCareers.path, "CareersPage", "careers"),
        adminPage(paths.adminSermons.path, "SermonsPage", "sermons"),
        {
          path: paths.adminCareersAlias.path,
          element: <Navigate to={paths.adminCareers.getHref()} replace />,
        },
        adminPage(paths.adminSettings.path, "SettingsPage", "settings"),
        adminPage(paths.adminUsers.path, "UsersPage", "users"),
        adminPage(paths.adminApiTokens.path, "ApiTokensPage", "apiTokens"),
        adminPage(paths.adminSubscribers.path, "SubscribersPage", "subscribers"),
        adminPage(paths.adminNewsletter.path, "NewsletterPage", "newsletter"),
        adminPage(paths.adminContributions.path, "ContributionsPage", "contributions"),
        adminPage(paths.adminAuditLog.path, "AuditLogPage", "auditLog"),
        adminPage(paths.adminSms.path, "SmsLogPage", "sms"),
        adminPage(paths.adminPledges.path, "PledgesPage", "pledges"),
        adminPage(paths.adminGivingStatements.path, "GivingStatementsPage", "givingStatements"),
        adminPage(paths.adminSmsNotices.path, "SmsNoticesPage", "smsNotices"),
        adminPage(paths.adminAssessments.path, "AssessmentsPage", "assessments"),
        adminPage(paths.adminParishAssessments.path, "ParishAssessmentsPage", "assessments"),
        adminPage(paths.adminParishReturns.path, "ParishReturnsPage", "parishReturns"),
        adminPage(
          paths.adminParishReturnQuestions.path,
          "ParishReturnQuestionsPage",
          "parishReturnQuestions",
        ),
        ...DASHBOARD_PAGES_OF_TYPES.map((type) => adminPage(type.path, type.component, type.page)),
      ],
    },
  ],
};

export const routes: RouteObject[] = [
  publicRoutes("en"),
  publicRoutes("sw"),
  authenticationRoutes,
  adminRoutes,
];
