import { Button, Field, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuSearch } from "react-icons/lu";
import { INSTITUTION_KINDS } from "@diocese/site/institution-kinds";
import { Choice } from "../../components/choice-field";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { useKindName } from "./institution-kinds";

/**
 * The finder's search: a plain form that asks for the same page with its fields in the address,
 * so that it works without JavaScript and a search can be shared.
 */
export function InstitutionFinderForm({ search }: { search: URLSearchParams }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const kindName = useKindName();
  return (
    <form
      method="get"
      action={localePath(paths.institutions.getHref())}
      role="search"
      aria-label={t("institutions.form.label")}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <Field.Root gridColumn={{ sm: "span 2" }}>
            <Field.Label>{t("institutions.form.query")}</Field.Label>
            <Input
              name="q"
              type="search"
              defaultValue={search.get("q") ?? ""}
              placeholder={t("institutions.form.placeholder")}
              maxLength={200}
              size="lg"
            />
          </Field.Root>
          <Choice
            label={t("institutions.form.kind")}
            name="kind"
            value={search.get("kind") ?? ""}
            anyLabel={t("institutions.form.anyKind")}
            options={INSTITUTION_KINDS.map((kind) => ({ value: kind, label: kindName(kind) }))}
          />
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" size="lg" alignSelf={{ base: "stretch", sm: "start" }}>
          <LuSearch aria-hidden />
          {t("institutions.form.find")}
        </Button>
      </Stack>
    </form>
  );
}
