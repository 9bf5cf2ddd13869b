import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/language";
import { FormDialog } from "../../components/form-dialog";
import { AdminPage, AdminSection } from "../admin-page";
import { formatDayOf, formatKes } from "../format";
import {
  AdminContributionsDocument,
  AdminGiftProjectsDocument,
  CheckGiftStatusDocument,
  ResendGiftReceiptDocument,
  type AdminGiftFieldsFragment,
} from "../gql/graphql";
import { CursorPager, listState, RecordList, type ListPosition, type RecordColumn } from "../record-list";
import { useSave } from "../use-save";
import { filterQueryString, filterVariables, GiftFilters, NO_FILTER, type GiftFilter } from "./gift-filters";
import { METHOD_MESSAGES, SOURCE_MESSAGES, STATUS_MESSAGES, STATUS_RESULT_MESSAGES } from "./gift-labels";
import { RecordGiftForm } from "./record-gift-form";
import { ReverseGiftForm } from "./reverse-gift-form";
import { UnmatchedPayments } from "./unmatched-payments";
import "../locales/register";

/** Where the export is downloaded: the API's CSV of the ledger, with the page's filters. */
const CSV_PATH = "/exports/contributions.csv";

const STATUS_PALETTES = { PAID: "green", PENDING: "orange", FAILED: "red" } as const;

/** A gift's status as the list shows it: a reversed gift and a reversal are not simply paid. */
function GiftStatusBadge({ gift }: { gift: AdminGiftFieldsFragment }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (gift.reversedBy)
    return (
      <Stack gap="0" align="start">
        <Badge colorPalette="gray">{t("dashboardGiving.statuses.reversed")}</Badge>
        {gift.reversedBy.paidAt && (
          <Text textStyle="xs" color="fg.muted">
            {t("dashboardGiving.reversedOn", { date: formatDayOf(gift.reversedBy.paidAt, locale) })}
          </Text>
        )}
      </Stack>
    );
  if (gift.source === "REVERSAL")
    return <Badge colorPalette="orange">{t("dashboardGiving.sources.reversal")}</Badge>;
  return <Badge colorPalette={STATUS_PALETTES[gift.status]}>{t(STATUS_MESSAGES[gift.status])}</Badge>;
}

/** The appeal a gift is to; a registration's fee is to no appeal, and is named by its event. */
const paidFor = (gift: AdminGiftFieldsFragment, t: TFunction) =>
  gift.project?.title ??
  t("dashboardGiving.registrationFee", {
    event: gift.registrationFee?.eventTitle ?? "",
    account: gift.registrationFee?.accountReference ?? "",
  });

const columns = (t: TFunction, locale: string): RecordColumn<AdminGiftFieldsFragment>[] => [
  {
    header: t("dashboardGiving.columns.date"),
    cell: (gift) => formatDayOf(gift.paidAt ?? gift.createdAt, locale),
    cellProps: { whiteSpace: "nowrap" },
  },
  {
    header: t("dashboardGiving.columns.amount"),
    cell: (gift) => formatKes(gift.amountKes, locale),
    cellProps: { whiteSpace: "nowrap", fontWeight: "medium" },
  },
  {
    header: t("dashboardGiving.columns.status"),
    cell: (gift) => <GiftStatusBadge gift={gift} />,
  },
  {
    header: t("dashboardGiving.columns.source"),
    cell: (gift) =>
      gift.method
        ? t("dashboardGiving.sourceWithMethod", {
            source: t(SOURCE_MESSAGES[gift.source]),
            method: t(METHOD_MESSAGES[gift.method]),
          })
        : t(SOURCE_MESSAGES[gift.source]),
  },
  {
    header: t("dashboardGiving.columns.donor"),
    cell: (gift) => (
      <Stack gap="0">
        <Text>{gift.donorName ?? "—"}</Text>
        {gift.anonymous && (
          <Text textStyle="xs" color="fg.muted">
            {t("dashboardGiving.anonymous")}
          </Text>
        )}
        {gift.phone && (
          <Text textStyle="xs" color="fg.muted">
            {gift.phone}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    header: t("dashboardGiving.columns.receipt"),
    cell: (gift) => (
      <Stack gap="0">
        <Text>{gift.receiptNumber ?? "—"}</Text>
        {(gift.mpesaReceipt ?? gift.reference) && (
          <Text textStyle="xs" color="fg.muted">
            {gift.mpesaReceipt ?? gift.reference}
          </Text>
        )}
        {gift.reverses && (
          <Text textStyle="xs" color="fg.muted">
            {t("dashboardGiving.takesBack", { number: gift.reverses.receiptNumber ?? "—" })}
          </Text>
        )}
        {gift.reason && (
          <Text textStyle="xs" color="fg.muted">
            {gift.reason}
          </Text>
        )}
        {gift.status === "FAILED" && gift.resultDescription && (
          <Text textStyle="xs" color="fg.muted">
            {gift.resultDescription}
          </Text>
        )}
      </Stack>
    ),
  },
  { header: t("dashboardGiving.columns.project"), cell: (gift) => paidFor(gift, t) },
];

/** A small button that runs `act` and shows it is busy until `act` ends. */
function BusyButton({ label, act }: { label: string; act: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="xs"
      variant="outline"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void act().finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}

/** Asks M-Pesa now how a pending prompt ended. */
function CheckStatusButton({ gift }: { gift: AdminGiftFieldsFragment }) {
  const [checkStatus] = useMutation(CheckGiftStatusDocument, {
    refetchQueries: ["AdminContributions"],
    awaitRefetchQueries: true,
  });
  const { save } = useSave();
  const { t } = useTranslation();
  return (
    <BusyButton
      label={t("dashboardGiving.askMpesa")}
      act={() =>
        save(() => checkStatus({ variables: { id: gift.id } }), {
          saved: (result) => ({
            title: t("dashboardGiving.checked.title"),
            description: t(STATUS_RESULT_MESSAGES[result.data?.checkGiftStatus.status ?? "PENDING"]),
          }),
          notSaved: t("dashboardGiving.checked.failedToAsk"),
        })
      }
    />
  );
}

/** Sends a paid gift's SMS receipt again, to the phone that paid: a donor says it never came. */
function ResendReceiptButton({ gift }: { gift: AdminGiftFieldsFragment }) {
  const [resend] = useMutation(ResendGiftReceiptDocument);
  const { save } = useSave();
  const { t } = useTranslation();
  return (
    <BusyButton
      label={t("dashboardGiving.resendReceipt.button")}
      act={() =>
        save(() => resend({ variables: { id: gift.id } }), {
          saved: {
            title: t("dashboardGiving.resendReceipt.done"),
            description: t("dashboardGiving.resendReceipt.doneWhat"),
          },
          notSaved: t("dashboardGiving.resendReceipt.notDone"),
        })
      }
    />
  );
}

function GiftActions({
  gift,
  smsReceipts,
  onReverse,
}: {
  gift: AdminGiftFieldsFragment;
  smsReceipts: boolean;
  onReverse: () => void;
}) {
  const { t } = useTranslation();
  if (gift.status === "PENDING" && gift.source === "STK") return <CheckStatusButton gift={gift} />;
  const mayReverse =
    gift.status === "PAID" && !gift.reversedBy && gift.source !== "REVERSAL" && gift.source !== "OPENING";
  // A prompt's gift alone has the whole number it was paid from: M-Pesa masks a paybill payment's.
  const mayResend = smsReceipts && mayReverse && gift.source === "STK";
  if (mayReverse)
    return (
      <HStack gap="2" wrap="wrap">
        {mayResend && <ResendReceiptButton gift={gift} />}
        <Button size="xs" variant="outline" colorPalette="red" onClick={onReverse}>
          {t("dashboardGiving.reverse.button")}
        </Button>
      </HStack>
    );
  return null;
}

/** The page's own buttons: the CSV of what the filter chooses, and recording a gift. */
function LedgerActions({ filter, onRecord }: { filter: GiftFilter; onRecord: () => void }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" wrap="wrap">
      <Button variant="outline" asChild>
        <a href={`${CSV_PATH}${filterQueryString(filter)}`} download>
          {t("dashboardGiving.exportCsv")}
        </a>
      </Button>
      <Button onClick={onRecord}>{t("dashboardGiving.record.title")}</Button>
    </HStack>
  );
}

/** The ledger of gifts, for treasurers and system admins: filters, totals, export, record, reverse. */
export function ContributionsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [filter, setFilter] = useState<GiftFilter>(NO_FILTER);
  const [position, setPosition] = useState<ListPosition>({});
  const [recording, setRecording] = useState(false);
  const [reversing, setReversing] = useState<AdminGiftFieldsFragment | null>(null);
  const projects = useQuery(AdminGiftProjectsDocument);
  const query = useQuery(AdminContributionsDocument, {
    variables: { ...position, ...filterVariables(filter) },
    fetchPolicy: "cache-and-network",
  });
  const { data } = query;
  const gifts = data?.contributions.items ?? [];
  const changeFilter = (next: GiftFilter) => {
    setFilter(next);
    setPosition({});
  };

  return (
    <AdminPage
      title={t("dashboardGiving.title")}
      intro={t("dashboardGiving.intro")}
      actions={<LedgerActions filter={filter} onRecord={() => setRecording(true)} />}
    >
      <UnmatchedPayments />
      <AdminSection title={t("dashboardGiving.gifts")}>
        <Stack gap="4">
          <GiftFilters
            filter={filter}
            projects={projects.data?.projects.items ?? []}
            onChange={changeFilter}
          />
          {data && (
            <Text role="status" fontWeight="medium">
              {t("dashboardGiving.totals", {
                amount: formatKes(data.giftTotals.amountKes, locale),
                count: data.giftTotals.entries,
              })}
            </Text>
          )}
          <RecordList
            caption={t("dashboardGiving.gifts")}
            columns={columns(t, locale)}
            records={gifts}
            actions={(gift) => (
              <GiftActions
                gift={gift}
                smsReceipts={data?.giving.smsReceipts ?? false}
                onReverse={() => setReversing(gift)}
              />
            )}
            state={listState(query)}
            emptyText={t("dashboardGiving.none")}
          >
            <CursorPager list={data?.contributions} onMove={setPosition} />
          </RecordList>
        </Stack>
      </AdminSection>
      <FormDialog
        title={t("dashboardGiving.record.title")}
        open={recording}
        onClose={() => setRecording(false)}
      >
        <RecordGiftForm onClose={() => setRecording(false)} />
      </FormDialog>
      <FormDialog
        title={t("dashboardGiving.reverse.title")}
        open={reversing !== null}
        onClose={() => setReversing(null)}
      >
        {reversing && <ReverseGiftForm gift={reversing} onClose={() => setReversing(null)} />}
      </FormDialog>
    </AdminPage>
  );
}
