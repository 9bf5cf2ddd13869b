import { useMutation, useQuery } from "@apollo/client/react";
import { Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, Navigate, useParams } from "react-router-dom";
import { PageSpinner } from "../../components/page-spinner";
import { paths } from "../../lib/paths";
import { serverMessage } from "../../lib/server-message";
import type { StaffFieldsFragment } from "../../gql/graphql";
import { AdminPage } from "../admin-page";
import { AdminParishDocument, UpdateParishDocument } from "../gql/graphql";
import { useStaff } from "../staff-context";
import { useSave } from "../use-save";
import { ParishForm } from "./parish-form";

/**
 * Why this member of staff may not change the parish with this id, or null when they may. The
 * API refuses the write in any case; this spares them a form they cannot save.
 */
export function parishRefusal(staff: StaffFieldsFragment, parishId: string): string | null {
  if (staff.role === "SYSTEM_ADMIN" || staff.role === "EDITOR") return null;
  if (staff.role === "PARISH_EDITOR") {
    if (!staff.parish)
      return "Your account has no parish to keep. Ask a system admin to choose one in Users.";
    return staff.parish.id === parishId ? null : `You can change only ${staff.parish.name}.`;
  }
  if (staff.role === "DEPARTMENT_EDITOR")
    return `You can change only ${staff.department?.name ?? "your department"}, not a parish.`;
  return "A treasurer's account changes no parish.";
}

/** One parish's editing page: its details, picture, place, history and regular services. */
export function ParishPage() {
  const { id = "" } = useParams();
  const staff = useStaff();
  const refusal = parishRefusal(staff, id);
  return refusal ? <ParishRefused message={refusal} staff={staff} /> : <EditParish id={id} />;
}

/** A parish editor's own parish, wherever they came from (the sidebar's My parish, signing in). */
export function MyParishPage() {
  const staff = useStaff();
  if (staff.role === "PARISH_EDITOR" && staff.parish)
    return <Navigate to={paths.adminParish.getHref(staff.parish.id)} replace />;
  return (
    <ParishRefused
      staff={staff}
      message={
        staff.role === "PARISH_EDITOR"
          ? "Your account has no parish to keep. Ask a system admin to choose one in Users."
          : "Only a parish editor has a parish of their own. Find a parish under Archdeaconry."
      }
    />
  );
}

function ParishRefused({ message, staff }: { message: string; staff: StaffFieldsFragment }) {
  return (
    <AdminPage title="Parish">
      <Stack gap="3">
        <Text role="alert">{message}</Text>
        {staff.role === "PARISH_EDITOR" && staff.parish && (
          <Link asChild color="brand.fg">
            <RouterLink to={paths.adminParish.getHref(staff.parish.id)}>Go to {staff.parish.name}</RouterLink>
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
  const parish = query.data?.parish;

  if (query.loading && !query.data) return <PageSpinner />;
  if (!parish) {
    return (
      <AdminPage title="Parish">
        <Text>
          {query.error
            ? serverMessage(query.error)
            : "There is no parish at this address. It may have been deleted."}
        </Text>
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
          View its page on the website
        </Link>
      }
    >
      <ParishForm
        key={parish.id}
        parish={parish}
        archdeaconries={query.data?.archdeaconries ?? []}
        placeFixed={staff.role === "PARISH_EDITOR"}
        submitLabel="Save changes"
        busyLabel="Saving…"
        progress={progress}
        onSubmit={(input, image) =>
          save((context) => updateParish({ variables: { id: parish.id, input, image }, context }), {
            saved: { title: "Parish updated", description: input.name },
          })
        }
      />
    </AdminPage>
  );
}
