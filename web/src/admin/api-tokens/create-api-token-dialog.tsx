import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { FormDialog } from "../../components/form-dialog";
import { CreateApiTokenDocument, type ApiTokenScope } from "../gql/graphql";
import { RecordForm } from "../record-form";
import { useSave } from "../use-save";

type CreateApiTokenDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The new token's text, to show once. */
  onCreated: (made: { name: string; token: string }) => void;
};

/** Make a token: its name, what it may do, and the day it stops working, if any. */
export function CreateApiTokenDialog({ open, onClose, onCreated }: CreateApiTokenDialogProps) {
  const [createToken] = useMutation(CreateApiTokenDocument, {
    refetchQueries: ["ApiTokens"],
    awaitRefetchQueries: true,
  });
  const { save } = useSave();
  // The token is shown once this dialog has closed (see FormDialog's onExitComplete).
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);
  return (
    <FormDialog
      title="Make an API token"
      open={open}
      onClose={onClose}
      onExitComplete={() => {
        if (made) onCreated(made);
        setMade(null);
      }}
    >
      <RecordForm
        fields={[
          {
            name: "name",
            label: "Name",
            required: true,
            wide: true,
            helperText: "Who uses it and for what, such as Parish app sync",
          },
          {
            name: "readPrivate",
            label: "Read private data (subscribers, closed jobs, totals of giving)",
            checkbox: true,
          },
          { name: "writeContent", label: "Write content (as an editor does)", checkbox: true },
          {
            name: "expiresOn",
            label: "Expires on",
            type: "date",
            helperText: "It stops working at the end of this day in Kakamega; leave empty for never",
          },
        ]}
        validate={(values) =>
          values.readPrivate !== "true" && values.writeContent !== "true"
            ? { writeContent: "Choose at least one scope." }
            : {}
        }
        initial={{ name: "", readPrivate: "false", writeContent: "false", expiresOn: "" }}
        submitLabel="Make token"
        busyLabel="Making…"
        onCancel={onClose}
        onSubmit={(values) =>
          save(
            async () => {
              const scopes: ApiTokenScope[] = [
                ...(values.readPrivate === "true" ? (["READ_PRIVATE"] as const) : []),
                ...(values.writeContent === "true" ? (["WRITE_CONTENT"] as const) : []),
              ];
              const result = await createToken({
                variables: {
                  input: {
                    name: values.name.trim(),
                    scopes,
                    // Kakamega is three hours ahead of UTC all year.
                    expiresAt: values.expiresOn ? `${values.expiresOn}T23:59:59+03:00` : null,
                  },
                },
              });
              const created = result.data?.createApiToken;
              if (created) setMade({ name: created.apiToken.name, token: created.token });
              onClose();
            },
            { saved: { title: "API token made", description: values.name.trim() } },
          )
        }
      />
    </FormDialog>
  );
}
