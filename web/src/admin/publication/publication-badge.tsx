import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/language";
import type { PublicationStatus } from "../gql/graphql";
import { formatMomentOf } from "../format";
import "../locales/register";

/** Where an item stands, in words and a colour staff can tell apart at a glance. */
export function PublicationBadge({
  status,
  publishAt,
}: {
  status: PublicationStatus;
  publishAt?: string | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (status === "DRAFT") return <Badge colorPalette="gray">{t("dashboardPublication.badge.draft")}</Badge>;
  if (status === "PUBLISHED")
    return <Badge colorPalette="green">{t("dashboardPublication.badge.published")}</Badge>;
  return (
    <Badge colorPalette="orange">
      {publishAt
        ? t("dashboardPublication.badge.scheduledFor", { time: formatMomentOf(publishAt, locale) })
        : t("dashboardPublication.badge.scheduled")}
    </Badge>
  );
}
