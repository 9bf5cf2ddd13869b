import { useQuery } from "@apollo/client/react";
import { Box, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { Pager } from "../components/pager";
import { usePageTitle } from "../features/site/use-page-title";
import { LibraryDocumentsPageDocument } from "../gql/graphql";
import { paths } from "../lib/paths";
import { libraryDocumentsVariables } from "./library-documents.route";

export function LibraryDocumentsPage() {
  const { t } = useTranslation();
  usePageTitle(t("libraryDocuments.title"));
  const [searchParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(LibraryDocumentsPageDocument, {
    variables: libraryDocumentsVariables(searchParams),
  });
  const list = data?.libraryDocuments;

  return (
    <PageSection>
      <PageHeader title={t("libraryDocuments.title")} />
      {error && !list ? (
        <ErrorState title={t("libraryDocuments.loadError")} onRetry={() => refetch()} retrying={loading} />
      ) : !list ? (
        <PageLoading />
      ) : (
        <Stack gap="6">
          {list.items.length === 0 ? (
            <Text>{t("libraryDocuments.none")}</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="3">
              {list.items.map((item) => (
                <Box as="li" key={item.id}>
                  {item.title}
                </Box>
              ))}
            </Stack>
          )}
          <Pager page={list.page} pageCount={list.pageCount} hrefFor={paths.libraryDocuments.getHref} />
        </Stack>
      )}
    </PageSection>
  );
}
