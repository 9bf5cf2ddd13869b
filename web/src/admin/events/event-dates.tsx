import { Button, Heading, Stack, Table } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState } from "react";
import { addDays } from "@diocese/site/calendar-days";
import { todayInKakamega } from "../../lib/today";
import { ChangedDates } from "./changed-dates";
import { DatesWindow } from "./dates-window";
import type { EditedEvent } from "./edited-event";
import type { EventOccurrence } from "./event-form";
import { useEventWords } from "./event-words";

/** The dates list shows twelve weeks at a time: "Show more" adds twelve more. */
export const DATES_WINDOW_DAYS = 84;

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
