import { useMutation, useQuery } from "@apollo/client/react";
import { Checkbox, Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { paths } from "../../lib/paths";
import { ListStatus } from "../admin-page";
import { AdminSetYearSummaryDocument, AdminYearSummarySettingDocument } from "../gql/graphql";
import { useSave } from "../use-save";
import "../locales/register";

/**
 * The diocese's "Publish on the website" for a year: its summary (totals only) on the About pages,
 * and, only when ticked, what each parish paid of its assessment. Each change is saved at once.
 */
export function YearSummaryPublishing({ year }: { year: number }) {
  const { t } = useTranslation();
  const { save, progress } = useSave();
  const query = useQuery(AdminYearSummarySettingDocument, { variables: { year } });
  // The setting has no id for Apollo's cache to update it by: the page asks for it again.
  const [setYearSummary] = useMutation(AdminSetYearSummaryDocument, {
    refetchQueries: [AdminYearSummarySettingDocument],
    awaitRefetchQueries: true,
  });
  const setting = query.data?.yearSummarySetting;
  // A box the server refused keeps its tick otherwise: it is drawn afresh from the setting kept.
  const [refusals, setRefusals] = useState(0);
  const change = async (published: boolean, showsParishPayments: boolean) => {
    const saved = await save(() => setYearSummary({ variables: { year, published, showsParishPayments } }), {
      saved: {
        title: published
          ? t("dashboardParishReturns.publishing.published", { year })
          : t("dashboardParishReturns.publishing.unpublished", { year }),
      },
      notSaved: t("dashboardParishReturns.publishing.notSaved"),
    });
    if (!saved) setRefusals((count) => count + 1);
  };
  return (
    <ListStatus
      loading={query.loading}
      error={query.error}
      empty={!setting}
      emptyText={t("dashboardParishReturns.publishing.intro")}
    >
      {setting && (
        <Stack key={refusals} gap="3" align="start">
          <Text>{t("dashboardParishReturns.publishing.intro")}</Text>
          <Checkbox.Root
            checked={setting.published}
            disabled={progress !== null}
            onCheckedChange={(details) => change(details.checked === true, setting.showsParishPayments)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t("dashboardParishReturns.publishing.publish", { year })}</Checkbox.Label>
          </Checkbox.Root>
          <Checkbox.Root
            checked={setting.showsParishPayments}
            disabled={progress !== null}
            onCheckedChange={(details) => change(setting.published, details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t("dashboardParishReturns.publishing.parishPayments")}</Checkbox.Label>
          </Checkbox.Root>
          <Text textStyle="sm" color="fg.muted">
            {t("dashboardParishReturns.publishing.parishPaymentsHelp")}
          </Text>
          {setting.published && (
            <Link href={paths.yearInNumbers.getHref(year)} color="brand.fg" target="_blank">
              {t("dashboardParishReturns.publishing.view", { year })}
            </Link>
          )}
        </Stack>
      )}
    </ListStatus>
  );
}
