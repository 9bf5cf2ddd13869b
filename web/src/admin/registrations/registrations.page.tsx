import { useQuery } from "@apollo/client/react";
import { Badge, Button, HStack, Input, NativeSelect, Stack, Text, Wrap } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { useLocale } from "../../lib/language";
import { paths } from "../../lib/paths";
import { AdminPage, AdminSection } from "../admin-page";
import { formatMomentOf } from "../format";
import {
  EventRegistrationsListDocument,
  type EventRegistrationsListQuery,
  type RegistrationStatus,
} from "../gql/graphql";
import { ListPager, listState, RecordList, type RecordColumn } from "../record-list";
import { MessageDialog, RefundDialog, type ListedRegistration } from "./registration-forms";
import "../locales/register";

/** How often the list and its counts are read again while the page is open: it fills as people register. */
export const REFRESH_MS = 15_000;
/** Where Export CSV downloads the event's registrations (the API's registrations-csv.route.ts). */
const CSV_PATH = "/exports/registrations.csv";

const STATUSES = [
  "CONFIRMED",
  "HELD",
  "WAITING",
  "OFFERED",
  "CANCELLED",
  "RELEASED",
] as const satisfies readonly RegistrationStatus[];
const STATUS_WORDS = {
  CONFIRMED: { name: "dashboardRegistrations.statuses.CONFIRMED", palette: "green" },
  HELD: { name: "dashboardRegistrations.statuses.HELD", palette: "yellow" },
  WAITING: { name: "dashboardRegistrations.statuses.WAITING", palette: "blue" },
  OFFERED: { name: "dashboardRegistrations.statuses.OFFERED", palette: "purple" },
  CANCELLED: { name: "dashboardRegistrations.statuses.CANCELLED", palette: "gray" },
  RELEASED: { name: "dashboardRegistrations.statuses.RELEASED", palette: "gray" },
} as const satisfies Record<RegistrationStatus, { name: string; palette: string }>;

type Counts = EventRegistrationsListQuery["eventRegistrationCounts"];

function CountsLine({ counts }: { counts: Counts }) {
  const { t } = useTranslation();
  const shown = [
    ["dashboardRegistrations.counts.confirmed", counts.confirmed],
    ["dashboardRegistrations.counts.held", counts.held],
    ["dashboardRegistrations.counts.waiting", counts.waiting],
    ["dashboardRegistrations.counts.offered", counts.offered],
    ["dashboardRegistrations.counts.cancelled", counts.cancelled],
    ["dashboardRegistrations.counts.checkedIn", counts.checkedIn],
  ] as const;
  return (
    <Wrap gap="4" role="status" aria-label={t("dashboardRegistrations.list")}>
      {shown.map(([name, count]) => (
        <Text key={name}>
          {t(name)}: <strong>{count}</strong>
        </Text>
      ))}
      <Text>
        {t("dashboardRegistrations.counts.capacity")}:{" "}
        <strong>{counts.capacity ?? t("dashboardRegistrations.counts.noLimit")}</strong>
      </Text>
    </Wrap>
  );
}

function columns(
  t: TFunction,
  locale: string,
  onRefund: (registration: ListedRegistration) => void,
): RecordColumn<ListedRegistration>[] {
  return [
    {
      header: t("dashboardRegistrations.columns.code"),
      cell: (row) => row.code,
      cellProps: { fontFamily: "mono" },
    },
    { header: t("dashboardRegistrations.columns.name"), cell: (row) => row.name },
    {
      header: t("dashboardRegistrations.columns.phone"),
      cell: (row) => row.phone,
      cellProps: { whiteSpace: "nowrap" },
    },
    {
      header: t("dashboardRegistrations.columns.status"),
      cell: (row) => (
        <Badge colorPalette={STATUS_WORDS[row.status].palette}>{t(STATUS_WORDS[row.status].name)}</Badge>
      ),
    },
    { header: t("dashboardRegistrations.columns.fee"), cell: (row) => row.feeKes },
    {
      header: t("dashboardRegistrations.columns.checkedIn"),
      cell: (row) => (row.checkedInAt ? formatMomentOf(row.checkedInAt, locale) : ""),
    },
    {
      header: t("dashboardRegistrations.columns.refund"),
      cell: (row) =>
        row.refundKes != null ? (
          t("dashboardRegistrations.refunded", { amount: row.refundKes })
        ) : row.needsRefund ? (
          <HStack gap="2">
            <Badge colorPalette="red">{t("dashboardRegistrations.needsRefund")}</Badge>
            <Button size="xs" variant="outline" onClick={() => onRefund(row)}>
              {t("dashboardRegistrations.recordRefund")}
            </Button>
          </HStack>
        ) : (
          ""
        ),
    },
  ];
}

/** The list's filter by status and its search by name, phone or code. */
function ListFilters({
  status,
  search,
  onStatus,
  onSearch,
}: {
  status: RegistrationStatus | "";
  search: string;
  onStatus: (status: RegistrationStatus | "") => void;
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <HStack gap="3" wrap="wrap">
      <NativeSelect.Root maxW="14rem">
        <NativeSelect.Field
          aria-label={t("dashboardRegistrations.status")}
          value={status}
          onChange={(event) => onStatus(event.currentTarget.value as RegistrationStatus | "")}
        >
          <option value="">{t("dashboardRegistrations.statuses.ALL")}</option>
          {STATUSES.map((each) => (
            <option key={each} value={each}>
              {t(STATUS_WORDS[each].name)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Input
        maxW="20rem"
        type="search"
        aria-label={t("dashboardRegistrations.search")}
        placeholder={t("dashboardRegistrations.search")}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
    </HStack>
  );
}

/**
 * One event's registrations (docs/staff/registrations.md): the counts, the list filtered by status
 * and searched, a page at a time, read again every REFRESH_MS while open; the CSV export, a
 * message to registrants, and the treasurer's record of a refund.
 */
export function RegistrationsPage() {
  const { eventId = "" } = useParams();
  const { t } = useTranslation();
  const locale = useLocale();
  const [status, setStatus] = useState<RegistrationStatus | "">("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<ListedRegistration | null>(null);
  const [messaging, setMessaging] = useState(false);
  const query = useQuery(EventRegistrationsListDocument, {
    variables: { eventId, status: status || null, search: search.trim() || null, page },
    fetchPolicy: "cache-and-network",
    pollInterval: REFRESH_MS,
  });
  const data = query.data;
  const title = data?.event?.title ?? "";
  return (
    <AdminPage
      title={t("dashboardRegistrations.title", { title })}
      intro={t("dashboardRegistrations.intro")}
      actions={
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" asChild>
            <Link to={paths.adminEventCheckIn.getHref(eventId)}>
              {t("dashboardRegistrations.openCheckIn")}
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <a href={`${CSV_PATH}?event=${encodeURIComponent(eventId)}`} download>
              {t("dashboardRegistrations.exportCsv")}
            </a>
          </Button>
          <Button onClick={() => setMessaging(true)}>{t("dashboardRegistrations.message.open")}</Button>
        </HStack>
      }
    >
      {data?.eventRegistrationCounts && <CountsLine counts={data.eventRegistrationCounts} />}
      <AdminSection title={t("dashboardRegistrations.list")}>
        <Stack gap="4">
          <ListFilters
            status={status}
            search={search}
            onStatus={(chosen) => {
              setStatus(chosen);
              setPage(1);
            }}
            onSearch={(words) => {
              setSearch(words);
              setPage(1);
            }}
          />
          <RecordList
            caption={t("dashboardRegistrations.caption")}
            columns={columns(t, locale, setRefunding)}
            records={data?.eventRegistrations.items ?? []}
            state={listState(query)}
            emptyText={t("dashboardRegistrations.none")}
          >
            <ListPager page={page} pageCount={data?.eventRegistrations.pageCount ?? 1} onPage={setPage} />
          </RecordList>
        </Stack>
      </AdminSection>
      <RefundDialog registration={refunding} onClose={() => setRefunding(null)} />
      <MessageDialog eventId={eventId} open={messaging} onClose={() => setMessaging(false)} />
    </AdminPage>
  );
}
