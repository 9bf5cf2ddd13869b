import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, HStack, Table, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { AdminEventDatesDocument, DeleteEventDocument } from "../gql/graphql";
import { serverMessage } from "../../lib/server-message";
import { useSave } from "../use-save";
import type { EditedEvent } from "./edited-event";
import type { EventOccurrence } from "./event-form";
import { EDIT_REFETCH } from "./event-refetch";
import { useEventWords } from "./event-words";

/** One stretch of the list: its own query, its rows in a table body of their own. */
export function DatesWindow({
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
  const { cancelling, cancel } = useCancelDate(event.id);
  const rowId = useId();
  const words = useEventWords();
  const { t } = words;
  const occurrences = query.data?.event?.occurrences;

  return (
    <Table.Body>
      {!occurrences && query.loading && <NoteRow>{t("dashboardEvents.dates.loading")}</NoteRow>}
      {!occurrences && query.error && (
        <Table.Row>
          <Table.Cell colSpan={3}>
            <HStack role="alert" gap="3" wrap="wrap">
              <Text color="fg.error">{serverMessage(query.error)}</Text>
              <Button size="xs" variant="outline" onClick={() => void query.refetch()}>
                {t("dashboard.list.tryAgain")}
              </Button>
            </HStack>
          </Table.Cell>
        </Table.Row>
      )}
      {occurrences?.length === 0 && (
        <NoteRow>
          {t("dashboardEvents.dates.none", {
            from: words.weekdayAndDate(from),
            to: words.weekdayAndDate(to),
          })}
        </NoteRow>
      )}
      {occurrences?.map((occurrence) => (
        <ComingDateRow
          key={occurrence.id}
          occurrence={occurrence}
          seriesTitle={event.title}
          dateId={`${rowId}-${occurrence.occurrenceDate}`}
          cancelling={cancelling}
          onChange={() => onChangeDate(occurrence)}
          onCancel={() => void cancel(occurrence)}
        />
      ))}
    </Table.Body>
  );
}

/** "Cancel this date": one date of the series at a time, with the date being cancelled. */
function useCancelDate(eventId: string) {
  const [deleteEvent] = useMutation(DeleteEventDocument, EDIT_REFETCH);
  const { save } = useSave();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const words = useEventWords();
  const { t } = words;

  const cancel = async (occurrence: EventOccurrence) => {
    setCancelling(occurrence.occurrenceDate);
    try {
      await save(
        () =>
          deleteEvent({
            variables: { id: eventId, scope: "THIS_ONE", occurrenceDate: occurrence.occurrenceDate },
          }),
        {
          saved: {
            title: t("dashboardEvents.dateCancelled"),
            description: t("dashboardEvents.titleAndDate", {
              title: occurrence.title,
              date: words.weekdayAndDate(occurrence.date),
            }),
          },
          notSaved: t("dashboardEvents.dates.notCancelled"),
        },
      );
    } finally {
      setCancelling(null);
    }
  };
  return { cancelling, cancel };
}

/** A row across the table that says why it has no dates to show. */
function NoteRow({ children }: { children: string }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={3} color="fg.muted">
        {children}
      </Table.Cell>
    </Table.Row>
  );
}

/** One coming date: when, what differs from the series, and "Change this date" and "Cancel this date". */
function ComingDateRow({
  occurrence,
  seriesTitle,
  dateId,
  cancelling,
  onChange,
  onCancel,
}: {
  occurrence: EventOccurrence;
  seriesTitle: string;
  /** The id of the cell naming the date, which describes the row's buttons. */
  dateId: string;
  /** The date being cancelled, if any: every Cancel waits for it. */
  cancelling: string | null;
  onChange: () => void;
  onCancel: () => void;
}) {
  const words = useEventWords();
  const { t } = words;
  const moved = occurrence.date !== occurrence.occurrenceDate;
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">
        <Text id={dateId} fontWeight="medium">
          {words.weekdayAndDate(occurrence.date)}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {words.times(occurrence.startTime, occurrence.endTime)}
        </Text>
      </Table.Cell>
      <Table.Cell>
        {occurrence.changed && (
          <Badge colorPalette="orange" mr="2">
            {t("dashboardEvents.dates.changed")}
          </Badge>
        )}
        {occurrence.title !== seriesTitle && <Text as="span">{occurrence.title} </Text>}
        {moved && (
          <Text as="span" color="fg.muted" textStyle="sm">
            {t("dashboardEvents.dates.insteadOf", {
              date: words.weekdayAndDate(occurrence.occurrenceDate),
            })}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <HStack gap="2" wrap="wrap">
          <Button size="xs" variant="outline" aria-describedby={dateId} onClick={onChange}>
            {t("dashboardEvents.dates.change")}
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-describedby={dateId}
            loading={cancelling === occurrence.occurrenceDate}
            disabled={cancelling !== null}
            onClick={onCancel}
          >
            {t("dashboardEvents.dates.cancel")}
          </Button>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
