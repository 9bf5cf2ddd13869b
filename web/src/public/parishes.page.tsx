import { useQuery } from "@apollo/client/react";
import { Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { ParishFinder } from "../features/parishes/parish-finder";
import { usePageTitle } from "../features/site/use-page-title";
import { ParishFinderDocument } from "../gql/graphql";
import { parishFinderVariables, parishPlacesHref } from "./parishes.route";

/** The parish finder (/parishes): the search form, and the parishes that match, by name or by distance. */
export function ParishesPage() {
  const { t } = useTranslation();
  usePageTitle(t("site.pageNames.parishes"));
  const [searchParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(ParishFinderDocument, {
    variables: parishFinderVariables(searchParams),
  });

  return (
    <PageSection>
      <PageHeader title={t("site.pageNames.parishes")} />
      <Stack gap="8">
        <Text textStyle="lg" maxW="40rem">
          {t("parishes.intro")}
        </Text>
        {error && !data ? (
          <ErrorState title={t("parishes.loadError")} onRetry={() => refetch()} retrying={loading} />
        ) : !data ? (
          <PageLoading />
        ) : (
          <ParishFinder
            found={data.parishFinder}
            archdeaconries={data.archdeaconries}
            search={searchParams}
            placesHref={parishPlacesHref(searchParams)}
          />
        )}
      </Stack>
    </PageSection>
  );
}
