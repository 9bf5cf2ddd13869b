import { useMutation, useQuery } from "@apollo/client/react";
import { Button, HStack, Link, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useLocale } from "../../lib/language";
import { formatDayOf } from "../format";
import {
  AdminParishReturnStatusesDocument,
  AdminRemindParishReturnsDocument,
  type AdminParishReturnStatusesQuery,
  type ParishReturnStatus,
} from "../gql/graphql";
import { ListPager, listState, RecordList, type RecordColumn } from "../record-list";
import { SelectField } from "../select-field";
import { useSave } from "../use-save";
import { StatusBadge, statusWords } from "./parish-return-form";
import "../locales/register";

type Row = AdminParishReturnStatusesQuery["parishReturnStatuses"]["items"][number];
type Archdeaconry = { id: string; name: string };

const STATUSES: ParishReturnStatus[] = ["NOT_STARTED", "DRAFT", "SUBMITTED", "REOPENED"];

/** Where the CSV of a year's returns downloads (api: parish-returns-csv.route.ts). */
export const returnsCsvHref = (year: number, archdeaconryId: string) =>
  `/exports/parish-returns.csv?year=${year}${archdeaconryId ? `&archdeaconryId=${archdeaconryId}` : ""}`;

/** The parishes with their return's status, a page at a time; the diocese reminds and opens them. */
export function ParishReturnStatuses({
  year,
  archdeaconries,
  canRemind,
  onOpen,
}: {
  year: number;
  archdeaconries: Archdeaconry[];
  canRemind: boolean;
  onOpen: (parishId: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [archdeaconryId, setArchdeaconryId] = useState("");
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const query = useQuery(AdminParishReturnStatusesDocument, {
    variables: {
      year,
      archdeaconryId: archdeaconryId || null,
      status: (status || null) as ParishReturnStatus | null,
      page,
    },
    fetchPolicy: "cache-and-network",
  });
  const list = query.data?.parishReturnStatuses;
  const columns: RecordColumn<Row & { id: string }>[] = [
    { header: t("dashboardParishReturns.statuses.parish"), cell: (row) => row.parishName },
    { header: t("dashboardParishReturns.statuses.archdeaconry"), cell: (row) => row.archdeaconryName },
    {
      header: t("dashboardParishReturns.statuses.filterStatus"),
      cell: (row) => <StatusBadge status={row.status} />,
    },
    {
      header: t("dashboardParishReturns.statuses.submittedOn"),
      cell: (row) => (row.submittedAt ? formatDayOf(row.submittedAt as string, locale) : ""),
      cellProps: { whiteSpace: "nowrap" },
    },
  ];
  const choose = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  return (
    <Stack gap="4">
      <StatusFilters
        archdeaconries={archdeaconries}
        archdeaconryId={archdeaconryId}
        onArchdeaconry={choose(setArchdeaconryId)}
        status={status}
        onStatus={choose(setStatus)}
      />
      <RecordList
        caption={t("dashboardParishReturns.statuses.caption")}
        columns={columns}
        records={(list?.items ?? []).map((row) => ({ ...row, id: row.parishId }))}
        state={listState(query)}
        emptyText={t("dashboardParishReturns.statuses.none")}
        actions={(row) => (
          <Button size="xs" variant="outline" onClick={() => onOpen(row.parishId)}>
            {t("dashboardParishReturns.statuses.open")}
          </Button>
        )}
      >
        <ListPager page={list?.page ?? 1} pageCount={list?.pageCount ?? 1} onPage={setPage} />
      </RecordList>
      <HStack gap="4" wrap="wrap">
        {canRemind && <RemindButton year={year} />}
        <Link href={returnsCsvHref(year, archdeaconryId)} color="brand.fg">
          {t("dashboardParishReturns.statuses.csv", { year })}
        </Link>
      </HStack>
    </Stack>
  );
}

/** Which archdeaconry's parishes, and which status, the list shows. */
function StatusFilters(props: {
  archdeaconries: Archdeaconry[];
  archdeaconryId: string;
  onArchdeaconry: (id: string) => void;
  status: string;
  onStatus: (status: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <HStack gap="3" align="end" wrap="wrap">
      <SelectField
        label={t("dashboardParishReturns.statuses.archdeaconry")}
        value={props.archdeaconryId}
        onChange={props.onArchdeaconry}
      >
        <option value="">{t("dashboardParishReturns.statuses.allArchdeaconries")}</option>
        {props.archdeaconries.map((archdeaconry) => (
          <option key={archdeaconry.id} value={archdeaconry.id}>
            {archdeaconry.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t("dashboardParishReturns.statuses.filterStatus")}
        value={props.status}
        onChange={props.onStatus}
      >
        <option value="">{t("dashboardParishReturns.statuses.anyStatus")}</option>
        {STATUSES.map((one) => (
          <option key={one} value={one}>
            {t(statusWords(one))}
          </option>
        ))}
      </SelectField>
    </HStack>
  );
}

/** Remind the parishes not submitted, after a question; the toast says how many were reminded. */
function RemindButton({ year }: { year: number }) {
  const { t } = useTranslation();
  const { save } = useSave();
  const [confirming, setConfirming] = useState(false);
  const [remind] = useMutation(AdminRemindParishReturnsDocument);
  const send = () =>
    save(() => remind({ variables: { year } }), {
      saved: (result) => {
        const sent = result.data?.remindParishReturns;
        return {
          title: t("dashboardParishReturns.statuses.reminded", {
            reminded: sent?.reminded ?? 0,
            today: sent?.remindedToday ?? 0,
            without: sent?.withoutAddress ?? 0,
          }),
        };
      },
      notSaved: t("dashboardParishReturns.statuses.notReminded"),
    });
  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        {t("dashboardParishReturns.statuses.remind")}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t("dashboardParishReturns.statuses.remindTitle")}
        description={t("dashboardParishReturns.statuses.remindDescription", { year })}
        confirmLabel={t("dashboardParishReturns.statuses.remindButton")}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
