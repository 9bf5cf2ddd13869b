import { useQuery } from "@apollo/client/react";
import { Stack, Text } from "@chakra-ui/react";
import { useSearchParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { ParishFinder } from "../features/parishes/parish-finder";
import { usePageTitle } from "../features/site/use-page-title";
import { ParishFinderDocument } from "../gql/graphql";
import { paths } from "../lib/paths";
import { parishFinderVariables } from "./route-data";

/** The parish finder (/parishes): the search form, and the parishes that match, by name or by distance. */
export function ParishesPage() {
  usePageTitle(paths.parishes.title);
  const [searchParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(ParishFinderDocument, {
    variables: parishFinderVariables(searchParams),
  });

  return (
    <PageSection>
      <PageHeader title={paths.parishes.title} />
      <Stack gap="8">
        <Text textStyle="lg" maxW="40rem">
          Find a church near you, when it holds services and in which language, and who its vicar is.
        </Text>
        {error && !data ? (
          <ErrorState title="We could not load the parishes." onRetry={() => refetch()} retrying={loading} />
        ) : !data ? (
          <PageLoading />
        ) : (
          <ParishFinder
            parishes={data.findParishes}
            archdeaconries={data.archdeaconries}
            search={searchParams}
          />
        )}
      </Stack>
    </PageSection>
  );
}
