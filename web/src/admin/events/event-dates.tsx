import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, Heading, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState } from "react";
import { addDays, spokenWeekdayAndDate } from "../../../../api/src/site/calendar-days";
import { formatEventTimes } from "../../features/home/event-format";
import { todayInKakamega } from "../../lib/today";
import {
  AdminEventDatesDocument,
  DeleteEventDocument,
  RestoreEventOccurrenceDocument,
  type AdminEventChangesFragment,
  type AdminEventFieldsFragment,
} from "../gql/graphql";
import { serverMessage } from "../../lib/server-message";
import { useSave } from "../use-save";
import type { EventOccurrence } from "./event-form";
import { EDIT_REFETCH } from "./event-refetch";

/** The dates list shows twelve weeks at a time: "Show more" adds twelve more. */
export const DATES_WINDOW_DAYS = 84;

export type EditedEvent = AdminEventFieldsFragment & AdminEventChangesFragment;

type EventDatesProps = {
  event: EditedEvent;
  /** How many stretches of twelve weeks are shown, from today on. */
  windows: number;
  onShowMore: () => void;
  /** "Change this date": the dialog opens the form for that date. */
  onChangeDate: (occurrence: EventOccurrence) => void;
  /** Takes the focus when shown, as on coming back from one date's form. */
  focusOnShow?: boolean;
};

/** The stretch of days the `index`th window of the list shows, from today in Kakamega. */
export function datesWindow(today: string, index: number): { from: string; to: string } {
  const from = addDays(today, index * DATES_WINDOW_DAYS);
  return { from, to: addDays(from, DATES_WINDOW_DAYS - 1) };
}

/**
 * A repeating event's coming dates, each with "Change this date" and "Cancel this date", and
 * its cancelled and changed dates with "Restore".
 */
export function EventDates({ event, windows, onShowMore, onChangeDate, focusOnShow }: EventDatesProps) {
  const [today] = useState(() => todayInKakamega());
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Only when first shown: later renders leave the focus where it is.
  const [focusFirst] = useState(focusOnShow);
  useEffect(() => {
    if (focusFirst) heading.current?.focus();
  }, [focusFirst]);
  const shownTo = datesWindow(today, windows - 1).to;
  const more = event.lastDate === null || event.lastDate > shownTo;
  return (
    <Stack gap="6">
      <Stack as="section" aria-labelledby={headingId} gap="3">
        <Heading as="h3" size="md" id={headingId} ref={heading} tabIndex={-1} outline="none">
          Next dates
        </Heading>
        <Table.ScrollArea position="relative">
          <Table.Root size="sm" striped>
            <Table.Caption srOnly>The next dates of {event.title}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Date</Table.ColumnHeader>
                <Table.ColumnHeader>Details</Table.ColumnHeader>
                <Table.ColumnHeader>Action</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            {Array.from({ length: windows }, (_, index) => (
              <DatesWindow
                key={index}
                event={event}
                {...datesWindow(today, index)}
                onChangeDate={onChangeDate}
              />
            ))}
          </Table.Root>
        </Table.ScrollArea>
        {more && (
          <Button size="sm" variant="outline" alignSelf="start" onClick={onShowMore}>
            Show more
          </Button>
        )}
      </Stack>
      <ChangedDates event={event} />
    </Stack>
  );
}

/** One stretch of the list: its own query, its rows in a table body of their own. */
function DatesWindow({
  event,
  from,
  to,
  onChangeDate,
}: {
  event: EditedEvent;
  from: string;
  to: string;
  onChangeDate: (occurrence: EventOccurrence) => void;
}) {
  const query = useQuery(AdminEventDatesDocument, {
    variables: { id: event.id, from, to },
    fetchPolicy: "cache-and-network",
  });
  const [deleteEvent] = useMutation(DeleteEventDocument, EDIT_REFETCH);
  const { save } = useSave();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const rowId = useId();
  const occurrences = query.data?.event?.occurrences;

  const cancel = async (occurrence: EventOccurrence) => {
    setCancelling(occurrence.occurrenceDate);
    try {
      await save(
        () =>
          deleteEvent({
            variables: { id: event.id, scope: "THIS_ONE", occurrenceDate: occurrence.occurrenceDate },
          }),
        {
          saved: {
            title: "Date cancelled",
            description: `${occurrence.title}, ${spokenWeekdayAndDate(occurrence.date)}`,
          },
          notSaved: "The date was not cancelled",
        },
      );
    } finally {
      setCancelling(null);
    }
  };

  const note = (text: string) => (
    <Table.Row>
      <Table.Cell colSpan={3} color="fg.muted">
        {text}
      </Table.Cell>
    </Table.Row>
  );

  return (
    <Table.Body>
      {!occurrences && query.loading && note("Loading the dates…")}
      {!occurrences && query.error && (
        <Table.Row>
          <Table.Cell colSpan={3}>
            <HStack role="alert" gap="3" wrap="wrap">
              <Text color="fg.error">{serverMessage(query.error)}</Text>
              <Button size="xs" variant="outline" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </HStack>
          </Table.Cell>
        </Table.Row>
      )}
      {occurrences?.length === 0 &&
        note(`No dates from ${spokenWeekdayAndDate(from)} to ${spokenWeekdayAndDate(to)}.`)}
      {occurrences?.map((occurrence) => {
        const dateId = `${rowId}-${occurrence.occurrenceDate}`;
        const moved = occurrence.date !== occurrence.occurrenceDate;
        return (
          <Table.Row key={occurrence.id}>
            <Table.Cell whiteSpace="nowrap">
              <Text id={dateId} fontWeight="medium">
                {spokenWeekdayAndDate(occurrence.date)}
              </Text>
              <Text textStyle="xs" color="fg.muted">
                {formatEventTimes(occurrence.startTime, occurrence.endTime)}
              </Text>
            </Table.Cell>
            <Table.Cell>
              {occurrence.changed && (
                <Badge colorPalette="orange" mr="2">
                  Changed
                </Badge>
              )}
              {occurrence.title !== event.title && <Text as="span">{occurrence.title} </Text>}
              {moved && (
                <Text as="span" color="fg.muted" textStyle="sm">
                  instead of {spokenWeekdayAndDate(occurrence.occurrenceDate)}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>
              <HStack gap="2" wrap="wrap">
                <Button
                  size="xs"
                  variant="outline"
                  aria-describedby={dateId}
                  onClick={() => onChangeDate(occurrence)}
                >
                  Change this date
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-describedby={dateId}
                  loading={cancelling === occurrence.occurrenceDate}
                  disabled={cancelling !== null}
                  onClick={() => void cancel(occurrence)}
                >
                  Cancel this date
                </Button>
              </HStack>
            </Table.Cell>
          </Table.Row>
        );
      })}
    </Table.Body>
  );
}

type OccurrenceChange = EditedEvent["changes"][number];

/** What became of a changed date: "Moved to Saturday 14 March 2030, 10:00 am – 12:00 pm". */
function changeDescription(event: EditedEvent, change: OccurrenceChange): string {
  if (change.cancelled || !change.date || !change.startTime || !change.endTime) return "Cancelled";
  const parts: string[] = [];
  if (change.date !== change.occurrenceDate) parts.push(`Moved to ${spokenWeekdayAndDate(change.date)}`);
  if (change.startTime !== event.startTime || change.endTime !== event.endTime) {
    parts.push(formatEventTimes(change.startTime, change.endTime));
  }
  if (change.title && change.title !== event.title) parts.push(`“${change.title}”`);
  if ((change.place ?? null) !== (event.place ?? null))
    parts.push(change.place ? `at ${change.place}` : "no place");
  if ((change.description ?? null) !== (event.description ?? null)) parts.push("its own description");
  return parts.length ? `Changed: ${parts.join(", ")}` : "Changed";
}

/** The series' cancelled and changed dates, each with Restore: back as the series has it. */
function ChangedDates({ event }: { event: EditedEvent }) {
  const [restoreOccurrence] = useMutation(RestoreEventOccurrenceDocument, EDIT_REFETCH);
  const { save } = useSave();
  const [restoring, setRestoring] = useState<string | null>(null);
  const headingId = useId();
  const rowId = useId();

  const restore = async (change: OccurrenceChange) => {
    setRestoring(change.occurrenceDate);
    try {
      await save(
        () => restoreOccurrence({ variables: { id: event.id, occurrenceDate: change.occurrenceDate } }),
        {
          saved: {
            title: "Date restored",
            description: `${event.title}, ${spokenWeekdayAndDate(change.occurrenceDate)}`,
          },
          notSaved: "The date was not restored",
        },
      );
    } finally {
      setRestoring(null);
    }
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h3" size="md" id={headingId}>
        Cancelled and changed dates
      </Heading>
      {event.changes.length === 0 ? (
        <Text color="fg.muted">No date is cancelled or changed.</Text>
      ) : (
        <Table.ScrollArea position="relative">
          <Table.Root size="sm" striped>
            <Table.Caption srOnly>The cancelled and changed dates of {event.title}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Date</Table.ColumnHeader>
                <Table.ColumnHeader>What changed</Table.ColumnHeader>
                <Table.ColumnHeader>Action</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {event.changes.map((change) => {
                const dateId = `${rowId}-${change.occurrenceDate}`;
                return (
                  <Table.Row key={change.occurrenceDate}>
                    <Table.Cell id={dateId} whiteSpace="nowrap" fontWeight="medium">
                      {spokenWeekdayAndDate(change.occurrenceDate)}
                    </Table.Cell>
                    <Table.Cell>{changeDescription(event, change)}</Table.Cell>
                    <Table.Cell>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-describedby={dateId}
                        loading={restoring === change.occurrenceDate}
                        disabled={restoring !== null}
                        onClick={() => void restore(change)}
                      >
                        Restore
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
