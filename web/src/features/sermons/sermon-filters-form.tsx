import { Button, SimpleGrid, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuSearch } from "react-icons/lu";
import { Choice } from "../../components/choice-field";
import { useLanguage, useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { bookName } from "./sermon-words";

interface SermonFiltersFormProps {
  choices: {
    preachers: readonly string[];
    series: readonly string[];
    books: readonly string[];
    years: readonly number[];
  };
  /** What the address asked for, to show in the fields. */
  search: URLSearchParams;
}

/** The list's filters: a plain form that asks for the same page with them in its address. */
export function SermonFiltersForm({ choices, search }: SermonFiltersFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localePath = useLocalePath();
  const asOptions = (values: readonly (string | number)[]) =>
    values.map((value) => ({ value: String(value), label: String(value) }));
  return (
    <form
      method="get"
      action={localePath(paths.sermons.getHref())}
      role="search"
      aria-label={t("sermons.filters.label")}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="4">
          <Choice
            label={t("sermons.filters.preacher")}
            name="preacher"
            value={search.get("preacher") ?? ""}
            anyLabel={t("sermons.filters.anyPreacher")}
            options={asOptions(choices.preachers)}
          />
          <Choice
            label={t("sermons.filters.series")}
            name="series"
            value={search.get("series") ?? ""}
            anyLabel={t("sermons.filters.anySeries")}
            options={asOptions(choices.series)}
          />
          <Choice
            label={t("sermons.filters.book")}
            name="book"
            value={search.get("book") ?? ""}
            anyLabel={t("sermons.filters.anyBook")}
            options={choices.books.map((code) => ({ value: code, label: bookName(code, language) }))}
          />
          <Choice
            label={t("sermons.filters.year")}
            name="year"
            value={search.get("year") ?? ""}
            anyLabel={t("sermons.filters.anyYear")}
            options={asOptions(choices.years)}
          />
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" alignSelf={{ base: "stretch", sm: "start" }}>
          <LuSearch aria-hidden />
          {t("sermons.filters.show")}
        </Button>
      </Stack>
    </form>
  );
}
