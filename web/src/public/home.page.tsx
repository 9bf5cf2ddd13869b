import { useQuery } from "@apollo/client/react";
import { Box, Container, EmptyState, Heading, HStack, Link, Stack, VisuallyHidden } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";
import { ErrorState } from "../components/error-state";
import { usePageTitle } from "../features/site/use-page-title";
import { useScrollToHash } from "../components/use-scroll-to-hash";
import { AppealBanner } from "../features/home/appeal-banner";
import { BishopBar } from "../features/home/bishop-bar";
import { CoreValues } from "../features/home/core-values";
import { EventsStrip } from "../features/home/events-strip";
import { SlideCarousel } from "../features/home/slide-carousel";
import { StatementBand } from "../features/home/statement-band";
import { NewsGrid, NewsGridSkeleton } from "../features/news/news-grid";
import { useSiteSettings } from "../features/site/use-site-settings";
import { FeaturedAppealDocument, HomePageDocument } from "../gql/graphql";
import { HOME_PAGE_VARIABLES } from "./home.route";

export function HomePage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  usePageTitle(t("site.pageNames.home"));
  const settings = useSiteSettings();
  const { data, loading, error, refetch } = useQuery(HomePageDocument, { variables: HOME_PAGE_VARIABLES });
  const appeal = useQuery(FeaturedAppealDocument).data?.featuredProject;
  useScrollToHash(Boolean(data));

  return (
    <>
      <VisuallyHidden asChild>
        <h1>{settings?.fullName ?? t("site.pageNames.home")}</h1>
      </VisuallyHidden>
      {appeal && settings && <AppealBanner project={appeal} settings={settings} />}
      {error && !data ? (
        <Container maxW="6xl" py="10">
          <ErrorState title={t("home.loadError")} onRetry={() => refetch()} retrying={loading} />
        </Container>
      ) : (
        <>
          {data ? (
            <SlideCarousel slides={data.slides} />
          ) : (
            <Box aspectRatio={{ base: 4 / 3, md: 16 / 7, xl: 16 / 6 }} bg="brand.950" />
          )}
          <BishopBar loading={loading} message={data?.currentBishopMessage} />
        </>
      )}
      <StatementBand />
      <CoreValues />
      <EventsStrip events={data?.events.items} />
      <Box as="section" aria-labelledby="latest-bulletin" pb={{ base: "12", md: "16" }}>
        <Container maxW="6xl">
          <Stack gap="6">
            <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
              <Heading as="h2" id="latest-bulletin" size={{ base: "2xl", md: "3xl" }} color="brand.fg">
                {t("home.news.heading")}
              </Heading>
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to={localePath(paths.newsList.getHref())}>{t("home.news.more")}</RouterLink>
              </Link>
            </HStack>
            {!data ? (
              <NewsGridSkeleton count={HOME_PAGE_VARIABLES.newsCount} />
            ) : data.newsArticles.items.length === 0 ? (
              <EmptyState.Root>
                <EmptyState.Content>
                  <EmptyState.Title>{t("home.news.none")}</EmptyState.Title>
                </EmptyState.Content>
              </EmptyState.Root>
            ) : (
              <NewsGrid articles={data.newsArticles.items} firstOnScreen={false} />
            )}
          </Stack>
        </Container>
      </Box>
    </>
  );
}
