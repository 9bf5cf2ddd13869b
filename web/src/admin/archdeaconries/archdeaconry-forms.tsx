import { chakra, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../components/form-alert";
import { TextField } from "../../components/text-field";
import { useRecordForm } from "../use-record-form";
import { FormActions } from "../form-actions";
import "../locales/register";

export const ARCHDEACONRY_REFETCH = {
  refetchQueries: ["AdminArchdeaconries", "AdminArchdeaconry", "AdminOverview"],
  awaitRefetchQueries: true,
};

type NameFormProps = {
  label: string;
  initial: string;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
};

/** An archdeaconry's name: required, trimmed. */
export function NameForm({ label, initial, submitLabel, busyLabel, onSubmit, onCancel }: NameFormProps) {
  const { t } = useTranslation();
  const { refusal, busy, field, submit } = useRecordForm({
    initial: { name: initial },
    validate: ({ name }) => (name.trim() ? {} : { name: t("dashboardParishes.archdeaconries.enterName") }),
    onSubmit: ({ name }) => onSubmit(name.trim()),
    resetAfterSave: true,
  });
  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4">
        {refusal && <FormAlert status="error" title={refusal} />}
        <TextField label={label} required {...field("name")} />
        <FormActions submitLabel={submitLabel} busy={busy} busyLabel={busyLabel} onCancel={onCancel} />
      </Stack>
    </chakra.form>
  );
}
