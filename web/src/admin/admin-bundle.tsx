// The entry of the dashboard's own chunk. The router imports it lazily, for every admin route,
// so that Vite builds the whole dashboard into one file that visitors never download.
import { AdminLayout } from "./admin-layout";
import { RequireStaff } from "./require-staff";

export { AccountPage } from "./account.page";
export { WelcomePage } from "./welcome.page";

export function AdminRoot() {
  return (
    <RequireStaff>
      <AdminLayout />
    </RequireStaff>
  );
}
