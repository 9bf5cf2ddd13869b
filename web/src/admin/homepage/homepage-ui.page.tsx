import { useTranslation } from "react-i18next";
import { AdminPage } from "../admin-page";
import "../locales/register";
import { BishopMessagesSection } from "./bishop-messages-section";
import { SlidesSection } from "./slides-section";

export function HomepageUiPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("dashboardHomepage.title")} intro={t("dashboardHomepage.intro")}>
      <SlidesSection />
      <BishopMessagesSection />
    </AdminPage>
  );
}
