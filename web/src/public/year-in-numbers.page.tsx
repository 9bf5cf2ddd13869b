import { useQuery } from "@apollo/client/react";
import { Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { NotFoundContent } from "../features/site/not-found-content";
import { usePageTitle } from "../features/site/use-page-title";
import { ParishPaymentsTable } from "../features/year-summary/parish-payments-table";
import { PublishedYears } from "../features/year-summary/published-years";
import { YearSummaryFigures } from "../features/year-summary/year-summary-figures";
import { YearInNumbersPageDocument } from "../gql/graphql";
import { useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";
import { yearInNumbersVariables, yearOf } from "./year-in-numbers.route";

/**
 * A year in numbers (/year-in-numbers/<year>), as the diocese published it: the returns' totals,
 * the assessments summed, and each parish's assessment paid only when the diocese shows them.
 */
export function YearInNumbersPage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const year = yearOf(useParams().year);
  const [searchParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(YearInNumbersPageDocument, {
    variables: yearInNumbersVariables(year ?? 0, searchParams),
    skip: year === null,
  });
  const summary = data?.yearSummary;
  usePageTitle(
    summary
      ? t("heads.yearInNumbersName", { year: summary.year })
      : t(year === null || data ? "site.pageNames.notFound" : "site.pageNames.yearsInNumbers"),
  );
  if (year === null || (data && !summary)) return <NotFoundContent />;
  if (error && !data) {
    return (
      <PageSection>
        <ErrorState title={t("pages.loadError")} onRetry={() => refetch()} retrying={loading} />
      </PageSection>
    );
  }
  if (!summary || !data) {
    return (
      <PageSection>
        <PageLoading />
      </PageSection>
    );
  }
  return (
    <PageSection>
      <PageHeader
        title={t("heads.yearInNumbersName", { year: summary.year })}
        trail={[
          { label: t("site.pageNames.yearsInNumbers"), href: localePath(paths.yearsInNumbers.getHref()) },
        ]}
        current={String(summary.year)}
      />
      <Stack gap="10" maxW="5xl">
        <Text>{t("pages.yearInNumbers.yearIntro", { year: summary.year })}</Text>
        <YearSummaryFigures summary={summary} />
        {summary.parishPayments && (
          <ParishPaymentsTable year={summary.year} payments={summary.parishPayments} />
        )}
        <Stack as="nav" aria-labelledby="other-years" gap="3">
          <Heading as="h2" id="other-years" size="lg">
            {t("pages.yearInNumbers.otherYears")}
          </Heading>
          <PublishedYears years={data.publishedYearSummaries} current={summary.year} />
        </Stack>
      </Stack>
    </PageSection>
  );
}
