import { Button } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DeleteButton } from "../components/confirm-dialog";
import { useSave } from "./use-save";
import "./locales/register";

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
  const { t } = useTranslation();
  const remove = () =>
    save(onDelete, { saved: { title: deletedTitle, description: name }, notSaved: notDeletedTitle });
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-label={t("dashboard.list.editName", { name })}
        onClick={onEdit}
      >
        {t("dashboard.list.edit")}
      </Button>
      <DeleteButton
        label={t("dashboard.list.deleteName", { name })}
        title={confirmTitle}
        description={confirmDescription}
        onConfirm={remove}
      />
    </>
  );
}
