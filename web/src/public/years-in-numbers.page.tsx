import { useQuery } from "@apollo/client/react";
import { Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { usePageTitle } from "../features/site/use-page-title";
import { PublishedYears } from "../features/year-summary/published-years";
import { YearsInNumbersPageDocument } from "../gql/graphql";

/** The years the diocese has published in numbers (/year-in-numbers), each a link to its page. */
export function YearsInNumbersPage() {
  const { t } = useTranslation();
  usePageTitle(t("site.pageNames.yearsInNumbers"));
  const { data, loading, error, refetch } = useQuery(YearsInNumbersPageDocument);
  return (
    <PageSection>
      <PageHeader title={t("site.pageNames.yearsInNumbers")} />
      {error && !data ? (
        <ErrorState title={t("pages.loadError")} onRetry={() => refetch()} retrying={loading} />
      ) : !data ? (
        <PageLoading />
      ) : (
        <Stack gap="6" maxW="3xl">
          <Text>{t("pages.yearInNumbers.intro")}</Text>
          <PublishedYears years={data.publishedYearSummaries} />
        </Stack>
      )}
    </PageSection>
  );
}
