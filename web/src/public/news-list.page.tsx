import { useQuery } from "@apollo/client/react";
import { EmptyState, Heading, Link, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";
import { ErrorState } from "../components/error-state";
import { PageSection } from "../components/page-section";
import { Pager } from "../components/pager";
import { usePageTitle } from "../features/site/use-page-title";
import { NewsGrid, NewsGridSkeleton } from "../features/news/news-grid";
import { NewsListDocument } from "../gql/graphql";
import { newsListVariables } from "./news-list.route";

export function NewsListPage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  usePageTitle(t("site.pageNames.newsList"));
  const [searchParams] = useSearchParams();
  const variables = newsListVariables(searchParams);
  const { page } = variables;
  const { data, loading, error, refetch } = useQuery(NewsListDocument, { variables });
  const news = data?.newsArticles;

  return (
    <PageSection>
      <Stack gap="6">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} color="brand.fg">
          {t("news.heading")}
        </Heading>
        {error && !news ? (
          <ErrorState title={t("news.loadListError")} onRetry={() => refetch()} retrying={loading} />
        ) : !news ? (
          <NewsGridSkeleton count={6} />
        ) : news.total === 0 ? (
          <EmptyState.Root>
            <EmptyState.Content>
              <EmptyState.Title>{t("news.none")}</EmptyState.Title>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : news.items.length === 0 ? (
          <EmptyState.Root>
            <EmptyState.Content>
              <EmptyState.Title>{t("news.noSuchPage", { page })}</EmptyState.Title>
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to={localePath(paths.newsList.getHref())}>{t("news.latest")}</RouterLink>
              </Link>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <>
            <NewsGrid articles={news.items} headingLevel="h2" />
            <Pager page={news.page} pageCount={news.pageCount} hrefFor={paths.newsList.getHref} />
          </>
        )}
      </Stack>
    </PageSection>
  );
}
