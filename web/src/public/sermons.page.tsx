import { useQuery } from "@apollo/client/react";
import { Box, Card, Heading, LinkOverlay, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { SERMON_SEARCH_FIELDS, type SermonSearch } from "@diocese/site/site-routes";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { Pager } from "../components/pager";
import { PublishedDate } from "../features/news/published-date";
import { PodcastLink } from "../features/sermons/podcast-link";
import { SermonFiltersForm } from "../features/sermons/sermon-filters-form";
import { passageIn } from "../features/sermons/sermon-words";
import { usePageTitle } from "../features/site/use-page-title";
import { SermonsPageDocument } from "../gql/graphql";
import { useLanguage, useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";
import { sermonsVariables } from "./sermons.route";

export function SermonsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const localePath = useLocalePath();
  usePageTitle(t("site.pageNames.sermons"));
  const [searchParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(SermonsPageDocument, {
    variables: sermonsVariables(searchParams),
  });
  const sermons = data?.sermons;
  // The pager keeps the filters and changes the page alone.
  const search = Object.fromEntries(
    SERMON_SEARCH_FIELDS.flatMap((field) =>
      searchParams.get(field) ? [[field, searchParams.get(field)!]] : [],
    ),
  ) as SermonSearch;

  return (
    <PageSection>
      <PageHeader title={t("site.pageNames.sermons")} />
      <PodcastLink />
      {error && !data ? (
        <ErrorState title={t("sermons.loadError")} onRetry={() => refetch()} retrying={loading} />
      ) : !sermons || !data ? (
        <PageLoading />
      ) : (
        <Stack gap="8">
          <SermonFiltersForm choices={data.sermonFilters} search={searchParams} />
          {sermons.items.length === 0 ? (
            <Text>{t("sermons.none")}</Text>
          ) : (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
              {sermons.items.map((sermon) => (
                <Box as="li" key={sermon.id}>
                  <Card.Root size="sm" height="full">
                    <Card.Body gap="1">
                      <Heading as="h2" size="md">
                        <LinkOverlay asChild>
                          <RouterLink to={localePath(paths.sermon.getHref(sermon.slug))}>
                            {sermon.title}
                          </RouterLink>
                        </LinkOverlay>
                      </Heading>
                      <Text>{sermon.preacher}</Text>
                      <PublishedDate isoDate={sermon.preachedOn} />
                      <Text color="fg.muted" textStyle="sm">
                        {sermon.passages.map((passage) => passageIn(passage, language)).join("; ")}
                      </Text>
                    </Card.Body>
                  </Card.Root>
                </Box>
              ))}
            </SimpleGrid>
          )}
          <Pager
            page={sermons.page}
            pageCount={sermons.pageCount}
            hrefFor={(page) =>
              paths.sermons.getHref({ ...search, page: page > 1 ? String(page) : undefined })
            }
          />
        </Stack>
      )}
    </PageSection>
  );
}
