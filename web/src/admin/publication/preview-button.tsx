import { Button } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { PreviewKind } from "@diocese/site/content-types";
import { paths } from "../../lib/paths";
import "../locales/register";

/**
 * Opens a saved item's preview in a new tab: its public page as the server draws it, with the
 * item shown even before it is published (api/src/pages/preview.ts). A plain link, not the
 * router's, since the server draws the page.
 */
export function PreviewButton({ kind, id, label }: { kind: PreviewKind; id: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Button asChild size="sm" variant="outline">
      <a
        href={paths.preview.getHref(kind, id)}
        target="_blank"
        rel="noopener"
        aria-label={t("dashboardPublication.previewName", { name: label })}
      >
        {t("dashboardPublication.preview")}
      </a>
    </Button>
  );
}
