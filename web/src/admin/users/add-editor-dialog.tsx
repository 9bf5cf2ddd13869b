import { useMutation } from "@apollo/client/react";
import { FormDialog } from "../../components/form-dialog";
import { RecordForm } from "../record-form";
import { CreateAdminUserDocument, type AdminRole } from "../gql/graphql";
import { useSave } from "../use-save";

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
  return (
    <FormDialog title="Add an editor" open={open} onClose={onClose}>
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
          {
            name: "role",
            label: "Role",
            required: true,
            options: [
              { value: "EDITOR", label: "Editor: manages the website's content" },
              { value: "TREASURER", label: "Treasurer: sees and records gifts; changes no content" },
              { value: "SYSTEM_ADMIN", label: "System Admin: also manages staff accounts" },
            ],
          },
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
        initial={{ name: "", email: "", username: "", phone: "", role: "EDITOR" }}
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
                    role: values.role as AdminRole,
                  },
                },
              });
              onClose();
              const made = result.data?.createAdminUser;
              if (made) onAdded({ name: made.user.name, password: made.password });
            },
            { saved: { title: "Account added", description: values.name.trim() } },
          )
        }
      />
    </FormDialog>
  );
}
