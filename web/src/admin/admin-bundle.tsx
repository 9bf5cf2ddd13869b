// The entry of the dashboard's own chunk. The router imports it lazily, for every admin route,
// so that Vite builds the whole dashboard into one file that visitors never download.
import "./locales/register";
import { useEffect, type ReactNode } from "react";
import { LOCALES } from "@diocese/site/languages";
import { PageLanguage } from "../lib/language";
import { AdminLayout } from "./admin-layout";
import { RequireStaff } from "./require-staff";
import { useStaff } from "./staff-context";

export { AboutUsUiPage } from "./about-us/about-us-ui.page";
export { AccountPage } from "./account.page";
export { ApiTokensPage } from "./api-tokens/api-tokens.page";
export { ArchdeaconriesPage } from "./archdeaconries/archdeaconries.page";
export { ArchdeaconryPage } from "./archdeaconries/archdeaconry.page";
export { AuditLogPage } from "./audit-log/audit-log.page";
export { MyParishPage, ParishPage } from "./archdeaconries/parish.page";
export { CareersPage } from "./careers/careers.page";
export { SermonsPage } from "./sermons/sermons.page";
export { DashboardPage } from "./dashboard.page";
export { DepartmentsUiPage } from "./departments/departments-ui.page";
export { EventsPage } from "./events/events.page";
export { HomepageUiPage } from "./homepage/homepage-ui.page";
export { NewsEditorPage } from "./news/news-editor.page";
export { NewsPage } from "./news/news.page";
export { ProjectsPage } from "./projects/projects.page";
export { GalleryAdminPage } from "./gallery/gallery.page";
export { SettingsPage } from "./settings/settings.page";
export { SubscribersPage } from "./subscribers/subscribers.page";
export { SmsLogPage } from "./sms/sms-log.page";
export { PledgesPage } from "./pledges/pledges.page";
export { GivingStatementsPage } from "./giving-statements/giving-statements.page";
export { RegistrationsPage } from "./registrations/registrations.page";
export { CheckInPage } from "./registrations/check-in.page";
export { SmsNoticesPage } from "./sms-notices/sms-notices.page";
export { AssessmentsPage } from "./assessments/assessments.page";
export { ParishAssessmentsPage } from "./assessments/parish-assessments.page";
export { ParishReturnsPage } from "./parish-returns/parish-returns.page";
export { ParishReturnQuestionsPage } from "./parish-returns/parish-return-questions.page";
export { NewsletterPage } from "./newsletter/newsletter.page";
export { ContributionsPage } from "./contributions/contributions.page";
export { UsersPage } from "./users/users.page";
export { LibraryDocumentsPage } from "./library-document/library-documents.page";
export { ClergyPage } from "./clergy/clergy.page";
export { ClergyPostingsPage } from "./clergy-postings/clergy-postings.page";
export { InstitutionsPage } from "./institution/institutions.page";

/** The dashboard in the signed-in member of staff's own language, which `<html lang>` follows. */
function StaffLanguage({ children }: { children: ReactNode }) {
  const language = useStaff().language === "SW" ? "sw" : "en";
  useEffect(() => {
    const before = document.documentElement.lang;
    document.documentElement.lang = LOCALES[language];
    return () => {
      document.documentElement.lang = before;
    };
  }, [language]);
  return <PageLanguage language={language}>{children}</PageLanguage>;
}

export function AdminRoot() {
  return (
    <RequireStaff>
      <StaffLanguage>
        <AdminLayout />
      </StaffLanguage>
    </RequireStaff>
  );
}
export { CommitteesPage } from "./committees/committees.page";
