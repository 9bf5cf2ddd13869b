import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { AdminPage } from "../admin-page";
import { AlbumEditor } from "./album-editor";
import { AlbumList } from "./album-list";
import "../locales/register";

/** The dashboard's gallery: its albums, and the album chosen in the address (?album=slug). */
export function GalleryAdminPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const slug = search.get("album");
  return (
    <AdminPage title={t("dashboardGallery.title")} intro={t("dashboardGallery.intro")}>
      {slug ? <AlbumEditor slug={slug} /> : <AlbumList />}
    </AdminPage>
  );
}
