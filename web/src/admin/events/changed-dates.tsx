import { useMutation } from "@apollo/client/react";
import { Button, Heading, Stack, Table, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { RestoreEventOccurrenceDocument } from "../gql/graphql";
import { useSave } from "../use-save";
import type { EditedEvent } from "./edited-event";
import { EDIT_REFETCH } from "./event-refetch";
import { useEventWords, type EventWords } from "./event-words";

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
export function ChangedDates({ event }: { event: EditedEvent }) {
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
