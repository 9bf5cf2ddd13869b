import { useQuery } from "@apollo/client/react";
import {
  Box,
  EmptyState,
  Heading,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageSection } from "../components/page-section";
import { Pager } from "../components/pager";
import { ResponsiveImage } from "../components/responsive-image";
import { formatDate } from "../features/events/calendar-dates";
import { usePageTitle } from "../features/site/use-page-title";
import { GalleryPageDocument } from "../gql/graphql";
import { useLocale, useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";
import { galleryVariables } from "./gallery.route";

const columns = { base: 1, sm: 2, lg: 3 };

/** The gallery: its albums, the latest first, each with its cover, date and number of photographs. */
export function GalleryPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localePath = useLocalePath();
  usePageTitle(t("site.pageNames.gallery"));
  const [searchParams] = useSearchParams();
  const variables = galleryVariables(searchParams);
  const { data, loading, error, refetch } = useQuery(GalleryPageDocument, { variables });
  const albums = data?.photoAlbums;

  return (
    <PageSection>
      <Stack gap="6">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} color="brand.fg">
          {t("site.pageNames.gallery")}
        </Heading>
        {error && !albums ? (
          <ErrorState title={t("pages.gallery.loadError")} onRetry={() => refetch()} retrying={loading} />
        ) : !albums ? (
          <SimpleGrid columns={columns} gap="6" aria-busy="true">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} aspectRatio="4/3" borderRadius="lg" />
            ))}
          </SimpleGrid>
        ) : albums.items.length === 0 ? (
          <EmptyState.Root>
            <EmptyState.Content>
              <EmptyState.Title>{t("pages.gallery.none")}</EmptyState.Title>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <>
            <SimpleGrid as="ul" listStyleType="none" columns={columns} gap="6">
              {albums.items.map((album, index) => (
                <LinkBox as="li" key={album.id}>
                  <Box borderRadius="lg" overflow="hidden" bg="bg.muted" aspectRatio="4/3">
                    {album.cover?.image && (
                      <ResponsiveImage
                        image={album.cover.image}
                        alt=""
                        sizes="(min-width: 62em) 380px, (min-width: 30em) 50vw, 100vw"
                        priority={index === 0}
                        width="100%"
                        height="100%"
                        fit="cover"
                      />
                    )}
                  </Box>
                  <Heading as="h2" size="md" mt="3" lang={album.fallsBackToEnglish ? "en" : undefined}>
                    <LinkOverlay asChild>
                      <RouterLink to={localePath(paths.photoAlbum.getHref(album.slug))}>
                        {album.title}
                      </RouterLink>
                    </LinkOverlay>
                  </Heading>
                  <Text textStyle="sm" color="fg.muted">
                    {t("pages.gallery.dateAndCount", {
                      date: formatDate(album.date, locale),
                      count: album.photoCount,
                    })}
                  </Text>
                </LinkBox>
              ))}
            </SimpleGrid>
            <Pager page={albums.page} pageCount={albums.pageCount} hrefFor={paths.gallery.getHref} />
          </>
        )}
      </Stack>
    </PageSection>
  );
}
