import { useQuery } from "@apollo/client/react";
import { Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { UntranslatedNotice } from "../components/untranslated-notice";
import { CommitteeSection } from "../features/committees/committee-section";
import { usePageTitle } from "../features/site/use-page-title";
import { BoardsAndCommitteesPageDocument } from "../gql/graphql";

/** Every board and committee of the diocese with its term and members, the Standing Committee first. */
export function BoardsAndCommitteesPage() {
  const { t } = useTranslation();
  const title = t("site.pageNames.boardsAndCommittees");
  usePageTitle(title);
  const { data, loading, error, refetch } = useQuery(BoardsAndCommitteesPageDocument);
  const committees = data?.committees;
  return (
    <PageSection>
      <PageHeader title={title} />
      {error && !committees ? (
        <ErrorState title={t("pages.loadError")} onRetry={() => refetch()} retrying={loading} />
      ) : !committees ? (
        <PageLoading />
      ) : committees.length === 0 ? (
        <Text color="fg.muted">{t("pages.committees.none")}</Text>
      ) : (
        <>
          {committees.some((committee) => committee.fallsBackToEnglish) && (
            <UntranslatedNotice message={t("pages.untranslated")} />
          )}
          {committees.map((committee) => (
            <CommitteeSection
              key={committee.id}
              committee={committee}
              headingId={`committee-${committee.id}`}
            />
          ))}
        </>
      )}
    </PageSection>
  );
}
