import { useQuery } from "@apollo/client/react";
import { Button, Field, Input, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/language";
import { AdminPage, AdminSection } from "../admin-page";
import { AdminAuditLogDocument, type AuditAction, type AuditLogEntryFieldsFragment } from "../gql/graphql";
import { CursorPager, listState, RecordList, type ListPosition, type RecordColumn } from "../record-list";
import { ACTION_DONE_MESSAGES, ACTION_MESSAGES, ACTOR_MESSAGES } from "./audit-log-labels";
import "../locales/register";

/** Where Download CSV gets the entries: the API's CSV of the audit log, with the page's filters. */
const CSV_PATH = "/exports/audit-log.csv";

/** What the page shows: every field empty is everything. */
type AuditFilter = { who: string; entity: string; action: string; from: string; to: string };
const NO_FILTER: AuditFilter = { who: "", entity: "", action: "", from: "", to: "" };

/** A moment as in Kakamega, to the second, in the member of staff's language. */
const momentFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
    timeZone: "Africa/Nairobi",
  });

/**
 * What an entry did to which record: by the name the record had then ("News article “Harvest
 * thanksgiving”: updated"); an entry from before names were kept, by its id.
 */
function whatOf(entry: AuditLogEntryFieldsFragment, t: TFunction): string {
  const action = t(ACTION_DONE_MESSAGES[entry.action]);
  if (entry.label)
    return t("dashboardAuditLog.whatNamed", { entity: entry.entity, label: entry.label, action });
  if (entry.entityId)
    return t("dashboardAuditLog.whatWithId", { entity: entry.entity, id: entry.entityId, action });
  return t("dashboardAuditLog.what", { entity: entry.entity, action });
}

const columns = (t: TFunction, locale: string): RecordColumn<AuditLogEntryFieldsFragment>[] => [
  {
    header: t("dashboardAuditLog.columns.when"),
    cell: (entry) => momentFormat(locale).format(new Date(entry.at)),
    cellProps: { whiteSpace: "nowrap" },
  },
  {
    header: t("dashboardAuditLog.columns.who"),
    cell: (entry) => (
      <Stack gap="0">
        <Text>{entry.actorName ?? t(ACTOR_MESSAGES[entry.actorKind])}</Text>
        {entry.actorName && (
          <Text textStyle="xs" color="fg.muted">
            {t(ACTOR_MESSAGES[entry.actorKind])}
          </Text>
        )}
      </Stack>
    ),
  },
  { header: t("dashboardAuditLog.columns.clientAddress"), cell: (entry) => entry.clientAddress ?? "—" },
  {
    header: t("dashboardAuditLog.columns.what"),
    cell: (entry) => whatOf(entry, t),
  },
  {
    header: t("dashboardAuditLog.columns.fields"),
    cell: (entry) => (entry.fieldsInWords.length ? entry.fieldsInWords.join(", ") : "—"),
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
  const { t } = useTranslation();
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
    <form onSubmit={apply} aria-label={t("dashboardAuditLog.filters.label")}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 6 }} gap="3" alignItems="end">
        <FilterText
          label={t("dashboardAuditLog.filters.who")}
          name="who"
          placeholder={t("dashboardAuditLog.filters.whoPlaceholder")}
        />
        <FilterText
          label={t("dashboardAuditLog.filters.what")}
          name="entity"
          placeholder={t("dashboardAuditLog.filters.whatPlaceholder")}
        />
        <Field.Root>
          <Field.Label>{t("dashboardAuditLog.filters.action")}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field name="action" defaultValue="">
              <option value="">{t("dashboardAuditLog.filters.anyAction")}</option>
              {Object.entries(ACTION_MESSAGES).map(([value, message]) => (
                <option key={value} value={value}>
                  {t(message)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <FilterDay label={t("dashboardAuditLog.filters.from")} name="from" />
        <FilterDay label={t("dashboardAuditLog.filters.to")} name="to" />
        <Button type="submit" size="sm">
          {t("dashboardAuditLog.filters.apply")}
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
  const { t } = useTranslation();
  const locale = useLocale();
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER);
  const [position, setPosition] = useState<ListPosition>({});
  const query = useQuery(AdminAuditLogDocument, {
    variables: { ...position, ...variablesOf(filter) },
    fetchPolicy: "cache-and-network",
  });
  const log = query.data?.auditLog;

  return (
    <AdminPage
      title={t("dashboardAuditLog.title")}
      intro={t("dashboardAuditLog.intro")}
      actions={
        <Button variant="outline" asChild>
          <a href={`${CSV_PATH}${queryStringOf(filter)}`} download>
            {t("dashboardAuditLog.downloadCsv")}
          </a>
        </Button>
      }
    >
      <AdminSection title={t("dashboardAuditLog.entries")}>
        <Stack gap="4">
          <AuditFilters
            onApply={(next) => {
              setFilter(next);
              setPosition({});
            }}
          />
          {log && (
            <Text role="status" fontWeight="medium">
              {t("dashboardAuditLog.count", { count: log.total })}
            </Text>
          )}
          <RecordList
            caption={t("dashboardAuditLog.caption")}
            columns={columns(t, locale)}
            records={log?.items ?? []}
            state={listState(query)}
            emptyText={t("dashboardAuditLog.none")}
          >
            <CursorPager list={log} onMove={setPosition} />
          </RecordList>
        </Stack>
      </AdminSection>
    </AdminPage>
  );
}
