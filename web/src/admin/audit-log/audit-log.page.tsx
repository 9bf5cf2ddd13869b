import { useQuery } from "@apollo/client/react";
import { Button, Field, Input, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { AdminPage, AdminSection } from "../admin-page";
import { countOf } from "../format";
import { AdminAuditLogDocument, type AuditAction, type AuditLogEntryFieldsFragment } from "../gql/graphql";
import { ListPager, listState, RecordList, type RecordColumn } from "../record-list";
import { ACTION_LABELS, ACTOR_LABELS, fieldLabel } from "./audit-log-labels";

/** Where Download CSV gets the entries: the API's CSV of the audit log, with the page's filters. */
const CSV_PATH = "/exports/audit-log.csv";

/** What the page shows: every field empty is everything. */
type AuditFilter = { who: string; entity: string; action: string; from: string; to: string };
const NO_FILTER: AuditFilter = { who: "", entity: "", action: "", from: "", to: "" };

const moment = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZone: "Africa/Nairobi",
});

const COLUMNS: RecordColumn<AuditLogEntryFieldsFragment>[] = [
  {
    header: "When (Kakamega)",
    cell: (entry) => moment.format(new Date(entry.at)),
    cellProps: { whiteSpace: "nowrap" },
  },
  {
    header: "Who",
    cell: (entry) => (
      <Stack gap="0">
        <Text>{entry.actorName ?? ACTOR_LABELS[entry.actorKind]}</Text>
        {entry.actorName && (
          <Text textStyle="xs" color="fg.muted">
            {ACTOR_LABELS[entry.actorKind]}
          </Text>
        )}
      </Stack>
    ),
  },
  { header: "Client address", cell: (entry) => entry.clientAddress ?? "—" },
  {
    header: "What",
    cell: (entry) =>
      `${entry.entity}${entry.entityId ? ` #${entry.entityId}` : ""}: ${ACTION_LABELS[entry.action].toLowerCase()}`,
  },
  {
    header: "Fields",
    cell: (entry) => (entry.fields.length ? entry.fields.map(fieldLabel).join(", ") : "—"),
  },
];

function FilterText({
  label,
  name,
  placeholder,
}: {
  label: string;
  name: keyof AuditFilter;
  placeholder?: string;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" name={name} placeholder={placeholder} />
    </Field.Root>
  );
}

function FilterDay({ label, name }: { label: string; name: keyof AuditFilter }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" type="date" name={name} />
    </Field.Root>
  );
}

/** The filters, applied together when sent, so that typing a name asks the API once. */
function AuditFilters({ onApply }: { onApply: (filter: AuditFilter) => void }) {
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: keyof AuditFilter) => String(form.get(name) ?? "").trim();
    onApply({
      who: text("who"),
      entity: text("entity"),
      action: text("action"),
      from: text("from"),
      to: text("to"),
    });
  };
  return (
    <form onSubmit={apply} aria-label="Filters">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 6 }} gap="3" alignItems="end">
        <FilterText label="Who" name="who" placeholder="A name, token or e-mail" />
        <FilterText label="What" name="entity" placeholder="News article, Staff account…" />
        <Field.Root>
          <Field.Label>Action</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field name="action" defaultValue="">
              <option value="">Any action</option>
              {Object.entries(ACTION_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <FilterDay label="From" name="from" />
        <FilterDay label="To" name="to" />
        <Button type="submit" size="sm">
          Apply filters
        </Button>
      </SimpleGrid>
    </form>
  );
}

function variablesOf(filter: AuditFilter) {
  return {
    who: filter.who || null,
    entity: filter.entity || null,
    action: (filter.action || null) as AuditAction | null,
    from: filter.from || null,
    to: filter.to || null,
  };
}

function queryStringOf(filter: AuditFilter): string {
  const entries = Object.entries(filter).filter(([, value]) => value !== "");
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : "";
}

/**
 * The audit log, for system admins: who did what to the site, when and from where, newest first.
 * It only reads: nothing changes or deletes an entry.
 */
export function AuditLogPage() {
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const query = useQuery(AdminAuditLogDocument, {
    variables: { page, ...variablesOf(filter) },
    fetchPolicy: "cache-and-network",
  });
  const log = query.data?.auditLog;

  return (
    <AdminPage
      title="Audit log"
      intro="Every change to the site by staff and API tokens, sign-ins and failed ones, password changes and gifts: who, when (Kakamega time), from which address, and which fields changed. Entries cannot be edited or deleted; they are kept for the retention period the site is set to."
      actions={
        <Button variant="outline" asChild>
          <a href={`${CSV_PATH}${queryStringOf(filter)}`} download>
            Download CSV
          </a>
        </Button>
      }
    >
      <AdminSection title="Entries">
        <Stack gap="4">
          <AuditFilters
            onApply={(next) => {
              setFilter(next);
              setPage(1);
            }}
          />
          {log && (
            <Text role="status" fontWeight="medium">
              {countOf(log.total, "entry", "entries")}
            </Text>
          )}
          <RecordList
            caption="Audit log entries"
            columns={COLUMNS}
            records={log?.items ?? []}
            state={listState(query)}
            emptyText="No entries match these filters."
          >
            <ListPager page={page} pageCount={log?.pageCount ?? 1} onPage={setPage} />
          </RecordList>
        </Stack>
      </AdminSection>
    </AdminPage>
  );
}
