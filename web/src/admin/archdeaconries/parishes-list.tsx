import { useMutation } from "@apollo/client/react";
import { Link, VisuallyHidden } from "@chakra-ui/react";
import { formatPhone } from "../../features/auth/staff";
import { paths } from "../../lib/paths";
import { countOf } from "../format";
import { RecordActions } from "../record-actions";
import { RecordList, type ListState, type RecordColumn } from "../record-list";
import { DeleteParishDocument, type AdminParishFieldsFragment } from "../gql/graphql";
import { ARCHDEACONRY_REFETCH } from "./archdeaconry-forms";

const COLUMNS: RecordColumn<AdminParishFieldsFragment>[] = [
  { header: "Parish", cell: (parish) => parish.name, cellProps: { fontWeight: "medium" } },
  { header: "Town", cell: (parish) => parish.town ?? "—" },
  { header: "Vicar", cell: (parish) => parish.vicar ?? "—" },
  { header: "Phone", cell: (parish) => formatPhone(parish.phone), cellProps: { whiteSpace: "nowrap" } },
  {
    header: "Services",
    cell: (parish) => countOf(parish.services.length, "service", "services"),
    cellProps: { whiteSpace: "nowrap" },
  },
  {
    header: "Website",
    // A new tab, so that the dashboard stays where it was.
    cell: (parish) => (
      <Link
        href={paths.parish.getHref(parish.slug)}
        target="_blank"
        rel="noopener noreferrer"
        color="brand.fg"
      >
        View page
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
  onEdit: (parish: AdminParishFieldsFragment) => void;
};

/** An archdeaconry's parishes, each with its public page, Edit and Delete. */
export function ParishesList({ archdeaconryName, parishes, state, onEdit }: ParishesListProps) {
  const [deleteParish] = useMutation(DeleteParishDocument, ARCHDEACONRY_REFETCH);
  return (
    <RecordList
      caption={`Parishes of ${archdeaconryName}`}
      columns={COLUMNS}
      records={parishes}
      actions={(parish) => (
        <RecordActions
          name={parish.name}
          onEdit={() => onEdit(parish)}
          confirmTitle="Are you sure you want to delete this parish?"
          confirmDescription={`${parish.name} will be removed from ${archdeaconryName} and from the website, with its picture and services.`}
          onDelete={() => deleteParish({ variables: { id: parish.id } })}
          deletedTitle="Parish deleted"
          notDeletedTitle="The parish was not deleted"
        />
      )}
      state={state}
      emptyText="No parishes yet. Add one below."
    />
  );
}
