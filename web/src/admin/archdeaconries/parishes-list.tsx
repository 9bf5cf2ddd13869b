import { useMutation } from "@apollo/client/react";
import { formatPhone } from "../../features/auth/staff";
import { RecordActions } from "../record-actions";
import { RecordList, type ListState, type RecordColumn } from "../record-list";
import { DeleteParishDocument, type AdminParishFieldsFragment } from "../gql/graphql";
import { ARCHDEACONRY_REFETCH } from "./archdeaconry-forms";

const COLUMNS: RecordColumn<AdminParishFieldsFragment>[] = [
  { header: "Parish", cell: (parish) => parish.name, cellProps: { fontWeight: "medium" } },
  { header: "Vicar", cell: (parish) => parish.vicar ?? "—" },
  { header: "Phone", cell: (parish) => formatPhone(parish.phone), cellProps: { whiteSpace: "nowrap" } },
  { header: "Service times", cell: (parish) => parish.serviceTimes ?? "—" },
];

type ParishesListProps = {
  archdeaconryName: string;
  parishes: AdminParishFieldsFragment[];
  state: ListState;
  onEdit: (parish: AdminParishFieldsFragment) => void;
};

/** An archdeaconry's parishes, each with Edit and Delete. */
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
          confirmDescription={`${parish.name} will be removed from ${archdeaconryName} and from the website.`}
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
