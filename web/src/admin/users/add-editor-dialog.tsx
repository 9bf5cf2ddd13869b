import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { FormDialog } from "../../components/form-dialog";
import { RecordForm } from "../record-form";
import { CreateAdminUserDocument } from "../gql/graphql";
import { useSave } from "../use-save";
import { roleInputOf, useRoleFields } from "./role-fields";

type AddEditorDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The new account's generated password, to show once. */
  onAdded: (account: { name: string; password: string }) => void;
};

/** Add an editor: the new account's details; the server makes its password. */
export function AddEditorDialog({ open, onClose, onAdded }: AddEditorDialogProps) {
  const [createUser] = useMutation(CreateAdminUserDocument, {
    refetchQueries: ["AdminUsers"],
    awaitRefetchQueries: true,
  });
  const { save } = useSave();
  const roleFields = useRoleFields();
  // The password is shown once this dialog has closed (see FormDialog's onExitComplete).
  const [added, setAdded] = useState<{ name: string; password: string } | null>(null);
  return (
    <FormDialog
      title="Add an editor"
      open={open}
      onClose={onClose}
      onExitComplete={() => {
        if (added) onAdded(added);
        setAdded(null);
      }}
    >
      <RecordForm
        fields={[
          { name: "name", label: "Full name", required: true },
          { name: "email", label: "E-mail", required: true, type: "email" },
          {
            name: "username",
            label: "Username",
            required: true,
            helperText: "Letters, digits, dots, dashes and underscores",
          },
          { name: "phone", label: "Phone", type: "tel", helperText: "Such as 0712 345 678" },
          ...roleFields,
        ]}
        columns={2}
        validate={(values) => ({
          ...(values.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())
            ? { email: "Enter an e-mail address such as clerk@example.org." }
            : {}),
          ...(values.username.trim() && !/^[A-Za-z0-9._-]+$/.test(values.username.trim())
            ? { username: "Use only letters, digits, dots, dashes and underscores." }
            : {}),
        })}
        initial={{
          name: "",
          email: "",
          username: "",
          phone: "",
          role: "EDITOR",
          parishId: "",
          departmentId: "",
        }}
        submitLabel="Add account"
        busyLabel="Adding…"
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
            { saved: { title: "Account added", description: values.name.trim() } },
          )
        }
      />
    </FormDialog>
  );
}
