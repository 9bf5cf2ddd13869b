import { useQuery } from "@apollo/client/react";
import { Box } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router-dom";
import { paths } from "../lib/paths";
import { ErrorState } from "../components/error-state";
import { PageSpinner } from "../components/page-spinner";
import { StaffContext } from "./staff-context";
import { MeDocument } from "../gql/graphql";
import "./locales/register";

/**
 * The one gate of the dashboard: it shows its pages only to a signed-in member of staff, and
 * sends anyone else to the login page, which brings them back here afterwards. The server checks
 * every call itself; this gate only spares people pages they cannot use.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  // It speaks before the member of staff, and so their language, is known (AdminRoot puts their
  // language inside it): English, as a part drawn outside any page's language does.
  const { t } = useTranslation();
  const location = useLocation();
  // Asks the server each time the dashboard opens, so a session that ended while the tab stayed
  // open is noticed; a sign-in just made answers from the cache meanwhile.
  const { data, error, loading, refetch } = useQuery(MeDocument, { fetchPolicy: "cache-and-network" });

  if (data?.me) return <StaffContext.Provider value={data.me}>{children}</StaffContext.Provider>;
  if (error) {
    return (
      <Box maxW="lg" mx="auto" px="4" py="16">
        <ErrorState title={t("dashboard.gate.notChecked")} onRetry={() => refetch()} retrying={loading} />
      </Box>
    );
  }
  if (data && !loading) {
    return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  }
  return <PageSpinner label={t("dashboard.gate.checking")} />;
}
