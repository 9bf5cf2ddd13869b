import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, HStack, NativeSelect, Stack, Text } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useLocale } from "../../lib/language";
import { todayInKakamega } from "../../lib/today";
import { AdminPage, AdminSection } from "../admin-page";
import { formatMomentOf } from "../format";
import {
  AdminGivingStatementsDocument,
  SendGivingStatementsDocument,
  type AdminGivingStatementsQuery,
  type StatementChannel,
  type StatementSendStatus,
} from "../gql/graphql";
import { CursorPager, listState, RecordList, type ListPosition, type RecordColumn } from "../record-list";
import { useSave } from "../use-save";
import "../locales/register";

type Sent = AdminGivingStatementsQuery["givingStatementsSent"]["items"][number];

/** Where the export is downloaded: the API's CSV of the year's statements. */
const CSV_PATH = "/exports/giving-statements.csv";
/** The years offered: this one and the five before. */
const YEARS_OFFERED = 6;

const CHANNELS = {
  SMS: "dashboardStatements.channels.SMS",
  EMAIL: "dashboardStatements.channels.EMAIL",
} as const satisfies Record<StatementChannel, string>;
const STATUSES = {
  QUEUED: { name: "dashboardStatements.statuses.QUEUED", palette: "gray" },
  SENT: { name: "dashboardStatements.statuses.SENT", palette: "green" },
  FAILED: { name: "dashboardStatements.statuses.FAILED", palette: "red" },
} as const satisfies Record<StatementSendStatus, { name: string; palette: string }>;

const columns = (t: TFunction, locale: string): RecordColumn<Sent>[] => [
  {
    header: t("dashboardStatements.columns.donor"),
    cell: (sent) => sent.phone,
    cellProps: { whiteSpace: "nowrap" },
  },
  { header: t("dashboardStatements.columns.asked"), cell: (sent) => formatMomentOf(sent.createdAt, locale) },
  {
    header: t("dashboardStatements.columns.sent"),
    cell: (sent) => (sent.sentAt ? formatMomentOf(sent.sentAt, locale) : ""),
  },
  {
    header: t("dashboardStatements.columns.how"),
    cell: (sent) => (sent.channel ? t(CHANNELS[sent.channel]) : ""),
  },
  {
    header: t("dashboardStatements.columns.status"),
    cell: (sent) => (
      <Badge colorPalette={STATUSES[sent.status].palette}>{t(STATUSES[sent.status].name)}</Badge>
    ),
  },
];

/** The year whose statements the page shows: this one and the five before. */
function YearChoice({
  year,
  thisYear,
  onChange,
}: {
  year: number;
  thisYear: number;
  onChange: (year: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <HStack gap="3">
      <Text fontWeight="medium" aria-hidden>
        {t("dashboardStatements.year")}
      </Text>
      <NativeSelect.Root maxW="8rem">
        <NativeSelect.Field
          aria-label={t("dashboardStatements.year")}
          value={String(year)}
          onChange={(event) => onChange(Number(event.currentTarget.value))}
        >
          {Array.from({ length: YEARS_OFFERED }, (_, back) => thisYear - back).map((each) => (
            <option key={each} value={each}>
              {each}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}

/**
 * Giving statements, for treasurers and system admins: a year's donors, how many were sent their
 * statement, the button that sends every donor theirs (once each, by the API's timed job) and the
 * list of who was sent it.
 */
export function GivingStatementsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const thisYear = Number(todayInKakamega().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [position, setPosition] = useState<ListPosition>({});
  const [confirming, setConfirming] = useState(false);
  const query = useQuery(AdminGivingStatementsDocument, {
    variables: { year, ...position },
    fetchPolicy: "cache-and-network",
  });
  const [send] = useMutation(SendGivingStatementsDocument, {
    refetchQueries: ["AdminGivingStatements"],
    awaitRefetchQueries: true,
  });
  const { save } = useSave();
  const summary = query.data?.givingStatementYear;
  const list = query.data?.givingStatementsSent;

  return (
    <AdminPage
      title={t("dashboardStatements.title")}
      intro={t("dashboardStatements.intro")}
      actions={
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" asChild>
            <a href={`${CSV_PATH}?year=${year}`} download>
              {t("dashboardStatements.exportCsv")}
            </a>
          </Button>
          <Button onClick={() => setConfirming(true)} disabled={!summary || summary.donors === 0}>
            {t("dashboardStatements.send")}
          </Button>
        </HStack>
      }
    >
      <AdminSection title={t("dashboardStatements.list")}>
        <Stack gap="4">
          <YearChoice
            year={year}
            thisYear={thisYear}
            onChange={(chosen) => {
              setYear(chosen);
              setPosition({});
            }}
          />
          {summary && (
            <Text role="status" fontWeight="medium">
              {t("dashboardStatements.summary", summary)}
            </Text>
          )}
          <RecordList
            caption={t("dashboardStatements.caption")}
            columns={columns(t, locale)}
            records={list?.items ?? []}
            state={listState(query)}
            emptyText={t("dashboardStatements.none")}
          >
            <CursorPager list={list} onMove={setPosition} />
          </RecordList>
        </Stack>
      </AdminSection>
      <ConfirmDialog
        open={confirming}
        title={t("dashboardStatements.confirmTitle", { year })}
        description={t("dashboardStatements.confirmText")}
        confirmLabel={t("dashboardStatements.confirm")}
        onConfirm={async () => {
          await save(() => send({ variables: { year } }), {
            saved: { title: t("dashboardStatements.sent") },
            notSaved: t("dashboardStatements.notSent"),
          });
        }}
        onClose={() => setConfirming(false)}
      />
    </AdminPage>
  );
}
