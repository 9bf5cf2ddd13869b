import { chakra, Field, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormAlert } from "../../components/form-alert";
import { TextField } from "../../components/text-field";
import type { AdminEventChoicesQuery, AdminEventFieldsFragment, EventInput } from "../gql/graphql";
import { useRecordForm } from "../use-record-form";
import { FormActions } from "../form-actions";

export type EventValues = {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  place: string;
  description: string;
  /** "" for none: the diocese's own event. */
  parishId: string;
  /** "" for none. */
  departmentId: string;
};
type EventErrors = Partial<Record<keyof EventValues, string>>;

export const emptyEvent: EventValues = {
  title: "",
  date: "",
  startTime: "",
  endTime: "",
  place: "",
  description: "",
  parishId: "",
  departmentId: "",
};

/** What an event may belong to: the parishes, by archdeaconry, and the departments. */
export type EventChoices = AdminEventChoicesQuery;

export function eventValues(event: AdminEventFieldsFragment): EventValues {
  return {
    title: event.title,
    date: event.date,
    // The API answers HH:mm:ss; a time input shows HH:mm.
    startTime: event.startTime.slice(0, 5),
    endTime: event.endTime.slice(0, 5),
    place: event.place ?? "",
    description: event.description ?? "",
    parishId: event.parish?.id ?? "",
    departmentId: event.department?.id ?? "",
  };
}

/** The checks the API makes too, made first so that a slip is shown before anything is sent. */
export function validateEvent(values: EventValues): EventErrors {
  const errors: EventErrors = {};
  if (!values.title.trim()) errors.title = "Enter the event's title.";
  if (!values.date) errors.date = "Choose the day of the event.";
  if (!values.startTime) errors.startTime = "Enter when it starts.";
  if (!values.endTime) errors.endTime = "Enter when it ends.";
  else if (values.startTime && values.endTime <= values.startTime)
    errors.endTime = "The end time must be after the start time.";
  return errors;
}

export function toEventInput(values: EventValues): EventInput {
  return {
    title: values.title.trim(),
    date: values.date,
    startTime: values.startTime,
    endTime: values.endTime,
    place: values.place.trim() || null,
    description: values.description.trim() || null,
    parishId: values.parishId || null,
    departmentId: values.departmentId || null,
  };
}

type EventFormProps = {
  initial: EventValues;
  choices: EventChoices;
  submitLabel: string;
  busyLabel: string;
  /** Resolves when saved; the form then starts again from `initial` (a new event) or stays. */
  onSubmit: (input: EventInput) => Promise<unknown>;
  resetAfterSave?: boolean;
  onCancel?: () => void;
};

export function EventForm({
  initial,
  choices,
  submitLabel,
  busyLabel,
  onSubmit,
  resetAfterSave,
  onCancel,
}: EventFormProps) {
  const { refusal, busy, field, submit } = useRecordForm({
    initial,
    validate: validateEvent,
    onSubmit: (values) => onSubmit(toEventInput(values)),
    resetAfterSave,
  });

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4">
        {refusal && <FormAlert status="error" title={refusal} />}
        <TextField label="Title" required {...field("title")} />
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <TextField label="Date" type="date" required {...field("date")} />
          <TextField label="Start time" type="time" required {...field("startTime")} />
          <TextField label="End time" type="time" required {...field("endTime")} />
        </SimpleGrid>
        <TextField label="Place" helperText="Where it takes place (optional)" {...field("place")} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField label="Parish" {...field("parishId")}>
            <option value="">None: a diocesan event</option>
            {choices.archdeaconries.map((archdeaconry) => (
              <optgroup key={archdeaconry.id} label={archdeaconry.name}>
                {archdeaconry.parishes.map((parish) => (
                  <option key={parish.id} value={parish.id}>
                    {parish.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          <SelectField label="Department" {...field("departmentId")}>
            <option value="">None</option>
            {choices.departments.map((department) => (
              <option key={department.id} value={department.id}>
                {department.name}
              </option>
            ))}
          </SelectField>
        </SimpleGrid>
        <TextField label="Description" rows={3} {...field("description")} />
        <FormActions submitLabel={submitLabel} busy={busy} busyLabel={busyLabel} onCancel={onCancel} />
      </Stack>
    </chakra.form>
  );
}

type SelectFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The options, which may be grouped (RecordField's choices cannot be). */
  children: ReactNode;
};

/** A labelled choice with the server's refusal under it, as TextField shows a text's. */
function SelectField({ label, value, onChange, error, children }: SelectFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
