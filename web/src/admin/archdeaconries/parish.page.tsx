import { useMutation, useQuery } from "@apollo/client/react";
import { Link, Stack, Text } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, Navigate, useParams } from "react-router-dom";
import { messages } from "../../lib/language";
import { PageSpinner } from "../../components/page-spinner";
import { paths } from "../../lib/paths";
import { serverMessage } from "../../lib/server-message";
import type { StaffFieldsFragment } from "../../gql/graphql";
import { AdminPage } from "../admin-page";
import { AdminParishDocument, UpdateParishDocument } from "../gql/graphql";
import { useStaff } from "../staff-context";
import { useSave } from "../use-save";
import { ParishForm } from "./parish-form";
import "../locales/register";

/**
 * Why this member of staff may not change the parish with this id, or null when they may. Of the
 * roles the page is for (api/src/site/staff-reach.ts), a parish editor changes their own parish
 * alone. The API refuses the write in any case; this spares them a form they cannot save.
 */
export function parishRefusal(
  staff: StaffFieldsFragment,
  parishId: string,
  t: TFunction = messages.en.t,
): string | null {
  if (staff.role !== "PARISH_EDITOR") return null;
  if (!staff.parish) return t("dashboardParishes.parish.noParishOfYours");
  return staff.parish.id === parishId
    ? null
    : t("dashboardParishes.parish.onlyYours", { parish: staff.parish.name });
}

/** One parish's editing page: its details, picture, place, history and regular services. */
export function ParishPage() {
  const { id = "" } = useParams();
  const staff = useStaff();
  const { t } = useTranslation();
  const refusal = parishRefusal(staff, id, t);
  return refusal ? <ParishRefused message={refusal} staff={staff} /> : <EditParish id={id} />;
}

/** A parish editor's own parish, wherever they came from (the sidebar's My parish, signing in). */
export function MyParishPage() {
  const staff = useStaff();
  const { t } = useTranslation();
  if (staff.role === "PARISH_EDITOR" && staff.parish)
    return <Navigate to={paths.adminParish.getHref(staff.parish.id)} replace />;
  return (
    <ParishRefused
      staff={staff}
      message={
        staff.role === "PARISH_EDITOR"
          ? t("dashboardParishes.parish.noParishOfYours")
          : t("dashboardParishes.parish.onlyParishEditors")
      }
    />
  );
}

function ParishRefused({ message, staff }: { message: string; staff: StaffFieldsFragment }) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("dashboardParishes.parish.title")}>
      <Stack gap="3">
        <Text role="alert">{message}</Text>
        {staff.role === "PARISH_EDITOR" && staff.parish && (
          <Link asChild color="brand.fg">
            <RouterLink to={paths.adminParish.getHref(staff.parish.id)}>
              {t("dashboardParishes.parish.goTo", { parish: staff.parish.name })}
            </RouterLink>
          </Link>
        )}
      </Stack>
    </AdminPage>
  );
}

function EditParish({ id }: { id: string }) {
  const staff = useStaff();
  const query = useQuery(AdminParishDocument, { variables: { id }, fetchPolicy: "cache-and-network" });
  const [updateParish] = useMutation(UpdateParishDocument, {
    refetchQueries: ["AdminParish", "AdminArchdeaconry"],
    awaitRefetchQueries: true,
  });
  const { save, progress } = useSave();
  const { t } = useTranslation();
  const parish = query.data?.parish;

  if (query.loading && !query.data) return <PageSpinner />;
  if (!parish) {
    return (
      <AdminPage title={t("dashboardParishes.parish.title")}>
        <Text>{query.error ? serverMessage(query.error) : t("dashboardParishes.parish.notFound")}</Text>
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title={parish.name}
      intro={
        <Link
          href={paths.parish.getHref(parish.slug)}
          target="_blank"
          rel="noopener noreferrer"
          color="brand.fg"
        >
          {t("dashboardParishes.parish.viewOnWebsite")}
        </Link>
      }
    >
      <ParishForm
        key={parish.id}
        parish={parish}
        archdeaconries={query.data?.archdeaconries ?? []}
        placeFixed={staff.role === "PARISH_EDITOR"}
        submitLabel={t("dashboard.form.saveChanges")}
        busyLabel={t("dashboardParishes.saving")}
        progress={progress}
        onSubmit={(input, image) =>
          save((context) => updateParish({ variables: { id: parish.id, input, image }, context }), {
            saved: { title: t("dashboardParishes.parishUpdated"), description: input.name },
          })
        }
      />
    </AdminPage>
  );
}
