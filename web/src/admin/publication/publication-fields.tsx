import { Box, HStack, RadioGroup, Stack, Text, Wrap } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../components/text-field";
import { useLocale } from "../../lib/language";
import { RadioItems } from "../events/radio-items";
import { formatMomentOf } from "../format";
import type { PublicationStatus } from "../gql/graphql";
import {
  publicationChoices,
  publicationWords,
  type PublicationThing,
  type PublicationValues,
} from "./publication";
import "../locales/register";

/** What a text field of a form takes (useRecordForm's `field`). */
type TextFieldParts = { value: string; onChange: (value: string) => void; error?: string };

type PublicationFieldsProps = {
  status: PublicationStatus;
  onStatusChange: (status: PublicationStatus) => void;
  publishDate: TextFieldParts;
  publishTime: TextFieldParts;
  /** When the item being edited went on the website, if it has: choosing Publish now keeps it. */
  publishedAt?: string | null;
  /** The item the hints speak of (each language words it its own way). */
  thing: PublicationThing;
};

/**
 * The choice's and the schedule's parts of PublicationFields, from a form made with useRecordForm
 * whose values hold a publication (the news and sermon forms).
 */
export function publicationFieldProps(form: {
  values: PublicationValues;
  set: (name: "status", value: PublicationStatus) => void;
  field: (name: "publishDate" | "publishTime") => TextFieldParts;
}): Pick<PublicationFieldsProps, "status" | "onStatusChange" | "publishDate" | "publishTime"> {
  return {
    status: form.values.status,
    onStatusChange: (status) => form.set("status", status),
    publishDate: form.field("publishDate"),
    publishTime: form.field("publishTime"),
  };
}

/**
 * Publish now, Save as draft or Schedule, and a schedule's day and time in Kakamega: the same
 * choice in every form of what staff publish (news, information pages, departments, the bishop's
 * messages, sermons).
 */
export function PublicationFields({
  status,
  onStatusChange,
  publishDate,
  publishTime,
  publishedAt,
  thing,
}: PublicationFieldsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack gap="4">
      <RadioGroup.Root
        value={status}
        onValueChange={(details) => details.value && onStatusChange(details.value as PublicationStatus)}
        size="sm"
      >
        <RadioGroup.Label>{t("dashboardPublication.label")}</RadioGroup.Label>
        <Wrap gap="4" mt="2">
          <RadioItems choices={publicationChoices(t)} />
        </Wrap>
      </RadioGroup.Root>
      {status === "PUBLISHED" && publishedAt && (
        <Text textStyle="sm" color="fg.muted">
          {t("dashboardPublication.publishedSince", { time: formatMomentOf(publishedAt, locale) })}
        </Text>
      )}
      {status === "DRAFT" && (
        <Text textStyle="sm" color="fg.muted">
          {t(publicationWords(thing).draftHint)}
        </Text>
      )}
      {status === "SCHEDULED" && (
        <Stack gap="2">
          <HStack gap="4" align="start" wrap="wrap">
            <Box maxW="xs">
              <TextField
                label={t("dashboardPublication.dayToPublish")}
                type="date"
                required
                {...publishDate}
              />
            </Box>
            <Box maxW="xs">
              <TextField
                label={t("dashboardPublication.timeToPublish")}
                type="time"
                required
                {...publishTime}
              />
            </Box>
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            {t(publicationWords(thing).scheduleHint)}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
