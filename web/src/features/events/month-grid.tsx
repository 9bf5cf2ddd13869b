import { Box, Link, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ChurchDay, LiturgicalColour } from "@diocese/site/church-year";
import { monthWeeks } from "./calendar-dates";
import { dayAnchor } from "./calendar-days";
import { useCalendarWords, type CalendarWords } from "./calendar-words";

/** The theme's colour of each colour of the church year (lib/theme.ts). */
export const LITURGICAL_COLOURS: Readonly<Record<LiturgicalColour, string>> = {
  PURPLE: "liturgical.purple",
  WHITE: "liturgical.white",
  RED: "liturgical.red",
  GREEN: "liturgical.green",
};

interface MonthGridProps {
  month: string;
  today: string;
  /** How many events each day of the month has, by date. */
  eventCounts: ReadonlyMap<string, number>;
  churchDays: ReadonlyMap<string, ChurchDay>;
}

/**
 * A month as a calendar draws it, Sunday first: each day with its number, its holy day and how many
 * events it has, which lead to the day in the list below. A table, so that a screen reader names a
 * day's weekday with it; on a phone the holy days' names are left to the list (and to screen
 * readers), and a mark of their colour stands for them.
 */
export function MonthGrid({ month, today, eventCounts, churchDays }: MonthGridProps) {
  const { t } = useTranslation();
  const words = useCalendarWords();
  const weeks = monthWeeks(month);
  // The first week with all seven days names them (the month's second week always has them).
  const fullWeek = weeks[1] ?? [];
  return (
    <Table.Root variant="outline" showColumnBorder size="sm" tableLayout="fixed" rounded="md">
      <Table.Caption srOnly>{t("events.grid.caption", { month: words.month(month) })}</Table.Caption>
      <Table.Header>
        <Table.Row>
          {fullWeek.map((date) => (
            <Table.ColumnHeader key={date} scope="col" px="1" textAlign="center" textStyle="xs">
              <span aria-hidden="true">{date && words.weekday(date, "short")}</span>
              <VisuallyHidden>{date && words.weekday(date)}</VisuallyHidden>
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {weeks.map((week) => (
          <Table.Row key={week.find(Boolean)}>
            {week.map((date, index) =>
              date ? (
                <DayCell
                  key={date}
                  date={date}
                  isToday={date === today}
                  eventCount={eventCounts.get(date) ?? 0}
                  churchDay={churchDays.get(date)}
                  words={words}
                />
              ) : (
                <Table.Cell key={`empty-${index}`} bg="bg.muted" />
              ),
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function DayCell({
  date,
  isToday,
  eventCount,
  churchDay,
  words,
}: {
  date: string;
  isToday: boolean;
  eventCount: number;
  churchDay: ChurchDay | undefined;
  words: CalendarWords;
}) {
  const { t } = useTranslation();
  return (
    <Table.Cell
      data-date={date}
      aria-current={isToday ? "date" : undefined}
      verticalAlign="top"
      px={{ base: "1", md: "2" }}
      py="1"
      h={{ base: "16", md: "24" }}
      bg={isToday ? "gold.subtle" : undefined}
      boxShadow={isToday ? "inset 0 0 0 2px {colors.gold.solid}" : undefined}
    >
      <Text
        as="span"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        minW="6"
        h="6"
        rounded="full"
        textStyle="sm"
        fontWeight="semibold"
        bg={isToday ? "brand.solid" : undefined}
        color={isToday ? "brand.contrast" : undefined}
      >
        {Number(date.slice(8, 10))}
        {isToday && <VisuallyHidden>{t("events.grid.today")}</VisuallyHidden>}
      </Text>
      {churchDay && <ChurchDayMark churchDay={churchDay} words={words} />}
      {eventCount > 0 && (
        <Link
          href={`#${dayAnchor(date)}`}
          // Said whole, as "tukio 1 tarehe ..." puts the number after its noun.
          aria-label={t("events.grid.eventsOn", { count: eventCount, date: words.weekdayAndDate(date) })}
          display="flex"
          alignItems="center"
          gap="1"
          minH="6"
          minW="6"
          mt="0.5"
          textStyle="xs"
          fontWeight="bold"
          color="brand.fg"
        >
          <Box as="span" aria-hidden="true" w="2" h="2" flexShrink="0" rounded="full" bg="brand.solid" />
          {eventCount}
        </Link>
      )}
    </Table.Cell>
  );
}

/** The day's feast or season: its colour as a bar on a phone, its name from a wider screen on. */
function ChurchDayMark({ churchDay, words }: { churchDay: ChurchDay; words: CalendarWords }) {
  return (
    <>
      <Box
        hideFrom="md"
        aria-hidden="true"
        h="1"
        my="0.5"
        rounded="full"
        bg={LITURGICAL_COLOURS[churchDay.colour]}
      />
      <Text
        textStyle="2xs"
        lineHeight="short"
        color="fg.muted"
        overflowWrap="anywhere"
        srOnly={{ base: true, md: false }}
        data-church-day
      >
        {words.churchDay(churchDay)}
      </Text>
    </>
  );
}
