import { Box, Button, Grid, Text } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { SERVICE_KINDS, SERVICE_LANGUAGES, WEEKDAYS } from "@diocese/site/worship";
import { TextField } from "../../components/text-field";
import { DAY_MESSAGES, KIND_MESSAGES, LANGUAGE_MESSAGES } from "../../features/parishes/worship-words";
import type { RegularServiceInput } from "../gql/graphql";
import { RecordField } from "../record-field";
import "../locales/register";

/** A row of the editor: a service, and a key that stays with it while rows move. */
export type ServiceRow = RegularServiceInput & { key: string };

/** The choices of a row, in the member of staff's language. */
const dayOptions = (t: TFunction) => WEEKDAYS.map((day) => ({ value: day, label: t(DAY_MESSAGES[day]) }));
const languageOptions = (t: TFunction) =>
  SERVICE_LANGUAGES.map((language) => ({ value: language, label: t(LANGUAGE_MESSAGES[language]) }));
const kindOptions = (t: TFunction) =>
  SERVICE_KINDS.map((kind) => ({ value: kind, label: t(KIND_MESSAGES[kind]) }));

/** One regular service: its day, time, language and kind, with Remove and its own message. */
export function RegularServiceRow({
  row,
  number,
  message,
  onChange,
  onRemove,
}: {
  row: ServiceRow;
  /** Its place in the list, from 1, which names it. */
  number: number;
  message?: string;
  onChange: (changes: Partial<RegularServiceInput>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      role="group"
      aria-label={t("dashboardParishes.services.service", { number })}
      borderWidth="1px"
      borderRadius="md"
      p="3"
    >
      <Grid templateColumns={{ base: "1fr 1fr", md: "repeat(4, 1fr) auto" }} gap="3" alignItems="end">
        <RecordField
          spec={{ name: "day", label: t("dashboardParishes.services.day"), options: dayOptions(t) }}
          value={row.day}
          onChange={(day) => onChange({ day: day as ServiceRow["day"] })}
        />
        <TextField
          label={t("dashboardParishes.services.time")}
          type="time"
          value={row.startTime}
          onChange={(startTime) => onChange({ startTime })}
        />
        <RecordField
          spec={{
            name: "language",
            label: t("dashboardParishes.services.language"),
            options: languageOptions(t),
          }}
          value={row.language}
          onChange={(language) => onChange({ language: language as ServiceRow["language"] })}
        />
        <RecordField
          spec={{ name: "kind", label: t("dashboardParishes.services.kind"), options: kindOptions(t) }}
          value={row.kind}
          onChange={(kind) => onChange({ kind: kind as ServiceRow["kind"] })}
        />
        <Button
          variant="outline"
          size="sm"
          aria-label={t("dashboardParishes.services.removeLabel", { number })}
          onClick={onRemove}
        >
          {t("dashboardParishes.services.remove")}
        </Button>
      </Grid>
      {message !== undefined && (
        <Text textStyle="sm" color="fg.error" mt="2">
          {message}
        </Text>
      )}
    </Box>
  );
}
