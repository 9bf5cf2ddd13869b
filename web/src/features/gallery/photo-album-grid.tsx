import { Box, chakra, SimpleGrid } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { messageAttributes } from "../../behaviours/messages";
import { ResponsiveImage } from "../../components/responsive-image";
import { useBehaviour } from "../../components/use-behaviour";
import type { PhotoAlbumPageQuery } from "../../gql/graphql";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { photoViewer } from "./photo-viewer.lazy";
import { PhotoViewerDialog } from "./photo-viewer-dialog";

type Album = NonNullable<PhotoAlbumPageQuery["photoAlbum"]>;
export type AlbumPhoto = Album["photos"][number];

/** What a photograph's picture says to a screen reader: its caption, or its place in the album. */
export function photoAlt(photo: AlbumPhoto, index: number, album: { title: string }, t: TFunction) {
  return photo.caption || t("pages.gallery.photoAlt", { album: album.title, number: index + 1 });
}

// Three across on a phone, so that a screenful shows a dozen; wider screens fit more.
const THUMBNAIL_SIZES = "(min-width: 62em) 236px, (min-width: 30em) 25vw, 33vw";

/**
 * An album's thumbnails, each a link to its photograph's page; with script (photo-viewer.behaviour.ts)
 * a thumbnail opens the dialog drawn here, empty until then.
 */
export function PhotoAlbumGrid({ album, contentLang }: { album: Album; contentLang?: string }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const viewer = useBehaviour(photoViewer);
  return (
    <Box
      {...viewer}
      {...messageAttributes({
        announcement: t("pages.gallery.announcement", {
          number: "{{number}}",
          total: "{{total}}",
          caption: "{{caption}}",
        }),
        announcementUncaptioned: t("pages.gallery.announcementUncaptioned", {
          number: "{{number}}",
          total: "{{total}}",
        }),
      })}
    >
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 3, sm: 4, lg: 5 }}
        gap={{ base: "1", md: "2" }}
      >
        {album.photos.map((photo, index) => {
          const alt = photoAlt(photo, index, album, t);
          return (
            <li key={photo.id}>
              <chakra.a
                display="block"
                href={localePath(paths.photo.getHref(album.slug, photo.id))}
                data-photo=""
                data-src={photo.image?.url}
                data-srcset={photo.image?.srcSet}
                data-width={photo.image?.width}
                data-height={photo.image?.height}
                data-caption={photo.caption}
                data-alt={alt}
                lang={contentLang}
              >
                {photo.image && (
                  <ResponsiveImage
                    image={photo.image}
                    alt={alt}
                    sizes={THUMBNAIL_SIZES}
                    priority={index === 0}
                    width="100%"
                    aspectRatio="1"
                    fit="cover"
                    borderRadius="sm"
                  />
                )}
              </chakra.a>
            </li>
          );
        })}
      </SimpleGrid>
      <PhotoViewerDialog albumTitle={album.title} contentLang={contentLang} />
    </Box>
  );
}
