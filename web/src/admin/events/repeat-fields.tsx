import { Checkbox, Field, Fieldset, HStack, Input, RadioGroup, Stack, Text, Wrap } from "@chakra-ui/react";
import { isDay, weekdayOf } from "@diocese/site/calendar-days";
import { WEEKDAYS } from "@diocese/site/worship";
import { DAY_MESSAGES } from "../../features/parishes/worship-words";
import { FormAlert } from "../../components/form-alert";
import type { RepeatFrequency } from "../gql/graphql";
import {
  MAX_INTERVAL,
  monthlyChoices,
  monthlyOnFor,
  otherDaysText,
  repeatTerms,
  weekdaysFor,
  type RepeatErrors,
  type RepeatValues,
  type SetRepeat,
} from "./repeat-values";
import { RepeatEndsFields } from "./repeat-ends-fields";
import { overItsLabel } from "./hidden-input-style";
import { RadioItems } from "./radio-items";
import { SelectField } from "../select-field";
import { useEventWords } from "./event-words";

const FREQUENCY_CHOICES = [
  { value: "", label: "dashboardEvents.repeat.none" },
  { value: "DAILY", label: "dashboardEvents.repeat.daily" },
  { value: "WEEKLY", label: "dashboardEvents.repeat.weekly" },
  { value: "MONTHLY", label: "dashboardEvents.repeat.monthly" },
  { value: "YEARLY", label: "dashboardEvents.repeat.yearly" },
] as const satisfies readonly { value: "" | RepeatFrequency; label: string }[];

/** "week" or "weeks" after the number in "Repeat every". */
const UNIT_MESSAGES = {
  DAILY: "dashboardEvents.repeat.days",
  WEEKLY: "dashboardEvents.repeat.weeks",
  MONTHLY: "dashboardEvents.repeat.months",
  YEARLY: "dashboardEvents.repeat.years",
} as const satisfies Record<RepeatFrequency, string>;

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
  const words = useEventWords();
  const { t } = words;
  const set: SetRepeat = (name, value) => field(name).onChange(value);
  const errors: RepeatErrors = {
    repeatInterval: field("repeatInterval").error,
    repeatUntil: field("repeatUntil").error,
    repeatCount: field("repeatCount").error,
  };
  const frequency = values.repeatFrequency;
  const terms = repeatTerms(values, date);
  const summary = terms && words.repeatSummary(terms, date);
  return (
    <Stack
      role="group"
      aria-label={t("dashboardEvents.repeat.group")}
      gap="3"
      borderWidth="1px"
      borderRadius="l2"
      p="4"
    >
      <SelectField
        label={t("dashboardEvents.repeat.repeats")}
        value={frequency}
        onChange={(value) => set("repeatFrequency", value)}
      >
        {FREQUENCY_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {t(choice.label)}
          </option>
        ))}
      </SelectField>
      {frequency !== "" && (
        <>
          <IntervalField
            frequency={frequency}
            interval={values.repeatInterval}
            error={errors.repeatInterval}
            set={set}
          />
          {frequency === "WEEKLY" && <WeekdayChoice values={values} date={date} set={set} />}
          {frequency === "MONTHLY" && <MonthlyChoice values={values} date={date} set={set} />}
          <RepeatEndsFields values={values} date={date} set={set} errors={errors} />
          <Text role="status" textStyle="sm">
            <Text as="span" fontWeight="semibold">
              {t("dashboardEvents.repeat.summary")}{" "}
            </Text>
            {summary}
          </Text>
        </>
      )}
      {refusal && <FormAlert status="error" title={refusal} />}
    </Stack>
  );
}

/** "Repeat every 2 weeks": how many days, weeks, months or years from one date to the next. */
function IntervalField({
  frequency,
  interval,
  error,
  set,
}: {
  frequency: RepeatFrequency;
  interval: string;
  error?: string;
  set: SetRepeat;
}) {
  const { t } = useEventWords();
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{t("dashboardEvents.repeat.every")}</Field.Label>
      <HStack gap="2">
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_INTERVAL}
          width="24"
          value={interval}
          onChange={(event) => set("repeatInterval", event.target.value)}
        />
        <Text aria-hidden>{t(UNIT_MESSAGES[frequency], { count: Number(interval) || 0 })}</Text>
      </HStack>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

type ChoiceProps = Pick<RepeatFieldsProps, "values" | "date"> & { set: SetRepeat };

/** A weekly event's days, Sunday first; its date's own day is ticked and stays so. */
function WeekdayChoice({ values, date, set }: ChoiceProps) {
  const { t } = useEventWords();
  const days = weekdaysFor(values, date);
  const own = isDay(date) ? weekdayOf(date) : null;
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t("dashboardEvents.repeat.onTheseDays")}</Fieldset.Legend>
      {own && (
        <Fieldset.HelperText>
          {t("dashboardEvents.repeat.ownDay", { day: t(DAY_MESSAGES[own]) })}
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
            <Checkbox.Label>{t(DAY_MESSAGES[weekday])}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Wrap>
    </Fieldset.Root>
  );
}

/** A monthly event's day: its day of the month, or its weekday counted from the start or the end. */
function MonthlyChoice({ values, date, set }: ChoiceProps) {
  const { t, locale } = useEventWords();
  const choices = monthlyChoices(date, t, locale);
  if (!choices.length) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {t("dashboardEvents.repeat.chooseDateFirst")}
      </Text>
    );
  }
  return (
    <RadioGroup.Root
      value={monthlyOnFor(values, date)}
      onValueChange={(details) => details.value && set("repeatMonthlyOn", details.value)}
      size="sm"
    >
      <RadioGroup.Label>{t("dashboardEvents.repeat.dayOfMonth")}</RadioGroup.Label>
      <Wrap gap="4" mt="2">
        <RadioItems choices={choices} />
      </Wrap>
    </RadioGroup.Root>
  );
}
