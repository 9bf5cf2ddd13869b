import { useTranslation } from "react-i18next";
import { usePageTitle } from "../features/site/use-page-title";
import { NotFoundContent } from "../features/site/not-found-content";

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t("site.pageNames.notFound"));
  return <NotFoundContent />;
}
