import { Badge, HStack, Stack, Text } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { formatMomentOf } from "../format";
import type { AdminSmsNoticeFieldsFragment } from "../gql/graphql";
import type { RecordColumn } from "../record-list";

type Notice = AdminSmsNoticeFieldsFragment;
type Delivery = Notice["delivery"];

/** How long a notice's SMS are watched for their delivery reports: some never come. */
const WATCHED_FOR_MS = 24 * 60 * 60 * 1000;

/** Whether a notice's delivery may still change while the page is open, so that the list asks again. */
export function isPending(notice: Notice, now = Date.now()): boolean {
  if (!notice.queuedAt || notice.delivery.queued > 0) return true;
  return notice.delivery.sent > 0 && now - new Date(notice.sentAt as string).getTime() < WATCHED_FOR_MS;
}

/** Each figure of a delivery, in the order a message goes, with its colour and words. */
const FIGURES = [
  ["queued", "gray", "dashboardSmsNotices.delivery.queued"],
  ["sent", "blue", "dashboardSmsNotices.delivery.sent"],
  ["delivered", "green", "dashboardSmsNotices.delivery.delivered"],
  ["failed", "red", "dashboardSmsNotices.delivery.failed"],
  ["optedOut", "gray", "dashboardSmsNotices.delivery.optedOut"],
] as const satisfies readonly (readonly [keyof Omit<Delivery, "__typename">, string, string])[];

function DeliveryBadges({ notice, t }: { notice: Notice; t: TFunction }) {
  const figures = FIGURES.filter(([figure]) => notice.delivery[figure] > 0);
  if (!notice.queuedAt && figures.length === 0) {
    return <Text textStyle="sm">{t("dashboardSmsNotices.queuing")}</Text>;
  }
  return (
    <HStack gap="1" wrap="wrap">
      {figures.map(([figure, palette, words]) => (
        <Badge key={figure} colorPalette={palette}>
          {t(words, { count: notice.delivery[figure] })}
        </Badge>
      ))}
    </HStack>
  );
}

/** The list's columns: when, to whom, what, and what became of it. */
export const noticeColumns = (t: TFunction, locale: string): RecordColumn<Notice>[] => [
  {
    header: t("dashboardSmsNotices.columns.when"),
    cell: (notice) => formatMomentOf(notice.sentAt as string, locale),
    cellProps: { whiteSpace: "nowrap" },
  },
  {
    header: t("dashboardSmsNotices.columns.to"),
    cell: (notice) => (
      <Stack gap="0">
        <Text>{notice.parish?.name ?? t("dashboardSmsNotices.diocese")}</Text>
        <Text textStyle="xs" color="fg.muted">
          {t("dashboardSmsNotices.recipients", {
            count: notice.recipients,
            number: notice.recipients.toLocaleString(locale),
            parts: notice.parts,
          })}
        </Text>
      </Stack>
    ),
  },
  {
    header: t("dashboardSmsNotices.columns.notice"),
    cell: (notice) => <Text textStyle="sm">{notice.body}</Text>,
  },
  {
    header: t("dashboardSmsNotices.columns.delivery"),
    cell: (notice) => <DeliveryBadges notice={notice} t={t} />,
  },
];
