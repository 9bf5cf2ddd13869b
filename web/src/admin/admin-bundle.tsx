// The entry of the dashboard's own chunk. The router imports it lazily, for every admin route,
// so that Vite builds the whole dashboard into one file that visitors never download.
import { AdminLayout } from "./admin-layout";
import { RequireStaff } from "./require-staff";

export { AboutUsUiPage } from "./about-us/about-us-ui.page";
export { AccountPage } from "./account.page";
export { ApiTokensPage } from "./api-tokens/api-tokens.page";
export { ArchdeaconriesPage } from "./archdeaconries/archdeaconries.page";
export { ArchdeaconryPage } from "./archdeaconries/archdeaconry.page";
export { AuditLogPage } from "./audit-log/audit-log.page";
export { MyParishPage, ParishPage } from "./archdeaconries/parish.page";
export { CareersPage } from "./careers/careers.page";
export { DashboardPage } from "./dashboard.page";
export { DepartmentsUiPage } from "./departments/departments-ui.page";
export { EventsPage } from "./events/events.page";
export { HomepageUiPage } from "./homepage/homepage-ui.page";
export { NewsEditorPage } from "./news/news-editor.page";
export { NewsPage } from "./news/news.page";
export { ProjectsPage } from "./projects/projects.page";
export { SettingsPage } from "./settings/settings.page";
export { SubscribersPage } from "./subscribers/subscribers.page";
export { ContributionsPage } from "./contributions/contributions.page";
export { UsersPage } from "./users/users.page";

export function AdminRoot() {
  return (
    <RequireStaff>
      <AdminLayout />
    </RequireStaff>
  );
}
