import { useMutation } from "@apollo/client/react";
import { Badge, Button, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { DeleteButton } from "../../components/confirm-dialog";
import {
  DeletePhotoDocument,
  ReorderPhotosDocument,
  SetPhotoAlbumCoverDocument,
  type AdminPhotoAlbumQuery,
} from "../gql/graphql";
import { useSave } from "../use-save";
import { CaptionForm } from "./caption-form";

type Album = NonNullable<AdminPhotoAlbumQuery["photoAlbum"]>;

/** An album's photographs in order, each with its caption and what can be done with it. */
export function PhotoList({ album, onChange }: { album: Album; onChange: () => void }) {
  const { t } = useTranslation();
  const [reorder] = useMutation(ReorderPhotosDocument);
  const { save } = useSave();
  const photos = album.photos;
  const notSaved = t("dashboardGallery.notSaved");

  const move = (index: number, step: number) => {
    const ids = photos.map((photo) => photo.id);
    [ids[index], ids[index + step]] = [ids[index + step]!, ids[index]!];
    void save(() => reorder({ variables: { albumId: album.id, ids } }), {
      saved: { title: t("dashboardGallery.orderSaved") },
      notSaved,
    }).then(onChange);
  };

  if (!photos.length) return <Text color="fg.muted">{t("dashboardGallery.noPhotos")}</Text>;
  return (
    <Stack as="ol" listStyleType="none" gap="4">
      {photos.map((photo, index) => {
        const number = index + 1;
        return (
          <li key={photo.id} aria-label={t("dashboardGallery.photoNumber", { number })}>
            <HStack align="start" gap="4" wrap={{ base: "wrap", md: "nowrap" }}>
              {photo.image && (
                <Image
                  src={photo.image.url}
                  srcSet={photo.image.srcSet}
                  sizes="120px"
                  alt=""
                  w="120px"
                  h="90px"
                  fit="cover"
                  borderRadius="sm"
                />
              )}
              <Stack gap="2" flex="1" minW="56">
                <CaptionForm photo={photo} number={number} />
                <PhotoActions
                  album={album}
                  photoId={photo.id}
                  number={number}
                  onMove={(step) => move(index, step)}
                  onChange={onChange}
                />
              </Stack>
            </HStack>
          </li>
        );
      })}
    </Stack>
  );
}

/** Making a photograph the cover, moving it up or down, deleting it. */
function PhotoActions({
  album,
  photoId,
  number,
  onMove,
  onChange,
}: {
  album: Album;
  photoId: string;
  number: number;
  onMove: (step: number) => void;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const [setCover] = useMutation(SetPhotoAlbumCoverDocument);
  const [deletePhoto] = useMutation(DeletePhotoDocument);
  const { save } = useSave();
  const notSaved = t("dashboardGallery.notSaved");
  const isCover = album.cover?.id === photoId;
  return (
    <HStack wrap="wrap" gap="2">
      {isCover ? (
        <Badge colorPalette="green">{t("dashboardGallery.cover")}</Badge>
      ) : (
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void save(() => setCover({ variables: { albumId: album.id, photoId } }), {
              saved: { title: t("dashboardGallery.coverSaved") },
              notSaved,
            }).then(onChange)
          }
        >
          {t("dashboardGallery.makeCover")}
        </Button>
      )}
      <Button size="sm" variant="outline" disabled={number === 1} onClick={() => onMove(-1)}>
        {t("dashboardGallery.moveUp")}
      </Button>
      <Button size="sm" variant="outline" disabled={number === album.photos.length} onClick={() => onMove(1)}>
        {t("dashboardGallery.moveDown")}
      </Button>
      <DeleteButton
        label={t("dashboardGallery.deletePhoto", { number })}
        title={t("dashboardGallery.deletePhoto", { number })}
        onConfirm={() =>
          save(() => deletePhoto({ variables: { id: photoId } }), {
            saved: { title: t("dashboardGallery.photoDeleted") },
            notSaved,
          }).then(onChange)
        }
      />
    </HStack>
  );
}
