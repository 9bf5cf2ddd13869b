import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormDialog } from "../../components/form-dialog";
import { AdminPage, AdminSection } from "../admin-page";
import { countOf, formatDayOf, formatKes } from "../format";
import {
  AdminContributionsDocument,
  AdminGiftProjectsDocument,
  CheckGiftStatusDocument,
  type AdminGiftFieldsFragment,
} from "../gql/graphql";
import { ListPager, listState, RecordList, type RecordColumn } from "../record-list";
import { useSave } from "../use-save";
import { filterQueryString, filterVariables, GiftFilters, NO_FILTER, type GiftFilter } from "./gift-filters";
import { METHOD_LABELS, SOURCE_LABELS, STATUS_LABELS } from "./gift-labels";
import { RecordGiftForm } from "./record-gift-form";
import { ReverseGiftForm } from "./reverse-gift-form";

/** Where the export is downloaded: the API's CSV of the ledger, with the page's filters. */
const CSV_PATH = "/exports/contributions.csv";

const STATUS_PALETTES = { PAID: "green", PENDING: "orange", FAILED: "red" } as const;

const COLUMNS: RecordColumn<AdminGiftFieldsFragment>[] = [
  {
    header: "Date",
    cell: (gift) => formatDayOf(gift.paidAt ?? gift.createdAt),
    cellProps: { whiteSpace: "nowrap" },
  },
  {
    header: "Amount",
    cell: (gift) => formatKes(gift.amountKes),
    cellProps: { whiteSpace: "nowrap", fontWeight: "medium" },
  },
  {
    header: "Status",
    cell: (gift) => <Badge colorPalette={STATUS_PALETTES[gift.status]}>{STATUS_LABELS[gift.status]}</Badge>,
  },
  {
    header: "Source",
    cell: (gift) =>
      gift.method
        ? `${SOURCE_LABELS[gift.source]}: ${METHOD_LABELS[gift.method]}`
        : SOURCE_LABELS[gift.source],
  },
  {
    header: "Donor",
    cell: (gift) => (
      <Stack gap="0">
        <Text>{gift.donorName ?? "—"}</Text>
        {gift.anonymous && (
          <Text textStyle="xs" color="fg.muted">
            anonymous to the public
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
    header: "Receipt",
    cell: (gift) => (
      <Stack gap="0">
        <Text>{gift.receiptNumber ?? "—"}</Text>
        {(gift.mpesaReceipt ?? gift.reference) && (
          <Text textStyle="xs" color="fg.muted">
            {gift.mpesaReceipt ?? gift.reference}
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
  { header: "Project", cell: (gift) => gift.project.title },
];

/** Asks M-Pesa now how a pending prompt ended. */
function CheckStatusButton({ gift }: { gift: AdminGiftFieldsFragment }) {
  const [checkStatus] = useMutation(CheckGiftStatusDocument, {
    refetchQueries: ["AdminContributions"],
    awaitRefetchQueries: true,
  });
  const { save } = useSave();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="xs"
      variant="outline"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void save(() => checkStatus({ variables: { id: gift.id } }), {
          saved: (result) => ({
            title: "M-Pesa was asked",
            description: `The gift is ${STATUS_LABELS[result.data?.checkGiftStatus.status ?? "PENDING"].toLowerCase()}.`,
          }),
          notSaved: "M-Pesa could not be asked",
        }).finally(() => setBusy(false));
      }}
    >
      Ask M-Pesa
    </Button>
  );
}

function GiftActions({ gift, onReverse }: { gift: AdminGiftFieldsFragment; onReverse: () => void }) {
  if (gift.status === "PENDING" && gift.source === "STK") return <CheckStatusButton gift={gift} />;
  if (gift.status === "PAID" && gift.source !== "REVERSAL" && gift.source !== "OPENING")
    return (
      <Button size="xs" variant="outline" colorPalette="red" onClick={onReverse}>
        Reverse
      </Button>
    );
  return null;
}

/** The ledger of gifts, for treasurers and system admins: filters, totals, export, record, reverse. */
export function ContributionsPage() {
  const [filter, setFilter] = useState<GiftFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [recording, setRecording] = useState(false);
  const [reversing, setReversing] = useState<AdminGiftFieldsFragment | null>(null);
  const projects = useQuery(AdminGiftProjectsDocument);
  const query = useQuery(AdminContributionsDocument, {
    variables: { page, ...filterVariables(filter) },
    fetchPolicy: "cache-and-network",
  });
  const { data } = query;
  const gifts = data?.contributions.items ?? [];
  const changeFilter = (next: GiftFilter) => {
    setFilter(next);
    setPage(1);
  };

  return (
    <AdminPage
      title="Contributions"
      intro="Every gift to the diocese's projects: by M-Pesa prompt, by paybill, and recorded by staff. Totals count paid entries unless a status is chosen."
      actions={
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" asChild>
            <a href={`${CSV_PATH}${filterQueryString(filter)}`} download>
              Export CSV
            </a>
          </Button>
          <Button onClick={() => setRecording(true)}>Record a gift</Button>
        </HStack>
      }
    >
      <AdminSection title="Gifts">
        <Stack gap="4">
          <GiftFilters
            filter={filter}
            projects={projects.data?.projects.items ?? []}
            onChange={changeFilter}
          />
          {data && (
            <Text role="status" fontWeight="medium">
              {formatKes(data.giftTotals.amountKes)} in {countOf(data.giftTotals.entries, "entry", "entries")}
            </Text>
          )}
          <RecordList
            caption="Gifts"
            columns={COLUMNS}
            records={gifts}
            actions={(gift) => <GiftActions gift={gift} onReverse={() => setReversing(gift)} />}
            state={listState(query)}
            emptyText="No gifts match these filters."
          >
            <ListPager page={page} pageCount={data?.contributions.pageCount ?? 1} onPage={setPage} />
          </RecordList>
        </Stack>
      </AdminSection>
      <FormDialog title="Record a gift" open={recording} onClose={() => setRecording(false)}>
        <RecordGiftForm onClose={() => setRecording(false)} />
      </FormDialog>
      <FormDialog title="Reverse a gift" open={reversing !== null} onClose={() => setReversing(null)}>
        {reversing && <ReverseGiftForm gift={reversing} onClose={() => setReversing(null)} />}
      </FormDialog>
    </AdminPage>
  );
}
