import { useMutation } from "@apollo/client/react";
import { HStack, Link, VisuallyHidden } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { formatPhone } from "../../features/auth/staff";
import { paths } from "../../lib/paths";
import { RecordActions } from "../record-actions";
import { RecordList, type ListState, type RecordColumn } from "../record-list";
import { DeleteParishDocument, type AdminParishFieldsFragment } from "../gql/graphql";
import { NeedsTranslationBadge } from "../translation/kiswahili-fields";
import { ARCHDEACONRY_REFETCH } from "./archdeaconry-forms";
import "../locales/register";

const columns = (t: TFunction): RecordColumn<AdminParishFieldsFragment>[] => [
  {
    header: t("dashboardParishes.list.parish"),
    cell: (parish) => (
      <HStack gap="2" wrap="wrap">
        <span>{parish.name}</span>
        <NeedsTranslationBadge needsTranslation={parish.needsTranslation} />
      </HStack>
    ),
    cellProps: { fontWeight: "medium" },
  },
  { header: t("dashboardParishes.list.town"), cell: (parish) => parish.town ?? "—" },
  { header: t("dashboardParishes.list.vicar"), cell: (parish) => parish.vicar ?? "—" },
  {
    header: t("dashboardParishes.list.phone"),
    cell: (parish) => formatPhone(parish.phone),
    cellProps: { whiteSpace: "nowrap" },
  },
  {
    header: t("dashboardParishes.list.services"),
    cell: (parish) => t("dashboardParishes.list.serviceCount", { count: parish.services.length }),
    cellProps: { whiteSpace: "nowrap" },
  },
  {
    header: t("dashboardParishes.list.website"),
    // A new tab, so that the dashboard stays where it was.
    cell: (parish) => (
      <Link
        href={paths.parish.getHref(parish.slug)}
        target="_blank"
        rel="noopener noreferrer"
        color="brand.fg"
      >
        {t("dashboardParishes.list.viewPage")}
        <VisuallyHidden>: {parish.name}</VisuallyHidden>
      </Link>
    ),
    cellProps: { whiteSpace: "nowrap" },
  },
];

type ParishesListProps = {
  archdeaconryName: string;
  parishes: AdminParishFieldsFragment[];
  state: ListState;
  /** What the list says when it has none. */
  emptyText: string;
  onEdit: (parish: AdminParishFieldsFragment) => void;
};

/** An archdeaconry's parishes, each with its public page, Edit and Delete. */
export function ParishesList({ archdeaconryName, parishes, state, emptyText, onEdit }: ParishesListProps) {
  const [deleteParish] = useMutation(DeleteParishDocument, ARCHDEACONRY_REFETCH);
  const { t } = useTranslation();
  return (
    <RecordList
      caption={t("dashboardParishes.list.caption", { archdeaconry: archdeaconryName })}
      columns={columns(t)}
      records={parishes}
      actions={(parish) => (
        <RecordActions
          name={parish.name}
          onEdit={() => onEdit(parish)}
          confirmTitle={t("dashboardParishes.list.confirmDelete")}
          confirmDescription={t("dashboardParishes.list.deleteWhat", {
            parish: parish.name,
            archdeaconry: archdeaconryName,
          })}
          onDelete={() => deleteParish({ variables: { id: parish.id } })}
          deletedTitle={t("dashboardParishes.list.deleted")}
          notDeletedTitle={t("dashboardParishes.list.notDeleted")}
        />
      )}
      state={state}
      emptyText={emptyText}
    />
  );
}
