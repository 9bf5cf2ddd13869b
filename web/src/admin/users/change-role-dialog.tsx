import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../components/form-dialog";
import { RecordForm } from "../record-form";
import { SetAdminUserRoleDocument, type AdminUserFieldsFragment } from "../gql/graphql";
import { useSave } from "../use-save";
import { roleInputOf, useRoleFields } from "./role-fields";
import "../locales/register";

type ChangeRoleDialogProps = {
  /** The account whose role changes; none while the dialog is closed. */
  user: AdminUserFieldsFragment | null;
  onClose: () => void;
};

/**
 * A system admin gives someone another role, or a parish editor, department editor or archdeacon
 * another place to keep.
 */
export function ChangeRoleDialog({ user, onClose }: ChangeRoleDialogProps) {
  const [setRole] = useMutation(SetAdminUserRoleDocument);
  const { save } = useSave();
  const { t } = useTranslation();
  const roleFields = useRoleFields();
  return (
    <FormDialog
      title={t("dashboardUsers.changeRoleOf", { name: user?.name ?? "" })}
      open={user !== null}
      onClose={onClose}
    >
      {user && (
        <RecordForm
          fields={roleFields}
          initial={{
            role: user.role,
            parishId: user.parish?.id ?? "",
            departmentId: user.department?.id ?? "",
            archdeaconryId: user.archdeaconry?.id ?? "",
          }}
          submitLabel={t("dashboardUsers.saveRole")}
          busyLabel={t("dashboardUsers.saving")}
          onCancel={onClose}
          onSubmit={(values) =>
            save(
              async () => {
                await setRole({ variables: { id: user.id, input: roleInputOf(values) } });
                onClose();
              },
              {
                saved: {
                  title: t("dashboardUsers.roleChanged"),
                  description: t("dashboardUsers.roleHolds", { name: user.name }),
                },
              },
            )
          }
        />
      )}
    </FormDialog>
  );
}
