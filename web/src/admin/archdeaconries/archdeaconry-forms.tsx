import { chakra, Field, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { FormAlert } from "../../components/form-alert";
import { TextField } from "../../components/text-field";
import type { ParishInput } from "../gql/graphql";
import { useRecordForm } from "../use-record-form";
import { FormActions } from "../form-actions";

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

/** One name, such as an archdeaconry's: required, trimmed. */
export function NameForm({ label, initial, submitLabel, busyLabel, onSubmit, onCancel }: NameFormProps) {
  const { refusal, busy, field, submit } = useRecordForm({
    initial: { name: initial },
    validate: ({ name }) => (name.trim() ? {} : { name: `Enter the ${label.toLowerCase()}.` }),
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

export type ParishValues = {
  archdeaconryId: string;
  name: string;
  vicar: string;
  phone: string;
  serviceTimes: string;
};

export function validateParish(values: ParishValues) {
  const errors: Partial<Record<keyof ParishValues, string>> = {};
  if (!values.archdeaconryId) errors.archdeaconryId = "Choose the archdeaconry.";
  if (!values.name.trim()) errors.name = "Enter the parish's name.";
  return errors;
}

function toParishInput(values: ParishValues): ParishInput {
  return {
    archdeaconryId: values.archdeaconryId,
    name: values.name.trim(),
    vicar: values.vicar.trim() || null,
    phone: values.phone.trim() || null,
    serviceTimes: values.serviceTimes.trim() || null,
  };
}

type ParishFormProps = {
  initial: ParishValues;
  archdeaconries: { id: string; name: string }[];
  submitLabel: string;
  busyLabel: string;
  onSubmit: (input: ParishInput) => Promise<unknown>;
  resetAfterSave?: boolean;
  onCancel?: () => void;
};

export function ParishForm({
  initial,
  archdeaconries,
  submitLabel,
  busyLabel,
  onSubmit,
  resetAfterSave,
  onCancel,
}: ParishFormProps) {
  const { values, set, errors, refusal, busy, field, submit } = useRecordForm({
    initial,
    validate: validateParish,
    onSubmit: (values) => onSubmit(toParishInput(values)),
    resetAfterSave,
  });
  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4">
        {refusal && <FormAlert status="error" title={refusal} />}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root required invalid={Boolean(errors.archdeaconryId)}>
            <Field.Label>
              Archdeaconry
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.archdeaconryId}
                onChange={(event) => set("archdeaconryId", event.target.value)}
              >
                <option value="">Choose an archdeaconry</option>
                {archdeaconries.map((archdeaconry) => (
                  <option key={archdeaconry.id} value={archdeaconry.id}>
                    {archdeaconry.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.archdeaconryId}</Field.ErrorText>
          </Field.Root>
          <TextField label="Parish name" required {...field("name")} />
          <TextField label="Vicar" {...field("vicar")} />
          <TextField
            label="Phone"
            type="tel"
            inputMode="tel"
            helperText="Such as 0712 345 678"
            {...field("phone")}
          />
        </SimpleGrid>
        <TextField
          label="Service times"
          rows={2}
          placeholder="Sunday 8:00 am (English), 10:30 am (Kiswahili)"
          {...field("serviceTimes")}
        />
        <FormActions submitLabel={submitLabel} busy={busy} busyLabel={busyLabel} onCancel={onCancel} />
      </Stack>
    </chakra.form>
  );
}
