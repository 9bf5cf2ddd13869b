import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../components/form-dialog";
import { UpdateArchdeaconryDocument } from "../gql/graphql";
import { useSave } from "../use-save";
import { ARCHDEACONRY_REFETCH, NameForm } from "./archdeaconry-forms";
import "../locales/register";

/** The archdeaconry's new name, in a dialog; saving closes it. */
export function RenameArchdeaconryDialog({
  id,
  name,
  open,
  onClose,
}: {
  id: string;
  name: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [renameArchdeaconry] = useMutation(UpdateArchdeaconryDocument, ARCHDEACONRY_REFETCH);
  const { save } = useSave();
  return (
    <FormDialog
      title={t("dashboardParishes.archdeaconry.renameTitle")}
      open={open}
      onClose={onClose}
      size="md"
    >
      <NameForm
        label={t("dashboardParishes.archdeaconries.name")}
        initial={name}
        submitLabel={t("dashboardParishes.archdeaconry.saveName")}
        busyLabel={t("dashboardParishes.saving")}
        onCancel={onClose}
        onSubmit={async (newName) => {
          await save(() => renameArchdeaconry({ variables: { id, input: { name: newName } } }), {
            saved: { title: t("dashboardParishes.archdeaconry.renamed"), description: newName },
          });
          onClose();
        }}
      />
    </FormDialog>
  );
}
