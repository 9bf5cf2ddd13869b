import { useMutation, useQuery } from "@apollo/client/react";
import { Button, HStack, Tabs, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { FormDialog } from "../../components/form-dialog";
import type { AdminEventFieldsFragment, EventPeriod } from "../gql/graphql";
import { AdminPage, AdminSection, ListStatus } from "../admin-page";
import { useSave } from "../use-save";
import { RecordActions } from "../record-actions";
import { listState, RecordList, type RecordColumn } from "../record-list";
import { EditEvent } from "./edit-event";
import { EditScopeDialog } from "./edit-scope-dialog";
import { EventForm, newEventFor, type EventChoices } from "./event-form";
import { isScopedEditor, useStaff } from "../staff-context";
import { LIST_REFETCH } from "./event-refetch";
import { lowerFirst } from "./repeat-values";
import { useEventWords, type EventWords } from "./event-words";
import { NeedsTranslationBadge, NeedsTranslationFilter } from "../translation/kiswahili-fields";
import {
  AdminEventChoicesDocument,
  AdminEventsDocument,
  CreateEventDocument,
  DeleteEventDocument,
  type EditScope,
} from "../gql/graphql";

/** Of a repeating event, its next date's; of another, its own. */
const shown = (event: AdminEventFieldsFragment) => (event.repeat ? event.nextOccurrence : null) ?? event;

const columns = (words: EventWords): RecordColumn<AdminEventFieldsFragment>[] => [
  {
    header: words.t("dashboardEvents.columns.title"),
    cell: (event) => (
      <>
        <HStack as="span" gap="2" wrap="wrap">
          <span>{event.title}</span>
          <NeedsTranslationBadge needsTranslation={event.needsTranslation} />
        </HStack>
        {(event.parish || event.department) && (
          <Text textStyle="xs" color="fg.muted" fontWeight="normal">
            {[event.parish?.name, event.department?.name].filter(Boolean).join(" · ")}
          </Text>
        )}
        {event.repeat && (
          <Text textStyle="xs" color="fg.muted" fontWeight="normal">
            {words.repeatSummary(event.repeat, event.date)}
          </Text>
        )}
      </>
    ),
    cellProps: { fontWeight: "medium" },
  },
  {
    header: words.t("dashboardEvents.columns.date"),
    cell: (event) => <EventDate event={event} />,
    cellProps: { whiteSpace: "nowrap" },
  },
  {
    header: words.t("dashboardEvents.columns.time"),
    cell: (event) => words.time(shown(event).startTime),
    cellProps: { whiteSpace: "nowrap" },
  },
  {
    header: words.t("dashboardEvents.columns.endTime"),
    cell: (event) => words.time(shown(event).endTime),
    cellProps: { whiteSpace: "nowrap" },
  },
  { header: words.t("dashboardEvents.columns.place"), cell: (event) => event.place ?? "—" },
];

/** An event's day; of a repeating one, its next date (or its last, once it has none to come). */
function EventDate({ event }: { event: AdminEventFieldsFragment }) {
  const { t, day } = useEventWords();
  if (!event.repeat) return <>{day(event.date)}</>;
  if (event.nextOccurrence) return <>{t("dashboardEvents.next", { date: day(event.nextOccurrence.date) })}</>;
  return (
    <>
      {event.lastDate
        ? t("dashboardEvents.last", { date: day(event.lastDate) })
        : t("dashboardEvents.noMoreDates")}
    </>
  );
}

/**
 * Edit and Delete of a repeating event with dates to come: Delete asks whether it is for its next
 * date alone, that date and those after it, or all of them.
 */
function RepeatingEventActions({
  event,
  next,
  onEdit,
}: {
  event: AdminEventFieldsFragment;
  next: NonNullable<AdminEventFieldsFragment["nextOccurrence"]>;
  onEdit: () => void;
}) {
  const [deleteEvent] = useMutation(DeleteEventDocument, LIST_REFETCH);
  const { save } = useSave();
  const [asking, setAsking] = useState(false);
  const words = useEventWords();
  const { t } = words;
  const when = words.weekdayAndDate(next.date);
  const remove = (scope: EditScope) =>
    save(
      () =>
        deleteEvent({
          variables: { id: event.id, scope, occurrenceDate: scope === "ALL" ? null : next.occurrenceDate },
        }),
      {
        saved:
          scope === "THIS_ONE"
            ? {
                title: t("dashboardEvents.dateCancelled"),
                description: t("dashboardEvents.titleAndDate", { title: event.title, date: when }),
              }
            : scope === "THIS_AND_FOLLOWING"
              ? {
                  title: t("dashboardEvents.datesDeleted"),
                  description: t("dashboardEvents.fromOn", { title: event.title, date: when }),
                }
              : { title: t("dashboardEvents.deleted"), description: event.title },
        notSaved: t("dashboardEvents.notDeleted"),
      },
    );
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-label={t("dashboard.list.editName", { name: event.title })}
        onClick={onEdit}
      >
        {t("dashboard.list.edit")}
      </Button>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        aria-label={t("dashboard.list.deleteName", { name: event.title })}
        onClick={() => setAsking(true)}
      >
        {t("dashboard.list.delete")}
      </Button>
      <EditScopeDialog
        question={
          asking
            ? {
                action: "delete",
                description: t("dashboardEvents.repeatsNext", {
                  title: event.title,
                  summary: lowerFirst(event.repeat ? words.repeatSummary(event.repeat, event.date) : ""),
                  date: when,
                }),
              }
            : null
        }
        onConfirm={remove}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

function EventsTable({
  period,
  untranslatedOnly,
  onEdit,
}: {
  period: EventPeriod;
  untranslatedOnly: boolean;
  onEdit: (id: string) => void;
}) {
  const staff = useStaff();
  // A parish or department editor lists the events they may change: their parish's or department's.
  const parishId = staff.role === "PARISH_EDITOR" ? (staff.parish?.id ?? null) : null;
  const departmentId = staff.role === "DEPARTMENT_EDITOR" ? (staff.department?.id ?? null) : null;
  const query = useQuery(AdminEventsDocument, {
    variables: {
      period,
      page: 1,
      ...(parishId && { parishId }),
      ...(departmentId && { departmentId }),
      ...(untranslatedOnly && { needsTranslation: true }),
    },
    // One whose parish or department was deleted keeps none until a system admin chooses another.
    skip: isScopedEditor(staff) && !parishId && !departmentId,
    fetchPolicy: "cache-and-network",
  });
  const [deleteEvent] = useMutation(DeleteEventDocument, LIST_REFETCH);
  const words = useEventWords();
  const { t } = words;
  const { data } = query;
  const events = data?.events.items ?? [];
  return (
    <RecordList
      caption={period === "PAST" ? t("dashboardEvents.pastCaption") : t("dashboardEvents.upcomingCaption")}
      columns={columns(words)}
      records={events}
      actions={(event) =>
        event.repeat && event.nextOccurrence ? (
          <RepeatingEventActions event={event} next={event.nextOccurrence} onEdit={() => onEdit(event.id)} />
        ) : (
          <RecordActions
            name={event.title}
            onEdit={() => onEdit(event.id)}
            confirmTitle={t("dashboardEvents.confirmDelete")}
            confirmDescription={
              event.repeat
                ? t("dashboardEvents.deleteAllDates", { title: event.title })
                : t("dashboardEvents.deleteOn", { title: event.title, date: words.day(event.date) })
            }
            onDelete={() => deleteEvent({ variables: { id: event.id, scope: "ALL", occurrenceDate: null } })}
            deletedTitle={t("dashboardEvents.deleted")}
            notDeletedTitle={t("dashboardEvents.notDeleted")}
          />
        )
      }
      state={listState(query)}
      emptyText={
        untranslatedOnly
          ? t("dashboard.translation.noneNeedTranslation")
          : period === "PAST"
            ? t("dashboardEvents.noPast")
            : t("dashboardEvents.noUpcoming")
      }
    >
      {data && data.events.total > events.length && (
        <Text mt="2" textStyle="sm" color="fg.muted">
          {t("dashboardEvents.showingFirst", { shown: events.length, total: data.events.total })}
        </Text>
      )}
    </RecordList>
  );
}

/** The event forms wait for the parishes and departments, so that a select never shows None for an
 * event that has one. Asked again each time, so that a parish added since is there. */
function WithEventChoices({ children }: { children: (choices: EventChoices) => ReactNode }) {
  const query = useQuery(AdminEventChoicesDocument, { fetchPolicy: "cache-and-network" });
  return (
    <ListStatus {...listState(query)} empty={!query.data} emptyText="">
      {query.data && children(query.data)}
    </ListStatus>
  );
}

export function EventsPage() {
  const [params, setParams] = useSearchParams();
  const editing = params.get("edit");
  const [period, setPeriod] = useState<EventPeriod>("UPCOMING");
  const [untranslatedOnly, setUntranslatedOnly] = useState(false);
  const [createEvent] = useMutation(CreateEventDocument, LIST_REFETCH);
  const { save } = useSave();
  const edit = (id: string | null) => setParams(id ? { edit: id } : {}, { replace: true });
  const staff = useStaff();
  const { t } = useEventWords();

  return (
    <AdminPage title={t("dashboardEvents.title")} intro={t("dashboardEvents.intro")}>
      <AdminSection title={t("dashboardEvents.createSection")}>
        <WithEventChoices>
          {(choices) => (
            <EventForm
              initial={newEventFor(staff)}
              choices={choices}
              submitLabel={t("dashboardEvents.createEvent")}
              busyLabel={t("dashboardEvents.creating")}
              resetAfterSave
              onSubmit={async (input) => {
                await save(() => createEvent({ variables: { input } }), {
                  saved: { title: t("dashboardEvents.created"), description: input.title },
                });
              }}
            />
          )}
        </WithEventChoices>
      </AdminSection>
      <AdminSection
        title={t("dashboardEvents.title")}
        actions={<NeedsTranslationFilter checked={untranslatedOnly} onCheckedChange={setUntranslatedOnly} />}
      >
        <Tabs.Root
          value={period}
          onValueChange={(details) => setPeriod(details.value as EventPeriod)}
          variant="line"
        >
          <Tabs.List mb="4">
            <Tabs.Trigger value="UPCOMING">{t("dashboardEvents.upcoming")}</Tabs.Trigger>
            <Tabs.Trigger value="PAST">{t("dashboardEvents.past")}</Tabs.Trigger>
          </Tabs.List>
          <EventsTable period={period} untranslatedOnly={untranslatedOnly} onEdit={edit} />
        </Tabs.Root>
      </AdminSection>
      <FormDialog title={t("dashboardEvents.editEvent")} open={Boolean(editing)} onClose={() => edit(null)}>
        {editing && (
          <WithEventChoices>
            {(choices) => <EditEvent id={editing} choices={choices} onClose={() => edit(null)} />}
          </WithEventChoices>
        )}
      </FormDialog>
    </AdminPage>
  );
}
