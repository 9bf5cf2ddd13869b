import { Button } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { DeleteButton } from "../components/confirm-dialog";
import { useSave } from "./use-save";

type RecordActionsProps = {
  /** The record's name, in the buttons' accessible names ("Edit Butere") and the toast. */
  name: string;
  onEdit: () => void;
  /** What the confirmation asks, such as "Delete this event?", and what deleting does. */
  confirmTitle: string;
  confirmDescription: ReactNode;
  onDelete: () => Promise<unknown>;
  /** The toasts' titles, such as "Event deleted" and "The event was not deleted". */
  deletedTitle: string;
  notDeletedTitle: string;
};

/** A record's Edit and Delete buttons in a list; Delete asks first and tells how it went. */
export function RecordActions({
  name,
  onEdit,
  confirmTitle,
  confirmDescription,
  onDelete,
  deletedTitle,
  notDeletedTitle,
}: RecordActionsProps) {
  const { save } = useSave();
  const remove = () =>
    save(onDelete, { saved: { title: deletedTitle, description: name }, notSaved: notDeletedTitle });
  return (
    <>
      <Button size="sm" variant="outline" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      <DeleteButton
        label={`Delete ${name}`}
        title={confirmTitle}
        description={confirmDescription}
        onConfirm={remove}
      />
    </>
  );
}
