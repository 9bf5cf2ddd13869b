import { useMutation, useQuery } from "@apollo/client/react";
import { Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { paths } from "../../lib/paths";
import { AdminSection, ListStatus } from "../admin-page";
import { AdminPhotoAlbumsDocument, CreatePhotoAlbumDocument } from "../gql/graphql";
import { AlbumForm } from "./album-form";

/** Every album, newest first, and the form that starts a new one. */
export function AlbumList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(AdminPhotoAlbumsDocument, {
    fetchPolicy: "cache-and-network",
  });
  const [createAlbum] = useMutation(CreatePhotoAlbumDocument);
  const albums = data?.photoAlbums.items ?? [];
  return (
    <Stack gap="6">
      <AdminSection title={t("dashboardGallery.newAlbum")}>
        <AlbumForm
          submitLabel={t("dashboardGallery.create")}
          onSave={async (input) => {
            const { data: created } = await createAlbum({ variables: { input } });
            if (created) void navigate(paths.adminGallery.getHref(created.createPhotoAlbum.slug));
          }}
        />
      </AdminSection>
      <AdminSection title={t("dashboardGallery.albums")}>
        <ListStatus
          loading={loading}
          error={error}
          empty={!albums.length}
          emptyText={t("dashboardGallery.none")}
          onRetry={() => void refetch()}
        >
          <Stack as="ul" listStyleType="none" gap="2">
            {albums.map((album) => (
              <li key={album.id}>
                <Link asChild fontWeight="semibold">
                  <RouterLink to={paths.adminGallery.getHref(album.slug)}>{album.title}</RouterLink>
                </Link>{" "}
                <Text as="span" color="fg.muted" textStyle="sm">
                  {t("dashboardGallery.dateAndCount", { date: album.date, count: album.photoCount })}
                </Text>
              </li>
            ))}
          </Stack>
        </ListStatus>
      </AdminSection>
    </Stack>
  );
}
