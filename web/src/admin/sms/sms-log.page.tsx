import { useQuery } from "@apollo/client/react";
import { Badge, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/language";
import { todayInKakamega } from "../../lib/today";
import { AdminPage, AdminSection } from "../admin-page";
import { formatMomentOf } from "../format";
import { AdminSmsLogDocument, type AdminSmsLogQuery, type SmsStatus } from "../gql/graphql";
import { CursorPager, listState, RecordList, type ListPosition, type RecordColumn } from "../record-list";
import "../locales/register";

type Sms = AdminSmsLogQuery["smsMessages"]["items"][number];

/** How each status reads and looks: delivered is the good end, failed and unknown want a treasurer's eye. */
const STATUSES = {
  QUEUED: { name: "dashboardSms.statuses.QUEUED", palette: "gray" },
  SENDING: { name: "dashboardSms.statuses.SENDING", palette: "gray" },
  SENT: { name: "dashboardSms.statuses.SENT", palette: "blue" },
  DELIVERED: { name: "dashboardSms.statuses.DELIVERED", palette: "green" },
  FAILED: { name: "dashboardSms.statuses.FAILED", palette: "red" },
  OPTED_OUT: { name: "dashboardSms.statuses.OPTED_OUT", palette: "gray" },
  UNKNOWN: { name: "dashboardSms.statuses.UNKNOWN", palette: "orange" },
} as const satisfies Record<SmsStatus, { name: string; palette: string }>;

/** What an SMS was for, in the staff's words; a kind not named here shows as the server spells it. */
const KINDS = { receipt: "dashboardSms.kinds.receipt" } as const;
const isNamedKind = (kind: string): kind is keyof typeof KINDS => kind in KINDS;

/** Shillings with their cents, as Africa's Talking charges: "KES 0.80". */
const shillings = (amount: number, locale: string) =>
  amount.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const columns = (t: TFunction, locale: string): RecordColumn<Sms>[] => [
  {
    header: t("dashboardSms.columns.when"),
    cell: (sms) => formatMomentOf(sms.createdAt, locale),
    cellProps: { whiteSpace: "nowrap" },
  },
  { header: t("dashboardSms.columns.to"), cell: (sms) => sms.phone, cellProps: { whiteSpace: "nowrap" } },
  {
    header: t("dashboardSms.columns.message"),
    cell: (sms) => (
      <Stack gap="1">
        <Text textStyle="xs" color="fg.muted">
          {isNamedKind(sms.kind) ? t(KINDS[sms.kind]) : sms.kind}
        </Text>
        <Text textStyle="sm">{sms.body}</Text>
      </Stack>
    ),
  },
  {
    header: t("dashboardSms.columns.status"),
    cell: (sms) => (
      <Stack gap="1">
        <Badge colorPalette={STATUSES[sms.status].palette}>{t(STATUSES[sms.status].name)}</Badge>
        {sms.failureReason && (
          <Text as="span" textStyle="xs" color="fg.muted">
            {sms.failureReason}
          </Text>
        )}
      </Stack>
    ),
  },
  { header: t("dashboardSms.columns.parts"), cell: (sms) => sms.parts },
  {
    header: t("dashboardSms.columns.cost"),
    cell: (sms) =>
      sms.costKes === null || sms.costKes === undefined
        ? ""
        : t("dashboardSms.cost", { amount: shillings(sms.costKes, locale) }),
    cellProps: { whiteSpace: "nowrap" },
  },
];

/**
 * The SMS log, for treasurers and system admins: every SMS the site sent or meant to, what became
 * of it and what it cost, with this month's total. It only reads.
 */
export function SmsLogPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [position, setPosition] = useState<ListPosition>({});
  const query = useQuery(AdminSmsLogDocument, {
    // This month in Kakamega, as YYYY-MM.
    variables: { ...position, month: todayInKakamega().slice(0, 7) },
    fetchPolicy: "cache-and-network",
  });
  const log = query.data?.smsMessages;
  const month = query.data?.smsMonthCost;

  return (
    <AdminPage title={t("dashboardSms.title")} intro={t("dashboardSms.intro")}>
      <AdminSection title={t("dashboardSms.messages")}>
        <Stack gap="4">
          {month && (
            <Text role="status" fontWeight="medium">
              {t("dashboardSms.thisMonth", {
                count: month.messages,
                parts: month.parts,
                cost: t("dashboardSms.cost", { amount: shillings(month.costKes, locale) }),
              })}
            </Text>
          )}
          <RecordList
            caption={t("dashboardSms.caption")}
            columns={columns(t, locale)}
            records={log?.items ?? []}
            state={listState(query)}
            emptyText={t("dashboardSms.none")}
          >
            <CursorPager list={log} onMove={setPosition} />
          </RecordList>
        </Stack>
      </AdminSection>
    </AdminPage>
  );
}
