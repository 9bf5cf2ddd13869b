import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../components/form-dialog";
import { CreateApiTokenDocument, type ApiTokenScope } from "../gql/graphql";
import { RecordForm } from "../record-form";
import { useSave } from "../use-save";
import "../locales/register";

type CreateApiTokenDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The new token's text, to show once. */
  onCreated: (made: { name: string; token: string }) => void;
};

/** Make a token: its name, what it may do, and the day it stops working, if any. */
export function CreateApiTokenDialog({ open, onClose, onCreated }: CreateApiTokenDialogProps) {
  const { t } = useTranslation();
  const [createToken] = useMutation(CreateApiTokenDocument, {
    refetchQueries: ["ApiTokens"],
    awaitRefetchQueries: true,
  });
  const { save } = useSave();
  // The token is shown once this dialog has closed (see FormDialog's onExitComplete).
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);
  return (
    <FormDialog
      title={t("dashboardApiTokens.form.title")}
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
            label: t("dashboardApiTokens.form.name"),
            required: true,
            wide: true,
            helperText: t("dashboardApiTokens.form.nameHelp"),
          },
          {
            name: "readPrivate",
            label: t("dashboardApiTokens.form.readPrivate"),
            checkbox: true,
          },
          { name: "writeContent", label: t("dashboardApiTokens.form.writeContent"), checkbox: true },
          {
            name: "expiresOn",
            label: t("dashboardApiTokens.form.expiresOn"),
            type: "date",
            helperText: t("dashboardApiTokens.form.expiresOnHelp"),
          },
        ]}
        validate={(values) =>
          values.readPrivate !== "true" && values.writeContent !== "true"
            ? { writeContent: t("dashboardApiTokens.form.chooseScope") }
            : {}
        }
        initial={{ name: "", readPrivate: "false", writeContent: "false", expiresOn: "" }}
        submitLabel={t("dashboardApiTokens.form.submit")}
        busyLabel={t("dashboardApiTokens.form.busy")}
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
            { saved: { title: t("dashboardApiTokens.form.made"), description: values.name.trim() } },
          )
        }
      />
    </FormDialog>
  );
}
