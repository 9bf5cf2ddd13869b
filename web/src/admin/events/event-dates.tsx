import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, Heading, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState } from "react";
import { addDays } from "@diocese/site/calendar-days";
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
import { useEventWords, type EventWords } from "./event-words";

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
  const { t } = useEventWords();
  useEffect(() => {
    if (focusFirst) heading.current?.focus();
  }, [focusFirst]);
  const shownTo = datesWindow(today, windows - 1).to;
  const more = event.lastDate === null || event.lastDate > shownTo;
  return (
    <Stack gap="6">
      <Stack as="section" aria-labelledby={headingId} gap="3">
        <Heading as="h3" size="md" id={headingId} ref={heading} tabIndex={-1} outline="none">
          {t("dashboardEvents.dates.next")}
        </Heading>
        <Table.ScrollArea position="relative">
          <Table.Root size="sm" striped>
            <Table.Caption srOnly>
              {t("dashboardEvents.dates.nextCaption", { title: event.title })}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("dashboardEvents.dates.date")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("dashboardEvents.dates.details")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("dashboard.list.action")}</Table.ColumnHeader>
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
            {t("dashboardEvents.dates.showMore")}
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
  const words = useEventWords();
  const { t } = words;
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

  const note = (text: string) => (
    <Table.Row>
      <Table.Cell colSpan={3} color="fg.muted">
        {text}
      </Table.Cell>
    </Table.Row>
  );

  return (
    <Table.Body>
      {!occurrences && query.loading && note(t("dashboardEvents.dates.loading"))}
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
      {occurrences?.length === 0 &&
        note(
          t("dashboardEvents.dates.none", { from: words.weekdayAndDate(from), to: words.weekdayAndDate(to) }),
        )}
      {occurrences?.map((occurrence) => {
        const dateId = `${rowId}-${occurrence.occurrenceDate}`;
        const moved = occurrence.date !== occurrence.occurrenceDate;
        return (
          <Table.Row key={occurrence.id}>
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
              {occurrence.title !== event.title && <Text as="span">{occurrence.title} </Text>}
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
                <Button
                  size="xs"
                  variant="outline"
                  aria-describedby={dateId}
                  onClick={() => onChangeDate(occurrence)}
                >
                  {t("dashboardEvents.dates.change")}
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
                  {t("dashboardEvents.dates.cancel")}
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
function changeDescription(event: EditedEvent, change: OccurrenceChange, words: EventWords): string {
  const { t } = words;
  if (change.cancelled || !change.date || !change.startTime || !change.endTime)
    return t("dashboardEvents.dates.cancelled");
  const parts: string[] = [];
  if (change.date !== change.occurrenceDate)
    parts.push(t("dashboardEvents.dates.movedTo", { date: words.weekdayAndDate(change.date) }));
  if (change.startTime !== event.startTime || change.endTime !== event.endTime) {
    parts.push(words.times(change.startTime, change.endTime));
  }
  if (change.title && change.title !== event.title)
    parts.push(t("dashboardEvents.dates.quoted", { title: change.title }));
  if ((change.place ?? null) !== (event.place ?? null))
    parts.push(
      change.place
        ? t("dashboardEvents.dates.at", { place: change.place })
        : t("dashboardEvents.dates.noPlace"),
    );
  if ((change.description ?? null) !== (event.description ?? null))
    parts.push(t("dashboardEvents.dates.ownDescription"));
  // A list as the member's language writes one: "a, b, c" ("a, b na c").
  return parts.length
    ? t("dashboardEvents.dates.changedWhat", {
        changes: new Intl.ListFormat(words.locale, { style: "short", type: "unit" }).format(parts),
      })
    : t("dashboardEvents.dates.changed");
}

/** The series' cancelled and changed dates, each with Restore: back as the series has it. */
function ChangedDates({ event }: { event: EditedEvent }) {
  const [restoreOccurrence] = useMutation(RestoreEventOccurrenceDocument, EDIT_REFETCH);
  const { save } = useSave();
  const [restoring, setRestoring] = useState<string | null>(null);
  const headingId = useId();
  const rowId = useId();
  const words = useEventWords();
  const { t } = words;

  const restore = async (change: OccurrenceChange) => {
    setRestoring(change.occurrenceDate);
    try {
      await save(
        () => restoreOccurrence({ variables: { id: event.id, occurrenceDate: change.occurrenceDate } }),
        {
          saved: {
            title: t("dashboardEvents.dates.restored"),
            description: t("dashboardEvents.titleAndDate", {
              title: event.title,
              date: words.weekdayAndDate(change.occurrenceDate),
            }),
          },
          notSaved: t("dashboardEvents.dates.notRestored"),
        },
      );
    } finally {
      setRestoring(null);
    }
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h3" size="md" id={headingId}>
        {t("dashboardEvents.dates.changedHeading")}
      </Heading>
      {event.changes.length === 0 ? (
        <Text color="fg.muted">{t("dashboardEvents.dates.noneChanged")}</Text>
      ) : (
        <Table.ScrollArea position="relative">
          <Table.Root size="sm" striped>
            <Table.Caption srOnly>
              {t("dashboardEvents.dates.changedCaption", { title: event.title })}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("dashboardEvents.dates.date")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("dashboardEvents.dates.whatChanged")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("dashboard.list.action")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {event.changes.map((change) => {
                const dateId = `${rowId}-${change.occurrenceDate}`;
                return (
                  <Table.Row key={change.occurrenceDate}>
                    <Table.Cell id={dateId} whiteSpace="nowrap" fontWeight="medium">
                      {words.weekdayAndDate(change.occurrenceDate)}
                    </Table.Cell>
                    <Table.Cell>{changeDescription(event, change, words)}</Table.Cell>
                    <Table.Cell>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-describedby={dateId}
                        loading={restoring === change.occurrenceDate}
                        disabled={restoring !== null}
                        onClick={() => void restore(change)}
                      >
                        {t("dashboardEvents.dates.restore")}
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
