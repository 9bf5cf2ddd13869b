import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../components/form-dialog";
import { UpdateParishDocument, type AdminParishFieldsFragment } from "../gql/graphql";
import { useSave } from "../use-save";
import { ARCHDEACONRY_REFETCH } from "./archdeaconry-forms";
import { ParishForm } from "./parish-form";
import "../locales/register";

/** A parish of the list in its form, in a dialog; saving closes it. */
export function EditParishDialog({
  parish,
  archdeaconries,
  onClose,
}: {
  /** The parish being edited; null when the dialog is closed. */
  parish: AdminParishFieldsFragment | null;
  archdeaconries: { id: string; name: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [updateParish] = useMutation(UpdateParishDocument, ARCHDEACONRY_REFETCH);
  const { save, progress } = useSave();
  return (
    <FormDialog
      title={t("dashboardParishes.archdeaconry.editParish")}
      open={Boolean(parish)}
      onClose={onClose}
      size="xl"
    >
      {parish && (
        <ParishForm
          parish={parish}
          archdeaconries={archdeaconries}
          submitLabel={t("dashboard.form.saveChanges")}
          busyLabel={t("dashboardParishes.saving")}
          progress={progress}
          onCancel={onClose}
          onSubmit={async (input, image) => {
            await save((context) => updateParish({ variables: { id: parish.id, input, image }, context }), {
              saved: { title: t("dashboardParishes.parishUpdated"), description: input.name },
            });
            onClose();
          }}
        />
      )}
    </FormDialog>
  );
}
