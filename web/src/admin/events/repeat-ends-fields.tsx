import { Box, RadioGroup, Wrap } from "@chakra-ui/react";
import { isDay } from "@diocese/site/calendar-days";
import { TextField } from "../../components/text-field";
import {
  MAX_COUNT,
  MIN_COUNT,
  type RepeatEnds,
  type RepeatErrors,
  type RepeatValues,
  type SetRepeat,
} from "./repeat-values";
import { RadioItems } from "./radio-items";
import { useEventWords } from "./event-words";

const ENDS_CHOICES = [
  { value: "NEVER", label: "dashboardEvents.repeat.never" },
  { value: "UNTIL", label: "dashboardEvents.repeat.onADay" },
  { value: "COUNT", label: "dashboardEvents.repeat.afterTimes" },
] as const satisfies readonly { value: RepeatEnds; label: string }[];

/** When a repetition ends: never, on a last day, or after a number of times. */
export function RepeatEndsFields({
  values,
  date,
  set,
  errors,
}: {
  values: RepeatValues;
  /** The event's date (or the occurrence's): the last day is not before it. */
  date: string;
  set: SetRepeat;
  errors: RepeatErrors;
}) {
  const { t } = useEventWords();
  return (
    <>
      <RadioGroup.Root
        value={values.repeatEnds}
        onValueChange={(details) => details.value && set("repeatEnds", details.value)}
        size="sm"
      >
        <RadioGroup.Label>{t("dashboardEvents.repeat.ends")}</RadioGroup.Label>
        <Wrap gap="4" mt="2">
          <RadioItems
            choices={ENDS_CHOICES.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
          />
        </Wrap>
      </RadioGroup.Root>
      {values.repeatEnds === "UNTIL" && (
        <Box maxW="xs">
          <TextField
            label={t("dashboardEvents.repeat.lastDay")}
            type="date"
            required
            min={isDay(date) ? date : undefined}
            helperText={t("dashboardEvents.repeat.lastDayHelp")}
            value={values.repeatUntil}
            onChange={(value) => set("repeatUntil", value)}
            error={errors.repeatUntil}
          />
        </Box>
      )}
      {values.repeatEnds === "COUNT" && (
        <Box maxW="xs">
          <TextField
            label={t("dashboardEvents.repeat.howMany")}
            type="number"
            inputMode="numeric"
            required
            min={MIN_COUNT}
            max={MAX_COUNT}
            helperText={t("dashboardEvents.repeat.howManyHelp")}
            value={values.repeatCount}
            onChange={(value) => set("repeatCount", value)}
            error={errors.repeatCount}
          />
        </Box>
      )}
    </>
  );
}
