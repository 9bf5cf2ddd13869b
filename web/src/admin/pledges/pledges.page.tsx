import { useQuery } from "@apollo/client/react";
import { Badge, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../components/form-dialog";
import { useLocale } from "../../lib/language";
import { todayInKakamega } from "../../lib/today";
import { AdminPage, AdminSection } from "../admin-page";
import { formatDayOf, formatKes } from "../format";
import {
  AdminGiftProjectsDocument,
  AdminPledgesDocument,
  type AdminPledgeFieldsFragment,
} from "../gql/graphql";
import { CursorPager, listState, RecordList, type ListPosition, type RecordColumn } from "../record-list";
import {
  filterQueryString,
  filterVariables,
  NO_FILTER,
  PledgeFilters,
  type PledgeFilter,
} from "./pledge-filters";
import { AdjustPledgeForm, CancelPledgeForm, PaperPledgeForm } from "./pledge-forms";
import { KIND_MESSAGES, SCHEDULE_MESSAGES, STATUS_MESSAGES } from "./pledge-labels";
import "../locales/register";

type Pledge = AdminPledgeFieldsFragment;

/** Where the export is downloaded: the API's CSV of the pledges, with the page's filters. */
const CSV_PATH = "/exports/pledges.csv";
const STATUS_PALETTES = { OPEN: "blue", FULFILLED: "green", CANCELLED: "gray" } as const;

const columns = (t: TFunction, locale: string, today: string): RecordColumn<Pledge>[] => [
  {
    header: t("dashboardPledges.columns.pledger"),
    cell: (pledge) => (
      <Stack gap="0">
        <Text fontWeight="medium">{pledge.name}</Text>
        <Text textStyle="xs" color="fg.muted">
          {t(KIND_MESSAGES[pledge.pledgerKind])} · P{pledge.id}
        </Text>
        {pledge.phone && (
          <Text textStyle="xs" color="fg.muted">
            {pledge.phone}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    header: t("dashboardPledges.columns.amounts"),
    cell: (pledge) => (
      <Stack gap="0">
        <Text>{t("dashboardPledges.promised", { amount: formatKes(pledge.amountKes, locale) })}</Text>
        <Text textStyle="xs" color="fg.muted">
          {t("dashboardPledges.paid", { amount: formatKes(pledge.paidKes, locale) })}
        </Text>
      </Stack>
    ),
    cellProps: { whiteSpace: "nowrap" },
  },
  {
    header: t("dashboardPledges.columns.due"),
    cell: (pledge) => (
      <Stack gap="0">
        <Text color={pledge.status === "OPEN" && pledge.dueOn < today ? "fg.error" : undefined}>
          {pledge.dueOn}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {t(SCHEDULE_MESSAGES[pledge.schedule])}
        </Text>
      </Stack>
    ),
  },
  {
    header: t("dashboardPledges.columns.status"),
    cell: (pledge) => (
      <Stack gap="1" align="start">
        <Badge colorPalette={STATUS_PALETTES[pledge.status]}>{t(STATUS_MESSAGES[pledge.status])}</Badge>
        {pledge.cancelReason && (
          <Text textStyle="xs" color="fg.muted">
            {pledge.cancelReason}
          </Text>
        )}
        {pledge.changes.map((change) => (
          <Text key={change.id} textStyle="xs" color="fg.muted">
            {t("dashboardPledges.changed", {
              date: formatDayOf(change.changedAt, locale),
              from: change.fromValue,
              to: change.toValue,
              reason: change.reason,
            })}
          </Text>
        ))}
      </Stack>
    ),
  },
  {
    header: t("dashboardPledges.columns.reminders"),
    cell: (pledge) =>
      pledge.nextReminderOn
        ? t("dashboardPledges.nextReminder", { date: pledge.nextReminderOn })
        : pledge.remindersConsentAt
          ? t("dashboardPledges.noReminderDue")
          : t("dashboardPledges.noReminders"),
  },
];

/** The page's own buttons: the CSV of what the filter chooses, and a pledge taken on paper. */
function PledgeActions({ filter, onRecord }: { filter: PledgeFilter; onRecord: () => void }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" wrap="wrap">
      <Button variant="outline" asChild>
        <a href={`${CSV_PATH}${filterQueryString(filter)}`} download>
          {t("dashboardPledges.exportCsv")}
        </a>
      </Button>
      <Button onClick={onRecord}>{t("dashboardPledges.paper.title")}</Button>
    </HStack>
  );
}

type Editing = { pledge: Pledge; action: "adjust" | "cancel" } | null;

/** A pledge's own buttons: change it while it stands, cancel it while it is open. */
function PledgeRowActions({ pledge, onEdit }: { pledge: Pledge; onEdit: (editing: Editing) => void }) {
  const { t } = useTranslation();
  if (pledge.status === "CANCELLED") return null;
  return (
    <HStack gap="2" wrap="wrap">
      <Button size="xs" variant="outline" onClick={() => onEdit({ pledge, action: "adjust" })}>
        {t("dashboardPledges.adjust.button")}
      </Button>
      {pledge.status === "OPEN" && (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          onClick={() => onEdit({ pledge, action: "cancel" })}
        >
          {t("dashboardPledges.cancel.button")}
        </Button>
      )}
    </HStack>
  );
}

/** The page's forms, each in its dialog: a paper pledge, a change, a cancellation. */
function PledgeDialogs({
  recording,
  editing,
  onClose,
}: {
  recording: boolean;
  editing: Editing;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormDialog title={t("dashboardPledges.paper.title")} open={recording} onClose={onClose}>
        <PaperPledgeForm onClose={onClose} />
      </FormDialog>
      <FormDialog
        title={
          editing?.action === "cancel"
            ? t("dashboardPledges.cancel.title")
            : t("dashboardPledges.adjust.title")
        }
        open={editing !== null}
        onClose={onClose}
      >
        {editing?.action === "adjust" && <AdjustPledgeForm pledge={editing.pledge} onClose={onClose} />}
        {editing?.action === "cancel" && <CancelPledgeForm pledge={editing.pledge} onClose={onClose} />}
      </FormDialog>
    </>
  );
}

/** The pledges, for treasurers and system admins: filters, totals, export, paper pledges, changes. */
export function PledgesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [filter, setFilter] = useState<PledgeFilter>(NO_FILTER);
  const [position, setPosition] = useState<ListPosition>({});
  const [recording, setRecording] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const projects = useQuery(AdminGiftProjectsDocument);
  const query = useQuery(AdminPledgesDocument, {
    variables: { ...position, ...filterVariables(filter) },
    fetchPolicy: "cache-and-network",
  });
  const { data } = query;
  const totals = data?.pledgeTotals;
  const today = todayInKakamega();
  return (
    <AdminPage
      title={t("dashboardPledges.title")}
      intro={t("dashboardPledges.intro")}
      actions={<PledgeActions filter={filter} onRecord={() => setRecording(true)} />}
    >
      <AdminSection title={t("dashboardPledges.pledges")}>
        <Stack gap="4">
          <PledgeFilters
            filter={filter}
            projects={projects.data?.projects.items ?? []}
            onChange={(next) => {
              setFilter(next);
              setPosition({});
            }}
          />
          {totals && (
            <Text role="status" fontWeight="medium">
              {t("dashboardPledges.totals", {
                count: totals.pledges,
                promised: formatKes(totals.promisedKes, locale),
                paid: formatKes(totals.paidKes, locale),
                overdue: totals.overdue,
                owed: formatKes(totals.overdueKes, locale),
              })}
            </Text>
          )}
          <RecordList
            caption={t("dashboardPledges.pledges")}
            columns={columns(t, locale, today)}
            records={data?.pledges.items ?? []}
            actions={(pledge) => <PledgeRowActions pledge={pledge} onEdit={setEditing} />}
            state={listState(query)}
            emptyText={t("dashboardPledges.none")}
          >
            <CursorPager list={data?.pledges} onMove={setPosition} />
          </RecordList>
        </Stack>
      </AdminSection>
      <PledgeDialogs
        recording={recording}
        editing={editing}
        onClose={() => {
          setRecording(false);
          setEditing(null);
        }}
      />
    </AdminPage>
  );
}
