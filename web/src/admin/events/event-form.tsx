import { chakra, SimpleGrid, Stack } from "@chakra-ui/react";
import { FormAlert } from "../../components/form-alert";
import { TextField } from "../../components/text-field";
import type { AdminEventFieldsFragment, EventInput } from "../gql/graphql";
import { useRecordForm } from "../use-record-form";
import { FormActions } from "../form-actions";

export type EventValues = {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  place: string;
  description: string;
};
type EventErrors = Partial<Record<keyof EventValues, string>>;

export const emptyEvent: EventValues = {
  title: "",
  date: "",
  startTime: "",
  endTime: "",
  place: "",
  description: "",
};

export function eventValues(event: AdminEventFieldsFragment): EventValues {
  return {
    title: event.title,
    date: event.date,
    // The API answers HH:mm:ss; a time input shows HH:mm.
    startTime: event.startTime.slice(0, 5),
    endTime: event.endTime.slice(0, 5),
    place: event.place ?? "",
    description: event.description ?? "",
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
  };
}

type EventFormProps = {
  initial: EventValues;
  submitLabel: string;
  busyLabel: string;
  /** Resolves when saved; the form then starts again from `initial` (a new event) or stays. */
  onSubmit: (input: EventInput) => Promise<unknown>;
  resetAfterSave?: boolean;
  onCancel?: () => void;
};

export function EventForm({
  initial,
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
        <TextField label="Description" rows={3} {...field("description")} />
        <FormActions submitLabel={submitLabel} busy={busy} busyLabel={busyLabel} onCancel={onCancel} />
      </Stack>
    </chakra.form>
  );
}
