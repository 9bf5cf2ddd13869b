import { Button } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import "../locales/register";

/** Where the export is downloaded: the API's CSV of every subscriber, written as it is read. */
const CSV_PATH = "/exports/newsletter-subscribers.csv";

/**
 * Export CSV: the whole list, not only the page shown, downloaded from the server with the
 * session's cookie, as the Contributions page's export is. Nothing to export, no link.
 */
export function ExportCsvButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  if (disabled) return <Button disabled>{t("dashboardSubscribers.export.button")}</Button>;
  return (
    <Button asChild>
      <a href={CSV_PATH} download>
        {t("dashboardSubscribers.export.button")}
      </a>
    </Button>
  );
}
