import { useMutation } from "@apollo/client/react";
import { FormDialog } from "../../components/form-dialog";
import { RecordForm } from "../record-form";
import { SetAdminUserRoleDocument, type AdminUserFieldsFragment } from "../gql/graphql";
import { useSave } from "../use-save";
import { roleInputOf, useRoleFields } from "./role-fields";

type ChangeRoleDialogProps = {
  /** The account whose role changes; none while the dialog is closed. */
  user: AdminUserFieldsFragment | null;
  onClose: () => void;
};

/** A system admin gives someone another role, or a parish or department editor another place to keep. */
export function ChangeRoleDialog({ user, onClose }: ChangeRoleDialogProps) {
  const [setRole] = useMutation(SetAdminUserRoleDocument);
  const { save } = useSave();
  const roleFields = useRoleFields();
  return (
    <FormDialog title={`Change the role of ${user?.name ?? ""}`} open={user !== null} onClose={onClose}>
      {user && (
        <RecordForm
          fields={roleFields}
          initial={{
            role: user.role,
            parishId: user.parish?.id ?? "",
            departmentId: user.department?.id ?? "",
          }}
          submitLabel="Save role"
          busyLabel="Saving…"
          onCancel={onClose}
          onSubmit={(values) =>
            save(
              async () => {
                await setRole({ variables: { id: user.id, input: roleInputOf(values) } });
                onClose();
              },
              { saved: { title: "Role changed", description: `It holds from ${user.name}'s next click.` } },
            )
          }
        />
      )}
    </FormDialog>
  );
}
