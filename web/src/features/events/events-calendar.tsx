import { Box, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { LuCalendarSync, LuChevronLeft, LuChevronRight } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { spokenDayAndMonth, spokenWeekdayAndDate } from "../../../../api/src/site/calendar-days";
import { churchDaysBetween, type ChurchDay } from "../../../../api/src/site/church-year";
import type { EventsCalendarQuery } from "../../gql/graphql";
import { paths } from "../../lib/paths";
import {
  isFiltered,
  neighbouringMonths,
  neighbouringStretches,
  type CalendarChoice,
} from "./calendar-choice";
import {
  formatMonth,
  formatMonthName,
  formatStretch,
  seasonsBetween,
  type SeasonStretch,
} from "./calendar-dates";
import { CalendarDays, calendarDays } from "./calendar-days";
import { EventsFilterForm } from "./events-filter-form";
import { LITURGICAL_COLOURS, MonthGrid } from "./month-grid";

/**
 * The calendar: the filter form, then a month (its grid, then its days) or a list of 31 days, each
 * day with its events and its holy day, the seasons of the church year they fall in, and the
 * diocese's calendar to subscribe to. The holy days and seasons are worked out here, not asked for.
 */
export function EventsCalendar({ choice, data }: { choice: CalendarChoice; data: EventsCalendarQuery }) {
  const churchDays = new Map<string, ChurchDay>(
    churchDaysBetween(choice.from, choice.to).map((day) => [day.date, day]),
  );
  const occurrences = data.eventOccurrences.filter(
    (occurrence) => occurrence.date >= choice.from && occurrence.date <= choice.to,
  );
  const days = calendarDays(choice.from, choice.to, occurrences, churchDays);
  const eventCounts = new Map<string, number>();
  for (const occurrence of occurrences) {
    eventCounts.set(occurrence.date, (eventCounts.get(occurrence.date) ?? 0) + 1);
  }

  return (
    <Stack gap="8">
      <EventsFilterForm choice={choice} choices={data} />
      <Stack as="section" aria-labelledby="calendar-heading" gap="5">
        {choice.view === "month" ? <MonthHeading choice={choice} /> : <ListHeading choice={choice} />}
        <Seasons seasons={seasonsBetween(choice.from, choice.to)} />
        {choice.view === "month" && (
          <MonthGrid
            month={choice.month}
            today={choice.today}
            eventCounts={eventCounts}
            churchDays={churchDays}
          />
        )}
        {occurrences.length === 0 && (
          <Text fontWeight="semibold">
            {isFiltered(choice)
              ? "No events of your choice are listed for these days."
              : "No events are listed for these days."}
          </Text>
        )}
        <CalendarDays days={days} today={choice.today} />
        {choice.view === "list" && <ListPager choice={choice} />}
      </Stack>
      <Subscribe />
    </Stack>
  );
}

// The months and stretches before and after lead on without end: search engines are asked not to
// walk them (each would be one more page drawn and cached); the sitemap gives them /events itself.
const pagerLinkStyle = {
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  minH: "10",
  color: "brand.fg",
  fontWeight: "semibold",
} as const;

function MonthHeading({ choice }: { choice: CalendarChoice }) {
  const { previous, next } = neighbouringMonths(choice);
  return (
    <HStack justify="space-between" align="center" wrap="wrap" gap="2">
      <Heading as="h2" id="calendar-heading" size={{ base: "xl", md: "2xl" }}>
        {formatMonth(choice.month)}
      </Heading>
      <HStack as="nav" aria-label="Other months" gap="4">
        {previous && (
          <Link asChild {...pagerLinkStyle}>
            <RouterLink
              to={previous.href}
              rel="nofollow"
              aria-label={`Previous month: ${formatMonth(previous.month)}`}
            >
              <LuChevronLeft aria-hidden />
              {formatMonthName(previous.month)}
            </RouterLink>
          </Link>
        )}
        {next && (
          <Link asChild {...pagerLinkStyle}>
            <RouterLink to={next.href} rel="nofollow" aria-label={`Next month: ${formatMonth(next.month)}`}>
              {formatMonthName(next.month)}
              <LuChevronRight aria-hidden />
            </RouterLink>
          </Link>
        )}
      </HStack>
    </HStack>
  );
}

function ListHeading({ choice }: { choice: CalendarChoice }) {
  return (
    <Heading as="h2" id="calendar-heading" size={{ base: "xl", md: "2xl" }}>
      {formatStretch(choice.from, choice.to)}
    </Heading>
  );
}

/** Earlier and Later: the list's stretches before and after this one. */
function ListPager({ choice }: { choice: CalendarChoice }) {
  const { earlier, later } = neighbouringStretches(choice);
  return (
    <HStack as="nav" aria-label="Other days" justify="space-between" gap="4" wrap="wrap">
      {earlier ? (
        <Link asChild {...pagerLinkStyle}>
          <RouterLink
            to={earlier.href}
            rel="nofollow"
            aria-label={`Earlier: from ${spokenWeekdayAndDate(earlier.from)}`}
          >
            <LuChevronLeft aria-hidden />
            Earlier
          </RouterLink>
        </Link>
      ) : (
        <span />
      )}
      {later && (
        <Link asChild {...pagerLinkStyle}>
          <RouterLink
            to={later.href}
            rel="nofollow"
            aria-label={`Later: from ${spokenWeekdayAndDate(later.from)}`}
          >
            Later
            <LuChevronRight aria-hidden />
          </RouterLink>
        </Link>
      )}
    </HStack>
  );
}

/** The seasons of the church year the days shown fall in, each with its colour and its days. */
function Seasons({ seasons }: { seasons: readonly SeasonStretch[] }) {
  const [only] = seasons;
  return (
    <Text textStyle="sm" data-seasons>
      <Text as="span" fontWeight="semibold">
        {seasons.length === 1 ? "Season: " : "Seasons: "}
      </Text>
      {seasons.length === 1 && only ? (
        <Season season={only} />
      ) : (
        seasons.map((season, index) => (
          <Box as="span" key={season.from} whiteSpace="nowrap">
            {index > 0 && ", "}
            <Season season={season} />{" "}
            {season.from === season.to
              ? `(${spokenDayAndMonth(season.from)})`
              : `(${spokenDayAndMonth(season.from)} – ${spokenDayAndMonth(season.to)})`}
          </Box>
        ))
      )}
    </Text>
  );
}

function Season({ season }: { season: SeasonStretch }) {
  return (
    <>
      <Box
        as="span"
        aria-hidden="true"
        display="inline-block"
        w="3"
        h="3"
        me="1"
        rounded="full"
        verticalAlign="middle"
        bg={LITURGICAL_COLOURS[season.colour]}
      />
      {season.name}
    </>
  );
}

/** The diocese's calendar to subscribe to, and how a phone does it. */
function Subscribe() {
  return (
    <Box
      as="section"
      aria-labelledby="subscribe-heading"
      bg="brand.subtle"
      rounded="lg"
      p={{ base: "4", md: "6" }}
    >
      <Heading as="h2" id="subscribe-heading" size="lg" mb="2">
        Every event in your phone
      </Heading>
      <Stack gap="2" maxW="42rem">
        <Text>
          Subscribe to the diocese&apos;s calendar and its events appear in your phone&apos;s calendar, and
          change there when they change here.
        </Text>
        <Text textStyle="sm" color="fg.muted">
          On an iPhone, tap Subscribe and confirm. On Android, press and hold Subscribe to copy the link, then
          add it in Google Calendar on the web under Other calendars, From URL. Opening the file instead adds
          the events once, without later changes.
        </Text>
        <Link
          href={paths.eventsFeed.getHref()}
          alignSelf="start"
          display="inline-flex"
          alignItems="center"
          gap="2"
          minH="10"
          color="brand.fg"
          fontWeight="bold"
        >
          <LuCalendarSync aria-hidden />
          Subscribe
        </Link>
      </Stack>
    </Box>
  );
}
