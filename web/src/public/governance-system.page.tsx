import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { CommitteeSection } from "../features/committees/committee-section";
import { usePageTitle } from "../features/site/use-page-title";
import { InformationPageView } from "../features/pages/information-page-view";
import { InformationPageDocument, StandingCommitteeDocument } from "../gql/graphql";
import { GOVERNANCE_SYSTEM_VARIABLES } from "./governance-system.route";

export function GovernanceSystemPage() {
  const { t } = useTranslation();
  usePageTitle(t("site.pageNames.governanceSystem"));
  const { data, loading, error, refetch } = useQuery(InformationPageDocument, {
    variables: GOVERNANCE_SYSTEM_VARIABLES,
  });
  // The Diocesan Standing Committee's members come from the boards and committees, under its own heading.
  const standing = useQuery(StandingCommitteeDocument).data?.standingCommittee;
  return (
    <InformationPageView
      fallbackTitle={t("site.pageNames.governanceSystem")}
      page={data?.informationPage}
      loading={loading}
      error={error}
      onRetry={() => refetch()}
    >
      {standing && <CommitteeSection committee={standing} headingId="standing-committee" />}
    </InformationPageView>
  );
}
