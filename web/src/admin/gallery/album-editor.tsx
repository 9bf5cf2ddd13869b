import { useMutation, useQuery } from "@apollo/client/react";
import { Link, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { DeleteButton } from "../../components/confirm-dialog";
import { paths } from "../../lib/paths";
import { AdminSection, ListStatus } from "../admin-page";
import { AdminPhotoAlbumDocument, DeletePhotoAlbumDocument, UpdatePhotoAlbumDocument } from "../gql/graphql";
import { useSave } from "../use-save";
import { AlbumForm } from "./album-form";
import { PhotoList } from "./photo-list";
import { PhotoUploader } from "./photo-uploader";

/** One album: its details, its photographs, and more of them. */
export function AlbumEditor({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(AdminPhotoAlbumDocument, {
    variables: { slug },
    fetchPolicy: "cache-and-network",
  });
  const [updateAlbum] = useMutation(UpdatePhotoAlbumDocument);
  const [deleteAlbum] = useMutation(DeletePhotoAlbumDocument);
  const { save } = useSave();
  const album = data?.photoAlbum;
  if (!album) {
    return (
      <ListStatus
        loading={loading}
        error={error}
        empty
        emptyText={t("dashboardGallery.noSuchAlbum")}
        onRetry={() => void refetch()}
      >
        {null}
      </ListStatus>
    );
  }
  return (
    <Stack gap="6">
      <Link asChild>
        <RouterLink to={paths.adminGallery.getHref()}>{t("dashboardGallery.allAlbums")}</RouterLink>
      </Link>
      <AdminSection
        title={album.title}
        actions={
          <DeleteButton
            label={t("dashboardGallery.deleteAlbum", { title: album.title })}
            title={t("dashboardGallery.deleteAlbum", { title: album.title })}
            description={t("dashboardGallery.deleteAlbumWarning", { count: album.photos.length })}
            onConfirm={() =>
              save(() => deleteAlbum({ variables: { id: album.id } }), {
                saved: { title: t("dashboardGallery.albumDeleted") },
                notSaved: t("dashboardGallery.notSaved"),
              }).then((deleted) => deleted && navigate(paths.adminGallery.getHref()))
            }
          />
        }
      >
        <AlbumForm
          album={{
            title: album.title,
            date: album.date,
            description: album.description,
            parishId: album.parishId ?? "",
            departmentId: album.departmentId ?? "",
          }}
          kiswahili={album.kiswahili}
          submitLabel={t("dashboardGallery.saveAlbum")}
          onSave={(input) =>
            save(() => updateAlbum({ variables: { id: album.id, input } }), {
              saved: { title: t("dashboardGallery.albumSaved") },
            })
          }
        />
      </AdminSection>
      <AdminSection title={t("dashboardGallery.addPhotos")}>
        <PhotoUploader albumId={album.id} onDone={() => void refetch()} />
      </AdminSection>
      <AdminSection title={t("dashboardGallery.photos", { count: album.photos.length })}>
        <PhotoList album={album} onChange={() => void refetch()} />
      </AdminSection>
    </Stack>
  );
}
