import { useQuery } from "@apollo/client/react";
import { Button, SimpleGrid, Stat } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { useLocale } from "../../lib/language";
import { roleLabel } from "../../features/auth/staff";
import { paths } from "../../lib/paths";
import { AdminPage } from "../admin-page";
import { formatKes } from "../format";
import { AdminGivingOverviewDocument } from "../gql/graphql";
import { useStaff } from "../staff-context";
import "../locales/register";

/** A treasurer's first page: what has been given, and what waits for M-Pesa's word. */
export function GivingOverview() {
  const staff = useStaff();
  const { t } = useTranslation();
  const locale = useLocale();
  const { data } = useQuery(AdminGivingOverviewDocument, { fetchPolicy: "cache-and-network" });
  return (
    <AdminPage
      title={t("dashboardGiving.overview.welcomeName", { name: staff.name })}
      pageTitle={t("dashboardGiving.overview.welcome")}
      intro={t("dashboardGiving.overview.intro", { role: roleLabel(staff.role, t) })}
      actions={
        <Button asChild>
          <RouterLink to={paths.adminContributions.getHref()}>
            {t("dashboardGiving.overview.open")}
          </RouterLink>
        </Button>
      }
    >
      <SimpleGrid
        columns={{ base: 1, sm: 2 }}
        gap="3"
        as="section"
        aria-label={t("dashboardGiving.overview.atAGlance")}
      >
        <Stat.Root borderWidth="1px" borderRadius="l2" p="4">
          <Stat.Label>{t("dashboardGiving.overview.given")}</Stat.Label>
          <Stat.ValueText>{data ? formatKes(data.paid.amountKes, locale) : "…"}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root borderWidth="1px" borderRadius="l2" p="4">
          <Stat.Label>{t("dashboardGiving.overview.pending")}</Stat.Label>
          <Stat.ValueText>{data ? data.pending.entries.toLocaleString(locale) : "…"}</Stat.ValueText>
        </Stat.Root>
      </SimpleGrid>
    </AdminPage>
  );
}
