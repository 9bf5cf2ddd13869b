import {
  Box,
  Checkbox,
  Field,
  Fieldset,
  HStack,
  Input,
  RadioGroup,
  Stack,
  Text,
  Wrap,
} from "@chakra-ui/react";
import { FREQUENCY_UNITS, isDay, weekdayOf } from "../../../../api/src/site/calendar-days";
import { WEEKDAY_NAMES, WEEKDAYS } from "../../../../api/src/site/worship";
import { FormAlert } from "../../components/form-alert";
import { TextField } from "../../components/text-field";
import type { RepeatFrequency } from "../gql/graphql";
import {
  MAX_COUNT,
  MAX_INTERVAL,
  MIN_COUNT,
  monthlyChoices,
  monthlyOnFor,
  otherDaysText,
  repeatSummary,
  weekdaysFor,
  type RepeatEnds,
  type RepeatErrors,
  type RepeatValues,
} from "./repeat-values";
import { overItsLabel } from "./hidden-input-style";
import { RadioItems } from "./radio-items";
import { SelectField } from "./select-field";

const FREQUENCY_CHOICES: { value: "" | RepeatFrequency; label: string }[] = [
  { value: "", label: "Does not repeat" },
  { value: "DAILY", label: "Every day" },
  { value: "WEEKLY", label: "Every week" },
  { value: "MONTHLY", label: "Every month" },
  { value: "YEARLY", label: "Every year" },
];

const ENDS_CHOICES: { value: RepeatEnds; label: string }[] = [
  { value: "NEVER", label: "Never" },
  { value: "UNTIL", label: "On a day" },
  { value: "COUNT", label: "After a number of times" },
];

type RepeatFieldsProps = {
  values: RepeatValues;
  /** The event's date (or the occurrence's), which the choices are worked out from. */
  date: string;
  /** A value's change and the form's message about it, as useRecordForm's `field` gives them. */
  field: (name: keyof RepeatValues) => { onChange: (value: string) => void; error?: string };
  /** The server's refusal of the repetition, shown here rather than at the top of the form. */
  refusal?: string | null;
};

/**
 * The event form's Repeats section, as calendar applications lay it out: how often, every how
 * many, on which days, until when, with the repetition in words as it is being chosen.
 */
export function RepeatFields({ values, date, field, refusal }: RepeatFieldsProps) {
  const set = (name: keyof RepeatValues, value: string) => field(name).onChange(value);
  const errors: RepeatErrors = {
    repeatInterval: field("repeatInterval").error,
    repeatUntil: field("repeatUntil").error,
    repeatCount: field("repeatCount").error,
  };
  const frequency = values.repeatFrequency;
  const summary = repeatSummary(values, date);
  return (
    <Stack role="group" aria-label="Repetition" gap="3" borderWidth="1px" borderRadius="l2" p="4">
      <SelectField label="Repeats" value={frequency} onChange={(value) => set("repeatFrequency", value)}>
        {FREQUENCY_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      {frequency !== "" && (
        <>
          <Field.Root invalid={Boolean(errors.repeatInterval)}>
            <Field.Label>Repeat every</Field.Label>
            <HStack gap="2">
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_INTERVAL}
                width="24"
                value={values.repeatInterval}
                onChange={(event) => set("repeatInterval", event.target.value)}
              />
              <Text
                aria-hidden
              >{`${FREQUENCY_UNITS[frequency]}${values.repeatInterval === "1" ? "" : "s"}`}</Text>
            </HStack>
            <Field.ErrorText>{errors.repeatInterval}</Field.ErrorText>
          </Field.Root>
          {frequency === "WEEKLY" && <WeekdayChoice values={values} date={date} set={set} />}
          {frequency === "MONTHLY" && <MonthlyChoice values={values} date={date} set={set} />}
          <RadioGroup.Root
            value={values.repeatEnds}
            onValueChange={(details) => details.value && set("repeatEnds", details.value)}
            size="sm"
          >
            <RadioGroup.Label>Ends</RadioGroup.Label>
            <Wrap gap="4" mt="2">
              <RadioItems choices={ENDS_CHOICES} />
            </Wrap>
          </RadioGroup.Root>
          {values.repeatEnds === "UNTIL" && (
            <Box maxW="xs">
              <TextField
                label="Last day"
                type="date"
                required
                min={isDay(date) ? date : undefined}
                helperText="The last day it may take place."
                value={values.repeatUntil}
                onChange={(value) => set("repeatUntil", value)}
                error={errors.repeatUntil}
              />
            </Box>
          )}
          {values.repeatEnds === "COUNT" && (
            <Box maxW="xs">
              <TextField
                label="How many times"
                type="number"
                inputMode="numeric"
                required
                min={MIN_COUNT}
                max={MAX_COUNT}
                helperText="How many times it takes place in all, the first included."
                value={values.repeatCount}
                onChange={(value) => set("repeatCount", value)}
                error={errors.repeatCount}
              />
            </Box>
          )}
          <Text role="status" textStyle="sm">
            <Text as="span" fontWeight="semibold">
              Summary:{" "}
            </Text>
            {summary}
          </Text>
        </>
      )}
      {refusal && <FormAlert status="error" title={refusal} />}
    </Stack>
  );
}

type ChoiceProps = Pick<RepeatFieldsProps, "values" | "date"> & {
  set: (name: keyof RepeatValues, value: string) => void;
};

/** A weekly event's days, Sunday first; its date's own day is ticked and stays so. */
function WeekdayChoice({ values, date, set }: ChoiceProps) {
  const days = weekdaysFor(values, date);
  const own = isDay(date) ? weekdayOf(date) : null;
  return (
    <Fieldset.Root>
      <Fieldset.Legend>On these days</Fieldset.Legend>
      {own && (
        <Fieldset.HelperText>
          {WEEKDAY_NAMES[own]}, the day of its date, is always one of them.
        </Fieldset.HelperText>
      )}
      <Wrap gap="4">
        {WEEKDAYS.map((weekday) => (
          <Checkbox.Root
            key={weekday}
            size="sm"
            checked={days.includes(weekday)}
            disabled={weekday === own}
            onCheckedChange={(details) => {
              const next =
                details.checked === true ? [...days, weekday] : days.filter((day) => day !== weekday);
              set("repeatOtherDays", otherDaysText(next, date));
            }}
          >
            <Checkbox.HiddenInput style={overItsLabel} />
            <Checkbox.Control />
            <Checkbox.Label>{WEEKDAY_NAMES[weekday]}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Wrap>
    </Fieldset.Root>
  );
}

/** A monthly event's day: its day of the month, or its weekday counted from the start or the end. */
function MonthlyChoice({ values, date, set }: ChoiceProps) {
  const choices = monthlyChoices(date);
  if (!choices.length) {
    return (
      <Text textStyle="sm" color="fg.muted">
        Choose the date first: the day of the month it repeats on comes from it.
      </Text>
    );
  }
  return (
    <RadioGroup.Root
      value={monthlyOnFor(values, date)}
      onValueChange={(details) => details.value && set("repeatMonthlyOn", details.value)}
      size="sm"
    >
      <RadioGroup.Label>Day of the month</RadioGroup.Label>
      <Wrap gap="4" mt="2">
        <RadioItems choices={choices} />
      </Wrap>
    </RadioGroup.Root>
  );
}
