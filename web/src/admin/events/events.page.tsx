import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Tabs, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { spokenWeekdayAndDate } from "../../../../api/src/site/calendar-days";
import { FormDialog } from "../../components/form-dialog";
import type { AdminEventFieldsFragment, EventPeriod } from "../gql/graphql";
import { AdminPage, AdminSection, ListStatus } from "../admin-page";
import { useSave } from "../use-save";
import { formatEventTime } from "../../features/home/event-format";
import { formatDay } from "../format";
import { RecordActions } from "../record-actions";
import { listState, RecordList, type RecordColumn } from "../record-list";
import { EditEvent } from "./edit-event";
import { EditScopeDialog } from "./edit-scope-dialog";
import { EventForm, newEventFor, type EventChoices } from "./event-form";
import { useStaff } from "../staff-context";
import { LIST_REFETCH } from "./event-refetch";
import { lowerFirst } from "./repeat-values";
import {
  AdminEventChoicesDocument,
  AdminEventsDocument,
  CreateEventDocument,
  DeleteEventDocument,
  type EditScope,
} from "../gql/graphql";

/** Of a repeating event, its next date's; of another, its own. */
const shown = (event: AdminEventFieldsFragment) => (event.repeat ? event.nextOccurrence : null) ?? event;

const COLUMNS: RecordColumn<AdminEventFieldsFragment>[] = [
  {
    header: "Title",
    cell: (event) => (
      <>
        {event.title}
        {(event.parish || event.department) && (
          <Text textStyle="xs" color="fg.muted" fontWeight="normal">
            {[event.parish?.name, event.department?.name].filter(Boolean).join(" · ")}
          </Text>
        )}
        {event.repeat && (
          <Text textStyle="xs" color="fg.muted" fontWeight="normal">
            {event.repeat.summary}
          </Text>
        )}
      </>
    ),
    cellProps: { fontWeight: "medium" },
  },
  { header: "Date", cell: (event) => <EventDate event={event} />, cellProps: { whiteSpace: "nowrap" } },
  {
    header: "Time",
    cell: (event) => formatEventTime(shown(event).startTime),
    cellProps: { whiteSpace: "nowrap" },
  },
  {
    header: "End Time",
    cell: (event) => formatEventTime(shown(event).endTime),
    cellProps: { whiteSpace: "nowrap" },
  },
  { header: "Place", cell: (event) => event.place ?? "—" },
];

/** An event's day; of a repeating one, its next date (or its last, once it has none to come). */
function EventDate({ event }: { event: AdminEventFieldsFragment }) {
  if (!event.repeat) return <>{formatDay(event.date)}</>;
  if (event.nextOccurrence) return <>Next: {formatDay(event.nextOccurrence.date)}</>;
  return <>{event.lastDate ? `Last: ${formatDay(event.lastDate)}` : "No more dates"}</>;
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
  const when = spokenWeekdayAndDate(next.date);
  const remove = (scope: EditScope) =>
    save(
      () =>
        deleteEvent({
          variables: { id: event.id, scope, occurrenceDate: scope === "ALL" ? null : next.occurrenceDate },
        }),
      {
        saved:
          scope === "THIS_ONE"
            ? { title: "Date cancelled", description: `${event.title}, ${when}` }
            : scope === "THIS_AND_FOLLOWING"
              ? { title: "Dates deleted", description: `${event.title}, from ${when} on` }
              : { title: "Event deleted", description: event.title },
        notSaved: "The event was not deleted",
      },
    );
  return (
    <>
      <Button size="sm" variant="outline" aria-label={`Edit ${event.title}`} onClick={onEdit}>
        Edit
      </Button>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        aria-label={`Delete ${event.title}`}
        onClick={() => setAsking(true)}
      >
        Delete
      </Button>
      <EditScopeDialog
        question={
          asking
            ? {
                action: "delete",
                description: `“${event.title}” repeats ${lowerFirst(event.repeat?.summary ?? "")}. “This event” is its next date, ${when}.`,
              }
            : null
        }
        onConfirm={remove}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

function EventsTable({ period, onEdit }: { period: EventPeriod; onEdit: (id: string) => void }) {
  const staff = useStaff();
  // A parish or department editor lists the events they may change: their parish's or department's.
  const parishId = staff.role === "PARISH_EDITOR" ? (staff.parish?.id ?? null) : null;
  const departmentId = staff.role === "DEPARTMENT_EDITOR" ? (staff.department?.id ?? null) : null;
  const query = useQuery(AdminEventsDocument, {
    variables: { period, page: 1, ...(parishId && { parishId }), ...(departmentId && { departmentId }) },
    // One whose parish or department was deleted keeps none until a system admin chooses another.
    skip:
      (staff.role === "PARISH_EDITOR" || staff.role === "DEPARTMENT_EDITOR") && !parishId && !departmentId,
    fetchPolicy: "cache-and-network",
  });
  const [deleteEvent] = useMutation(DeleteEventDocument, LIST_REFETCH);
  const { data } = query;
  const events = data?.events.items ?? [];
  return (
    <RecordList
      caption={period === "PAST" ? "Past events" : "Upcoming events"}
      columns={COLUMNS}
      records={events}
      actions={(event) =>
        event.repeat && event.nextOccurrence ? (
          <RepeatingEventActions event={event} next={event.nextOccurrence} onEdit={() => onEdit(event.id)} />
        ) : (
          <RecordActions
            name={event.title}
            onEdit={() => onEdit(event.id)}
            confirmTitle="Delete this event?"
            confirmDescription={
              event.repeat
                ? `"${event.title}" and all its dates will be removed from the website.`
                : `"${event.title}" on ${formatDay(event.date)} will be removed from the website.`
            }
            onDelete={() => deleteEvent({ variables: { id: event.id, scope: "ALL", occurrenceDate: null } })}
            deletedTitle="Event deleted"
            notDeletedTitle="The event was not deleted"
          />
        )
      }
      state={listState(query)}
      emptyText={period === "PAST" ? "No past events." : "No upcoming events. Create one above."}
    >
      {data && data.events.total > events.length && (
        <Text mt="2" textStyle="sm" color="fg.muted">
          Showing the first {events.length} of {data.events.total}.
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
  const [createEvent] = useMutation(CreateEventDocument, LIST_REFETCH);
  const { save } = useSave();
  const edit = (id: string | null) => setParams(id ? { edit: id } : {}, { replace: true });
  const staff = useStaff();

  return (
    <AdminPage title="Events" intro="Programmes and events shown on the home page.">
      <AdminSection title="Create an event">
        <WithEventChoices>
          {(choices) => (
            <EventForm
              initial={newEventFor(staff)}
              choices={choices}
              submitLabel="Create event"
              busyLabel="Creating the event…"
              resetAfterSave
              onSubmit={async (input) => {
                await save(() => createEvent({ variables: { input } }), {
                  saved: { title: "Event created", description: input.title },
                });
              }}
            />
          )}
        </WithEventChoices>
      </AdminSection>
      <AdminSection title="Events">
        <Tabs.Root
          value={period}
          onValueChange={(details) => setPeriod(details.value as EventPeriod)}
          variant="line"
        >
          <Tabs.List mb="4">
            <Tabs.Trigger value="UPCOMING">Upcoming</Tabs.Trigger>
            <Tabs.Trigger value="PAST">Past</Tabs.Trigger>
          </Tabs.List>
          <EventsTable period={period} onEdit={edit} />
        </Tabs.Root>
      </AdminSection>
      <FormDialog title="Edit event" open={Boolean(editing)} onClose={() => edit(null)}>
        {editing && (
          <WithEventChoices>
            {(choices) => <EditEvent id={editing} choices={choices} onClose={() => edit(null)} />}
          </WithEventChoices>
        )}
      </FormDialog>
    </AdminPage>
  );
}
