import { useQuery } from "@apollo/client/react";
import { Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { InstitutionFinder } from "../features/institutions/institution-finder";
import { usePageTitle } from "../features/site/use-page-title";
import { InstitutionFinderDocument } from "../gql/graphql";
import { institutionPlacesHref, institutionsVariables } from "./institutions.route";

/**
 * The finder of the schools, colleges, hospitals and homes the church sponsors (/institutions):
 * the search form, and those that match, by name or by distance.
 */
export function InstitutionsPage() {
  const { t } = useTranslation();
  usePageTitle(t("institutions.title"));
  const [searchParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(InstitutionFinderDocument, {
    variables: institutionsVariables(searchParams),
  });

  return (
    <PageSection>
      <PageHeader title={t("institutions.title")} />
      <Stack gap="8">
        <Text textStyle="lg" maxW="40rem">
          {t("institutions.intro")}
        </Text>
        {error && !data ? (
          <ErrorState title={t("institutions.loadError")} onRetry={() => refetch()} retrying={loading} />
        ) : !data ? (
          <PageLoading />
        ) : (
          <InstitutionFinder
            found={data.institutions}
            search={searchParams}
            placesHref={institutionPlacesHref(searchParams)}
          />
        )}
      </Stack>
    </PageSection>
  );
}
