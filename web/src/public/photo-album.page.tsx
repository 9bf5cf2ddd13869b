import { useQuery } from "@apollo/client/react";
import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { ResponsiveImage } from "../components/responsive-image";
import { UntranslatedNotice } from "../components/untranslated-notice";
import { formatDate } from "../features/events/calendar-dates";
import { PhotoAlbumGrid, photoAlt } from "../features/gallery/photo-album-grid";
import { NotFoundContent } from "../features/site/not-found-content";
import { usePageTitle } from "../features/site/use-page-title";
import { PhotoAlbumPageDocument, type PhotoAlbumPageQuery } from "../gql/graphql";
import { useLocale, useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";

type Album = NonNullable<PhotoAlbumPageQuery["photoAlbum"]>;

/** The album of the address, and what the page shows while it loads, fails or is not there. */
function useAlbum(title: (album: Album) => string) {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(PhotoAlbumPageDocument, { variables: { slug } });
  const album = data?.photoAlbum;
  usePageTitle(album ? title(album) : data ? t("site.pageNames.notFound") : t("site.pageNames.gallery"));
  const fallback =
    error && !data ? (
      <PageSection>
        <ErrorState title={t("pages.gallery.loadAlbumError")} onRetry={() => refetch()} retrying={loading} />
      </PageSection>
    ) : !data ? (
      <PageSection>
        <PageLoading />
      </PageSection>
    ) : !album ? (
      <NotFoundContent />
    ) : null;
  return { album, fallback };
}

/** An album: its description and its photographs' thumbnails, which open in the viewer. */
export function PhotoAlbumPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localePath = useLocalePath();
  const { album, fallback } = useAlbum((found) => found.title);
  if (!album) return fallback;
  // Asked for in Kiswahili, an album without a translation comes in English: said so above it.
  const contentLang = album.fallsBackToEnglish ? "en" : undefined;
  return (
    <PageSection>
      <PageHeader
        title={album.title}
        titleLang={contentLang}
        trail={[{ label: t("site.pageNames.gallery"), href: localePath(paths.gallery.getHref()) }]}
      />
      {album.fallsBackToEnglish && <UntranslatedNotice message={t("pages.untranslated")} />}
      <Stack gap="6">
        <Text color="fg.muted">
          {t("pages.gallery.dateAndCount", {
            date: formatDate(album.date, locale),
            count: album.photos.length,
          })}
        </Text>
        {album.description && (
          <Text maxW="3xl" lang={contentLang} whiteSpace="pre-line">
            {album.description}
          </Text>
        )}
        {album.photos.length === 0 ? (
          <Text>{t("pages.gallery.empty")}</Text>
        ) : (
          <PhotoAlbumGrid album={album} contentLang={contentLang} />
        )}
      </Stack>
    </PageSection>
  );
}

/** One photograph's own page, the address the viewer shows and visitors share. */
export function PhotoPage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { photoId = "" } = useParams();
  const { album, fallback } = useAlbum((found) => {
    const index = found.photos.findIndex((photo) => photo.id === photoId);
    return index < 0 ? found.title : photoAlt(found.photos[index]!, index, found, t);
  });
  if (!album) return fallback;
  const index = album.photos.findIndex((photo) => photo.id === photoId);
  const photo = album.photos[index];
  if (!photo) return <NotFoundContent />;
  const contentLang = album.fallsBackToEnglish ? "en" : undefined;
  const count = album.photos.length;
  const neighbour = (step: number) => album.photos[(index + step + count) % count]!;
  const albumHref = localePath(paths.photoAlbum.getHref(album.slug));
  return (
    <PageSection>
      <PageHeader
        title={album.title}
        titleLang={contentLang}
        current={t("pages.gallery.photoNumber", { number: index + 1, total: count })}
        trail={[
          { label: t("site.pageNames.gallery"), href: localePath(paths.gallery.getHref()) },
          { label: album.title, href: albumHref },
        ]}
      />
      <Stack as="figure" gap="3" align="center">
        {photo.image && (
          <ResponsiveImage
            image={photo.image}
            alt={photoAlt(photo, index, album, t)}
            sizes="(min-width: 72em) 1100px, 100vw"
            priority
            maxH="80vh"
            width="auto"
            maxW="100%"
            height="auto"
          />
        )}
        <Text as="figcaption" lang={contentLang}>
          {photo.caption}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {t("pages.gallery.photoNumber", { number: index + 1, total: count })}
        </Text>
      </Stack>
      <HStack as="nav" aria-label={t("pages.gallery.photoNavigation")} justify="space-between" mt="6">
        <Button asChild variant="outline">
          <RouterLink to={localePath(paths.photo.getHref(album.slug, neighbour(-1).id))} rel="prev">
            {t("pages.gallery.previous")}
          </RouterLink>
        </Button>
        <Box>
          <Button asChild variant="ghost">
            <RouterLink to={albumHref}>{t("pages.gallery.backToAlbum")}</RouterLink>
          </Button>
        </Box>
        <Button asChild variant="outline">
          <RouterLink to={localePath(paths.photo.getHref(album.slug, neighbour(1).id))} rel="next">
            {t("pages.gallery.next")}
          </RouterLink>
        </Button>
      </HStack>
    </PageSection>
  );
}
