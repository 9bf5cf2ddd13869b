import { Box, EmptyState, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../app/paths";
import { SITE_SHORT_NAME } from "../app/site";
import { ErrorState } from "../components/error-state";
import { usePageTitle } from "../components/use-page-title";
import { NewsGrid, NewsGridSkeleton } from "../features/news/news-grid";
import { homeLatestNewsQuery } from "../features/news/news.operations";

const LATEST_NEWS_COUNT = 3;

export function HomePage() {
  usePageTitle("Home");
  const { data, loading, error, refetch } = useQuery(homeLatestNewsQuery, {
    variables: { pageSize: LATEST_NEWS_COUNT },
  });
  const articles = data?.newsArticles.items;

  return (
    <Stack gap="10">
      <Box>
        <Heading as="h1" size={{ base: "2xl", md: "4xl" }} color="brand.fg">
          Welcome to the {SITE_SHORT_NAME}
        </Heading>
        <Text mt="3" color="fg.muted" textStyle="lg">
          News and life of the Anglican Church of Kenya in our diocese.
        </Text>
      </Box>
      <Stack as="section" aria-labelledby="latest-news" gap="5">
        <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Heading as="h2" id="latest-news" size="xl">
            Latest news
          </Heading>
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={paths.newsList.getHref()}>All news</RouterLink>
          </Link>
        </HStack>
        {error && !articles ? (
          <ErrorState
            title="We could not load the latest news."
            onRetry={() => refetch()}
            retrying={loading}
          />
        ) : !articles ? (
          <NewsGridSkeleton count={LATEST_NEWS_COUNT} />
        ) : articles.length === 0 ? (
          <EmptyState.Root>
            <EmptyState.Content>
              <EmptyState.Title>No news yet</EmptyState.Title>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <NewsGrid articles={articles} />
        )}
      </Stack>
    </Stack>
  );
}
