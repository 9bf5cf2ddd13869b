import { useQuery } from "@apollo/client/react";
import { usePageTitle } from "../features/site/use-page-title";
import { InformationPageView } from "../features/pages/information-page-view";
import { InformationPageDocument } from "../gql/graphql";
import { GOVERNANCE_SYSTEM_VARIABLES } from "./route-data";
import { paths } from "../lib/paths";

export function GovernanceSystemPage() {
  usePageTitle(paths.governanceSystem.title);
  const { data, loading, error, refetch } = useQuery(InformationPageDocument, {
    variables: GOVERNANCE_SYSTEM_VARIABLES,
  });
  return (
    <InformationPageView
      fallbackTitle="Governance System"
      page={data?.informationPage}
      loading={loading}
      error={error}
      onRetry={() => refetch()}
    />
  );
}
