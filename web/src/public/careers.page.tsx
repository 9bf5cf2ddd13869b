import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { paths } from "../lib/paths";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { Pager } from "../components/pager";
import { usePageTitle } from "../features/site/use-page-title";
import { JobOpeningsTable } from "../features/careers/job-openings-table";
import { CareersPageDocument } from "../gql/graphql";
import { careersVariables } from "./careers.route";

export function CareersPage() {
  const { t } = useTranslation();
  usePageTitle(t("site.pageNames.careers"));
  const [searchParams] = useSearchParams();
  const variables = careersVariables(searchParams);
  const { data, loading, error, refetch } = useQuery(CareersPageDocument, { variables });
  const openings = data?.jobOpenings;

  return (
    <PageSection>
      <PageHeader title={t("site.pageNames.careers")} />
      {error && !openings ? (
        <ErrorState title={t("careers.loadError")} onRetry={() => refetch()} retrying={loading} />
      ) : !openings ? (
        <PageLoading />
      ) : (
        <>
          <JobOpeningsTable openings={openings.items} />
          <Pager page={openings.page} pageCount={openings.pageCount} hrefFor={paths.careers.getHref} />
        </>
      )}
    </PageSection>
  );
}
