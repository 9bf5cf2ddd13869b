import { useMutation } from "@apollo/client/react";
import { Button, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../lib/paths";
import { AdminSection } from "../admin-page";
import { AdminMakeSynodReportDocument } from "../gql/graphql";
import { SelectField } from "../select-field";
import { useSave } from "../use-save";
import "../locales/register";

/** Where the synod report's spreadsheet downloads (api: synod-report-spreadsheet.route.ts). */
export const synodSpreadsheetHref = (year: number, language: string) =>
  `/exports/synod-report.xlsx?year=${year}&language=${language}`;

/**
 * The year's synod report: made as a PDF from the records of the moment and kept as a draft of the
 * document library (then linked to, and to its editing, where staff publish it once the synod has
 * approved it), or downloaded as a spreadsheet, in English or Kiswahili.
 */
export function SynodReport({ year }: { year: number }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState("en");
  const [made, setMade] = useState<{ id: string; documentUrl: string } | null>(null);
  const [make, { loading }] = useMutation(AdminMakeSynodReportDocument);
  const { save } = useSave();
  const makeReport = () =>
    save(
      async () => {
        const { data } = await make({ variables: { year, language } });
        setMade(data?.makeSynodReport ?? null);
      },
      {
        saved: { title: t("dashboardParishReturns.synod.made", { year }) },
        notSaved: t("dashboardParishReturns.synod.notMade"),
      },
    );
  return (
    <AdminSection title={t("dashboardParishReturns.synod.title", { year })}>
      <Stack gap="4" maxW="md">
        <Text textStyle="sm" color="fg.muted">
          {t("dashboardParishReturns.synod.intro")}
        </Text>
        <SelectField
          label={t("dashboardParishReturns.synod.language")}
          value={language}
          onChange={(value) => {
            setLanguage(value);
            setMade(null);
          }}
        >
          <option value="en">English</option>
          <option value="sw">Kiswahili</option>
        </SelectField>
        <HStack gap="4" wrap="wrap">
          <Button onClick={makeReport} loading={loading}>
            {t("dashboardParishReturns.synod.make")}
          </Button>
          <Link href={synodSpreadsheetHref(year, language)} color="brand.fg">
            {t("dashboardParishReturns.synod.spreadsheet")}
          </Link>
        </HStack>
        {made && (
          <HStack gap="4" wrap="wrap">
            <Link href={made.documentUrl} color="brand.fg" target="_blank" rel="noopener">
              {t("dashboardParishReturns.synod.openPdf")}
            </Link>
            <Link asChild color="brand.fg">
              <RouterLink to={paths.adminLibraryDocument.getHref(made.id)}>
                {t("dashboardParishReturns.synod.edit")}
              </RouterLink>
            </Link>
          </HStack>
        )}
      </Stack>
    </AdminSection>
  );
}
