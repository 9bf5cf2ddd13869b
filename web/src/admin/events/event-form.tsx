import { chakra, SimpleGrid, Stack } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { messages } from "../../lib/language";
import { FormAlert } from "../../components/form-alert";
import { TextField } from "../../components/text-field";
import { refusedField } from "../../lib/server-message";
import type {
  AdminEventChoicesQuery,
  AdminEventDatesQuery,
  AdminEventFieldsFragment,
  EventInput,
} from "../gql/graphql";
import { useRecordForm } from "../use-record-form";
import { FormActions } from "../form-actions";
import { RepeatFields } from "./repeat-fields";
import { noRepeat, repeatValues, toRepeatInput, validateRepeat, type RepeatValues } from "./repeat-values";
import { EventOwnerFields } from "./event-owner-fields";
import {
  KiswahiliFields,
  kiswahiliInput,
  kiswahiliValues,
  type KiswahiliValues,
  type TranslatableSpec,
} from "../translation/kiswahili-fields";
import "../locales/register";

/** The event's fields with a Kiswahili version, as the API's `kiswahili` names them. */
export const eventTranslatable = (t: TFunction): TranslatableSpec[] => [
  { name: "title", label: t("dashboardEvents.form.title") },
  { name: "place", label: t("dashboardEvents.form.place") },
  { name: "description", label: t("dashboardEvents.form.description"), rows: 3 },
];

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
} & RepeatValues;
export type EventErrors = Partial<Record<keyof EventValues, string>>;

export const emptyEvent: EventValues = {
  title: "",
  date: "",
  startTime: "",
  endTime: "",
  place: "",
  description: "",
  parishId: "",
  departmentId: "",
  ...noRepeat,
};

/** What an event may belong to: the parishes, by archdeaconry, and the departments. */
export type EventChoices = AdminEventChoicesQuery;

/**
 * A new event as its form starts for this member of staff: a parish editor's belongs to their
 * parish, a department editor's to their department.
 */
export function newEventFor(
  staff: { role: string; parish?: { id: string } | null; department?: { id: string } | null } | null,
): EventValues {
  if (staff?.role === "PARISH_EDITOR") return { ...emptyEvent, parishId: staff.parish?.id ?? "" };
  if (staff?.role === "DEPARTMENT_EDITOR") return { ...emptyEvent, departmentId: staff.department?.id ?? "" };
  return emptyEvent;
}

/** One date of a repeating event, as its edit dialog lists it. */
export type EventOccurrence = NonNullable<AdminEventDatesQuery["event"]>["occurrences"][number];

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
    ...repeatValues(event.repeat, event.date),
  };
}

/** One date of a repeating event as "Change this date" opens it: its own details, the series' rule. */
export function occurrenceValues(event: AdminEventFieldsFragment, occurrence: EventOccurrence): EventValues {
  return {
    ...eventValues(event),
    title: occurrence.title,
    date: occurrence.date,
    startTime: occurrence.startTime.slice(0, 5),
    endTime: occurrence.endTime.slice(0, 5),
    place: occurrence.place ?? "",
    description: occurrence.description ?? "",
    ...repeatValues(event.repeat, occurrence.date),
  };
}

/** The checks the API makes too, made first so that a slip is shown before anything is sent. */
export function validateEvent(values: EventValues, t: TFunction = messages.en.t): EventErrors {
  return { ...validateEventDetails(values, t), ...validateRepeat(values, values.date, t) };
}

/** validateEvent's checks of all but the repetition. */
export function validateEventDetails(values: EventValues, t: TFunction = messages.en.t): EventErrors {
  const errors: EventErrors = {};
  if (!values.title.trim()) errors.title = t("dashboardEvents.form.enterTitle");
  if (!values.date) errors.date = t("dashboardEvents.form.chooseDay");
  if (!values.startTime) errors.startTime = t("dashboardEvents.form.enterStart");
  if (!values.endTime) errors.endTime = t("dashboardEvents.form.enterEnd");
  else if (values.startTime && values.endTime <= values.startTime)
    errors.endTime = t("dashboardEvents.form.endAfterStart");
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
    repeat: toRepeatInput(values, values.date),
  };
}

type EventFormProps = {
  initial: EventValues;
  /**
   * The event's saved Kiswahili texts (its `kiswahili`), edited below the English ones and sent
   * with every save; none for a new event.
   */
  kiswahili?: readonly { field: string; text: string }[];
  choices: EventChoices;
  submitLabel: string;
  busyLabel: string;
  /**
   * Resolves when saved (or when it is decided not to save after all); the form then starts again
   * from `initial` (a new event) or stays. Given the values too, for what the input does not show.
   */
  onSubmit: (input: EventInput, values: EventValues) => Promise<unknown>;
  resetAfterSave?: boolean;
  onCancel?: () => void;
  /** Hears whether the form has unsaved changes, for a dialog that switches to another form in place. */
  onDirtyChange?: (dirty: boolean) => void;
  /** The checks before sending, validateEvent unless given. */
  validate?: (values: EventValues, t: TFunction) => EventErrors;
};

export function EventForm({
  initial,
  kiswahili,
  choices,
  submitLabel,
  busyLabel,
  onSubmit,
  resetAfterSave,
  onCancel,
  onDirtyChange,
  validate = validateEvent,
}: EventFormProps) {
  // The field the server's refusal names: a refused repetition is shown in the Repeats section.
  const [refusedAt, setRefusedAt] = useState<string | null>(null);
  const { t } = useTranslation();
  const translatable = eventTranslatable(t);
  const { values, set, refusal, busy, dirty, field, submit } = useRecordForm<
    EventValues & { kiswahili: KiswahiliValues }
  >({
    initial: { ...initial, kiswahili: kiswahiliValues(kiswahili, translatable) },
    validate: (values) => validate(values, t),
    onSubmit: async ({ kiswahili: texts, ...values }) => {
      try {
        return await onSubmit(
          { ...toEventInput(values), kiswahili: kiswahiliInput(texts, translatable) },
          values,
        );
      } catch (failure) {
        setRefusedAt(refusedField(failure));
        throw failure;
      }
    },
    resetAfterSave,
  });
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const repeatRefused = refusedAt === "repeat";

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4">
        {refusal && !repeatRefused && <FormAlert status="error" title={refusal} />}
        <TextField label={t("dashboardEvents.form.title")} required {...field("title")} />
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <TextField label={t("dashboardEvents.form.date")} type="date" required {...field("date")} />
          <TextField
            label={t("dashboardEvents.form.startTime")}
            type="time"
            required
            {...field("startTime")}
          />
          <TextField label={t("dashboardEvents.form.endTime")} type="time" required {...field("endTime")} />
        </SimpleGrid>
        <RepeatFields
          values={values}
          date={values.date}
          field={field}
          refusal={repeatRefused ? refusal : null}
        />
        <TextField
          label={t("dashboardEvents.form.place")}
          helperText={t("dashboardEvents.form.placeHelp")}
          {...field("place")}
        />
        <EventOwnerFields choices={choices} parish={field("parishId")} department={field("departmentId")} />
        <TextField label={t("dashboardEvents.form.description")} rows={3} {...field("description")} />
        <KiswahiliFields
          fields={translatable}
          values={values.kiswahili}
          onChange={(texts) => set("kiswahili", texts)}
        />
        <FormActions submitLabel={submitLabel} busy={busy} busyLabel={busyLabel} onCancel={onCancel} />
      </Stack>
    </chakra.form>
  );
}
