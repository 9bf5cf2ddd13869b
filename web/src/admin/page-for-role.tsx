import { Link, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useMatches } from "react-router-dom";
import { reaches, type StaffPage } from "@diocese/site/staff-reach";
import { paths } from "../lib/paths";
import { roleLabel } from "../features/auth/staff";
import { AdminPage } from "./admin-page";
import { useStaff } from "./staff-context";
import "./locales/register";

/** What a dashboard route tells of its page (its `handle`): which page it is, for who reaches it. */
export type PageReach = { reach: StaffPage };

const isPageReach = (handle: unknown): handle is PageReach =>
  typeof handle === "object" && handle !== null && "reach" in handle;

/**
 * The page the address leads to, or, for a role that does not reach it, a page that says so. The
 * menu shows no such page, but an address still opens it (a bookmark, a link from a colleague,
 * a role changed meanwhile), and its buttons would be live until the API refused each save.
 */
export function PageForRole({ children }: { children: ReactNode }) {
  const staff = useStaff();
  const page = useMatches()
    .map((match) => match.handle)
    .filter(isPageReach)
    .at(-1)?.reach;
  if (!page || reaches(staff.role, page)) return children;
  return <NotForYourRole />;
}

function NotForYourRole() {
  const staff = useStaff();
  const { t } = useTranslation();
  return (
    <AdminPage title={t("dashboard.gate.notForYourRole")}>
      <Stack gap="3" align="start">
        <Text>{t("dashboard.gate.notForYourRoleWhy", { role: roleLabel(staff.role, t) })}</Text>
        <Link asChild color="brand.fg">
          <RouterLink to={paths.adminWelcome.getHref()}>{t("dashboard.gate.firstPage")}</RouterLink>
        </Link>
      </Stack>
    </AdminPage>
  );
}
