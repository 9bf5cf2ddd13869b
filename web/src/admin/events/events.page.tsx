import { useMutation, useQuery } from "@apollo/client/react";
import { Tabs, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { FormDialog } from "../../components/form-dialog";
import type { AdminEventFieldsFragment, EventPeriod } from "../gql/graphql";
import { AdminPage, AdminSection, ListStatus } from "../admin-page";
import { useSave } from "../use-save";
import { formatEventTime } from "../../features/home/event-format";
import { formatDay } from "../format";
import { RecordActions } from "../record-actions";
import { listState, RecordList, type RecordColumn } from "../record-list";
import { emptyEvent, EventForm, eventValues, type EventChoices } from "./event-form";
import {
  AdminEventChoicesDocument,
  AdminEventDocument,
  AdminEventsDocument,
  CreateEventDocument,
  DeleteEventDocument,
  UpdateEventDocument,
} from "../gql/graphql";

const REFETCH = { refetchQueries: ["AdminEvents", "AdminOverview"], awaitRefetchQueries: true };

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
      </>
    ),
    cellProps: { fontWeight: "medium" },
  },
  { header: "Date", cell: (event) => formatDay(event.date), cellProps: { whiteSpace: "nowrap" } },
  { header: "Time", cell: (event) => formatEventTime(event.startTime), cellProps: { whiteSpace: "nowrap" } },
  {
    header: "End Time",
    cell: (event) => formatEventTime(event.endTime),
    cellProps: { whiteSpace: "nowrap" },
  },
  { header: "Place", cell: (event) => event.place ?? "—" },
];

function EventsTable({ period, onEdit }: { period: EventPeriod; onEdit: (id: string) => void }) {
  const query = useQuery(AdminEventsDocument, {
    variables: { period, page: 1 },
    fetchPolicy: "cache-and-network",
  });
  const [deleteEvent] = useMutation(DeleteEventDocument, REFETCH);
  const { data } = query;
  const events = data?.events.items ?? [];
  return (
    <RecordList
      caption={period === "PAST" ? "Past events" : "Upcoming events"}
      columns={COLUMNS}
      records={events}
      actions={(event) => (
        <RecordActions
          name={event.title}
          onEdit={() => onEdit(event.id)}
          confirmTitle="Delete this event?"
          confirmDescription={`"${event.title}" on ${formatDay(event.date)} will be removed from the website.`}
          onDelete={() => deleteEvent({ variables: { id: event.id } })}
          deletedTitle="Event deleted"
          notDeletedTitle="The event was not deleted"
        />
      )}
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

function EditEvent({ id, choices, onClose }: { id: string; choices: EventChoices; onClose: () => void }) {
  const { data, loading } = useQuery(AdminEventDocument, { variables: { id } });
  const [updateEvent] = useMutation(UpdateEventDocument, REFETCH);
  const { save } = useSave();
  if (loading && !data) return <Text role="status">Loading…</Text>;
  if (!data?.event) return <Text>This event no longer exists.</Text>;
  return (
    <EventForm
      initial={eventValues(data.event)}
      choices={choices}
      submitLabel="Save changes"
      busyLabel="Saving…"
      onCancel={onClose}
      onSubmit={async (input) => {
        await save(() => updateEvent({ variables: { id, input } }), {
          saved: { title: "Event updated", description: input.title },
        });
        onClose();
      }}
    />
  );
}

export function EventsPage() {
  const [params, setParams] = useSearchParams();
  const editing = params.get("edit");
  const [period, setPeriod] = useState<EventPeriod>("UPCOMING");
  const [createEvent] = useMutation(CreateEventDocument, REFETCH);
  const { save } = useSave();
  const edit = (id: string | null) => setParams(id ? { edit: id } : {}, { replace: true });

  return (
    <AdminPage title="Events" intro="Programmes and events shown on the home page.">
      <AdminSection title="Create an event">
        <WithEventChoices>
          {(choices) => (
            <EventForm
              initial={emptyEvent}
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
