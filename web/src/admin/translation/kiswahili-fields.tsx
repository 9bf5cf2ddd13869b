import { Badge, Box, Checkbox, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { RecordField } from "../record-field";
import type { TextTranslationInput } from "../gql/graphql";
import "../locales/register";

/** A field of a content type that has a Kiswahili version: its name as the API's `kiswahili` names it. */
export type TranslatableSpec = {
  name: string;
  /** The English field's label, as the form shows it. */
  label: string;
  /** A textarea of so many rows; "rich" for the rich-text editor; a one-line input without. */
  rows?: number | "rich";
};

/** The Kiswahili texts being edited, by field name ("" for none). */
export type KiswahiliValues = Readonly<Record<string, string>>;

/** The saved Kiswahili texts of an item (its `kiswahili`) as a form's values, every field present. */
export function kiswahiliValues(
  saved: readonly { field: string; text: string }[] | null | undefined,
  fields: readonly TranslatableSpec[],
): KiswahiliValues {
  return Object.fromEntries(
    fields.map(({ name }) => [name, saved?.find((translation) => translation.field === name)?.text ?? ""]),
  );
}

/**
 * What a save sends as `kiswahili`: the whole set, one entry per field, where a blank text removes
 * that field's translation.
 */
export function kiswahiliInput(
  values: KiswahiliValues,
  fields: readonly TranslatableSpec[],
): TextTranslationInput[] {
  return fields.map(({ name, rows }) => {
    const text = values[name] ?? "";
    return { field: name, text: rows === "rich" ? text : text.trim() };
  });
}

type KiswahiliFieldsProps = {
  fields: readonly TranslatableSpec[];
  values: KiswahiliValues;
  onChange: (values: KiswahiliValues) => void;
};

/**
 * The Kiswahili version of a form's translatable fields, below the English ones: what the
 * Kiswahili site (/sw/…) shows, English standing in for any left blank.
 */
export function KiswahiliFields({ fields, values, onChange }: KiswahiliFieldsProps) {
  const { t } = useTranslation();
  return (
    <Box
      as="fieldset"
      lang="sw"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      bg="bg.subtle"
      aria-label={t("dashboard.translation.heading")}
    >
      <Stack gap="3">
        <Box>
          <Heading as="h3" size="md">
            {t("dashboard.translation.heading")}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {t("dashboard.translation.intro")}
          </Text>
        </Box>
        <SimpleGrid columns={1} gap="4">
          {fields.map((spec) => (
            <RecordField
              key={spec.name}
              spec={{
                name: `kiswahili-${spec.name}`,
                label: t("dashboard.translation.field", { field: spec.label }),
                rows: spec.rows,
              }}
              value={values[spec.name] ?? ""}
              onChange={(value) => onChange({ ...values, [spec.name]: value })}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Box>
  );
}

/** Beside an item in a list whose English text has no Kiswahili version yet. */
export function NeedsTranslationBadge({ needsTranslation }: { needsTranslation: boolean }) {
  const { t } = useTranslation();
  if (!needsTranslation) return null;
  return (
    <Badge size="sm" colorPalette="orange" variant="subtle">
      {t("dashboard.translation.needsTranslation")}
    </Badge>
  );
}

/** The "Only what needs translation" checkbox above a list, for whoever translates. */
export function NeedsTranslationFilter({
  checked,
  onCheckedChange,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      onCheckedChange={(details) => onCheckedChange(details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{t("dashboard.translation.needsTranslationOnly")}</Checkbox.Label>
    </Checkbox.Root>
  );
}
