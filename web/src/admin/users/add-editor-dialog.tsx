import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../components/form-dialog";
import { RecordForm, type FieldSpec } from "../record-form";
import { CreateAdminUserDocument } from "../gql/graphql";
import { useSave } from "../use-save";
import { roleInputOf, useRoleFields } from "./role-fields";
import "../locales/register";

type AddEditorDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The new account's generated password, to show once. */
  onAdded: (account: { name: string; password: string }) => void;
};

/** The new account's own details, before its role. */
const accountFields = (t: TFunction): FieldSpec<"name" | "email" | "username" | "phone">[] => [
  { name: "name", label: t("dashboardUsers.fields.name"), required: true },
  { name: "email", label: t("dashboardUsers.fields.email"), required: true, type: "email" },
  {
    name: "username",
    label: t("dashboardUsers.fields.username"),
    required: true,
    helperText: t("dashboardUsers.fields.usernameHelp"),
  },
  {
    name: "phone",
    label: t("dashboardUsers.fields.phone"),
    type: "tel",
    helperText: t("dashboardUsers.fields.phoneHelp"),
  },
];

/** The shapes the API takes: an address with an @ and a dot, a username of letters, digits and ._- */
const validateAccount = (values: { email: string; username: string }, t: TFunction) => ({
  ...(values.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())
    ? { email: t("dashboardUsers.errors.email") }
    : {}),
  ...(values.username.trim() && !/^[A-Za-z0-9._-]+$/.test(values.username.trim())
    ? { username: t("dashboardUsers.errors.username") }
    : {}),
});

/** Add an editor: the new account's details; the server makes its password. */
export function AddEditorDialog({ open, onClose, onAdded }: AddEditorDialogProps) {
  const [createUser] = useMutation(CreateAdminUserDocument, {
    refetchQueries: ["AdminUsers"],
    awaitRefetchQueries: true,
  });
  const { save } = useSave();
  const { t } = useTranslation();
  const roleFields = useRoleFields();
  // The password is shown once this dialog has closed (see FormDialog's onExitComplete).
  const [added, setAdded] = useState<{ name: string; password: string } | null>(null);
  return (
    <FormDialog
      title={t("dashboardUsers.add")}
      open={open}
      onClose={onClose}
      onExitComplete={() => {
        if (added) onAdded(added);
        setAdded(null);
      }}
    >
      <RecordForm
        fields={[...accountFields(t), ...roleFields]}
        columns={2}
        validate={(values) => validateAccount(values, t)}
        initial={{
          name: "",
          email: "",
          username: "",
          phone: "",
          role: "EDITOR",
          parishId: "",
          departmentId: "",
          archdeaconryId: "",
        }}
        submitLabel={t("dashboardUsers.addAccount")}
        busyLabel={t("dashboardUsers.adding")}
        onCancel={onClose}
        onSubmit={(values) =>
          save(
            async () => {
              const result = await createUser({
                variables: {
                  input: {
                    name: values.name.trim(),
                    email: values.email.trim(),
                    username: values.username.trim(),
                    phone: values.phone.trim() || null,
                    ...roleInputOf(values),
                  },
                },
              });
              const made = result.data?.createAdminUser;
              if (made) setAdded({ name: made.user.name, password: made.password });
              onClose();
            },
            { saved: { title: t("dashboardUsers.added"), description: values.name.trim() } },
          )
        }
      />
    </FormDialog>
  );
}
