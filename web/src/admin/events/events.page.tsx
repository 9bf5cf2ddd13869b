import { useMutation, useQuery } from "@apollo/client/react";
import { HStack, Table, Tabs, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { FormDialog } from "../../components/form-dialog";
import { toaster } from "../../components/toaster";
import type { EventPeriod } from "../gql/graphql";
import { AdminPage, AdminSection, ListStatus } from "../admin-page";
import { formatDay, formatTime12 } from "../format";
import { RecordActions } from "../record-actions";
import { emptyEvent, EventForm, eventValues } from "./event-form";
import {
  AdminEventDocument,
  AdminEventsDocument,
  CreateEventDocument,
  DeleteEventDocument,
  UpdateEventDocument,
} from "../gql/graphql";

const REFETCH = { refetchQueries: ["AdminEvents", "AdminOverview"], awaitRefetchQueries: true };

function EventsTable({ period, onEdit }: { period: EventPeriod; onEdit: (id: string) => void }) {
  const { data, loading, error, refetch } = useQuery(AdminEventsDocument, {
    variables: { period, page: 1 },
    fetchPolicy: "cache-and-network",
  });
  const [deleteEvent] = useMutation(DeleteEventDocument, REFETCH);
  const events = data?.events.items ?? [];
  return (
    <ListStatus
      loading={loading}
      error={error}
      empty={!events.length}
      emptyText={period === "PAST" ? "No past events." : "No upcoming events. Create one above."}
      onRetry={() => void refetch()}
    >
      <Table.ScrollArea>
        <Table.Root size="sm" striped>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Title</Table.ColumnHeader>
              <Table.ColumnHeader>Date</Table.ColumnHeader>
              <Table.ColumnHeader>Time</Table.ColumnHeader>
              <Table.ColumnHeader>End Time</Table.ColumnHeader>
              <Table.ColumnHeader>Place</Table.ColumnHeader>
              <Table.ColumnHeader>Action</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {events.map((event) => (
              <Table.Row key={event.id}>
                <Table.Cell fontWeight="medium">{event.title}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDay(event.date)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatTime12(event.startTime)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatTime12(event.endTime)}</Table.Cell>
                <Table.Cell>{event.place ?? "—"}</Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    <RecordActions
                      name={event.title}
                      onEdit={() => onEdit(event.id)}
                      confirmTitle="Delete this event?"
                      confirmDescription={`"${event.title}" on ${formatDay(event.date)} will be removed from the website.`}
                      onDelete={() => deleteEvent({ variables: { id: event.id } })}
                      deletedTitle="Event deleted"
                      notDeletedTitle="The event was not deleted"
                    />
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {data && data.events.total > events.length && (
        <Text mt="2" textStyle="sm" color="fg.muted">
          Showing the first {events.length} of {data.events.total}.
        </Text>
      )}
    </ListStatus>
  );
}

function EditEvent({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, loading } = useQuery(AdminEventDocument, { variables: { id } });
  const [updateEvent] = useMutation(UpdateEventDocument, REFETCH);
  if (loading && !data) return <Text role="status">Loading…</Text>;
  if (!data?.event) return <Text>This event no longer exists.</Text>;
  return (
    <EventForm
      initial={eventValues(data.event)}
      submitLabel="Save changes"
      busyLabel="Saving…"
      onCancel={onClose}
      onSubmit={async (input) => {
        await updateEvent({ variables: { id, input } });
        toaster.success({ title: "Event updated", description: input.title });
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
  const edit = (id: string | null) => setParams(id ? { edit: id } : {}, { replace: true });

  return (
    <AdminPage title="Events" intro="Programmes and events shown on the home page.">
      <AdminSection title="Create an event">
        <EventForm
          initial={emptyEvent}
          submitLabel="Create event"
          busyLabel="Creating the event…"
          resetAfterSave
          onSubmit={async (input) => {
            await createEvent({ variables: { input } });
            toaster.success({ title: "Event created", description: input.title });
          }}
        />
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
        {editing && <EditEvent id={editing} onClose={() => edit(null)} />}
      </FormDialog>
    </AdminPage>
  );
}
