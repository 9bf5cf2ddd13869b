import { Button, Field, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuSearch } from "react-icons/lu";
import { SERVICE_LANGUAGES, WEEKDAYS } from "@diocese/site/worship";
import { Choice } from "../../components/choice-field";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { useWorshipWords } from "./worship-words";

interface FinderFormProps {
  archdeaconries: readonly { id: string; name: string }[];
  /** What the address asked for, to show in the fields. */
  search: URLSearchParams;
}

/**
 * The finder's search: a plain form that asks for the same page with its fields in the address,
 * so that it works without JavaScript and a search can be shared.
 */
export function ParishFinderForm({ archdeaconries, search }: FinderFormProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const words = useWorshipWords();
  return (
    <form
      method="get"
      action={localePath(paths.parishes.getHref())}
      role="search"
      aria-label={t("parishes.form.label")}
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label>{t("parishes.form.query")}</Field.Label>
          <Input
            name="q"
            type="search"
            defaultValue={search.get("q") ?? ""}
            placeholder={t("parishes.form.placeholder")}
            maxLength={200}
            size="lg"
          />
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <Choice
            label={t("parishes.form.archdeaconry")}
            name="archdeaconry"
            value={search.get("archdeaconry") ?? ""}
            anyLabel={t("parishes.form.anyArchdeaconry")}
            options={archdeaconries.map(({ id, name }) => ({ value: id, label: name }))}
          />
          <Choice
            label={t("parishes.form.serviceOn")}
            name="day"
            value={search.get("day") ?? ""}
            anyLabel={t("parishes.form.anyDay")}
            options={WEEKDAYS.map((day) => ({ value: day, label: words.day(day) }))}
          />
          <Choice
            label={t("parishes.form.serviceIn")}
            name="language"
            value={search.get("language") ?? ""}
            anyLabel={t("parishes.form.anyLanguage")}
            options={SERVICE_LANGUAGES.map((language) => ({
              value: language,
              label: words.language(language),
            }))}
          />
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" size="lg" alignSelf={{ base: "stretch", sm: "start" }}>
          <LuSearch aria-hidden />
          {t("parishes.form.find")}
        </Button>
      </Stack>
    </form>
  );
}
