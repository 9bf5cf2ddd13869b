import { useQuery } from "@apollo/client/react";
import { Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { roleWithScope } from "../features/auth/staff";
import { AdminPage, AdminSection, ListStatus } from "./admin-page";
import { ArchdeaconOverviewDocument } from "./gql/graphql";
import { listState } from "./record-list";
import { useStaff } from "./staff-context";
import "./locales/register";

/**
 * An archdeacon's first page: what their role reaches and the parishes of their archdeaconry; or,
 * when it was deleted, whom to ask for another.
 */
export function ArchdeaconOverview() {
  const staff = useStaff();
  const { t } = useTranslation();
  const archdeaconry = staff.archdeaconry;
  return (
    <AdminPage
      title={t("dashboardOverview.welcome", { name: staff.name })}
      pageTitle={t("dashboardOverview.welcomeTab")}
      intro={
        archdeaconry
          ? t("dashboardOverview.archdeacon.intro", { role: roleWithScope(staff, t) })
          : t("dashboardOverview.archdeacon.noArchdeaconry")
      }
    >
      {archdeaconry && <ParishesOf archdeaconry={archdeaconry} />}
      <Text color="fg.muted" textStyle="sm">
        {t("dashboardOverview.signOutAdvice")}
      </Text>
    </AdminPage>
  );
}

function ParishesOf({ archdeaconry }: { archdeaconry: { id: string; name: string } }) {
  const { t } = useTranslation();
  const query = useQuery(ArchdeaconOverviewDocument, {
    variables: { archdeaconryId: archdeaconry.id },
    fetchPolicy: "cache-and-network",
  });
  const parishes = query.data?.archdeaconry?.parishes ?? [];
  return (
    <AdminSection title={t("dashboardOverview.archdeacon.parishes", { archdeaconry: archdeaconry.name })}>
      <ListStatus
        {...listState(query)}
        empty={!parishes.length}
        emptyText={t("dashboardOverview.archdeacon.noParishes")}
      >
        <Stack as="ul" listStyleType="none" gap="2">
          {parishes.map((parish) => (
            <li key={parish.id}>{parish.name}</li>
          ))}
        </Stack>
      </ListStatus>
    </AdminSection>
  );
}
