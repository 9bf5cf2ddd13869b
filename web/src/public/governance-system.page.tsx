import { useQuery } from "@apollo/client/react";
import { usePageTitle } from "../components/use-page-title";
import { InformationPageView } from "../features/pages/information-page-view";
import { InformationPageDocument } from "../gql/graphql";

export { InformationPageDocument };
export const GOVERNANCE_SYSTEM_SLUG = "governance-system";

export function GovernanceSystemPage() {
  usePageTitle("Governance System");
  const { data, loading, error, refetch } = useQuery(InformationPageDocument, {
    variables: { slug: GOVERNANCE_SYSTEM_SLUG },
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
