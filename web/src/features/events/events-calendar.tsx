import { Box, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { LuChevronLeft, LuChevronRight } from "react-icons/lu";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { churchDaysBetween, type ChurchDay } from "@diocese/site/church-year";
import type { EventsCalendarQuery } from "../../gql/graphql";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import {
  calendarHref,
  dayHref,
  isFiltered,
  neighbouringDayPages,
  neighbouringMonths,
  neighbouringStretches,
  type CalendarChoice,
} from "./calendar-choice";
import { seasonsBetween, type SeasonStretch } from "./calendar-dates";
import { CalendarDays, calendarDays } from "./calendar-days";
import { CalendarSubscription } from "./calendar-subscription";
import { useCalendarWords } from "./calendar-words";
import { EventsFilterForm } from "./events-filter-form";
import { LITURGICAL_COLOURS, MonthGrid } from "./month-grid";

/**
 * The calendar: the filter form, then a month (its grid, then its days) or a list of 31 days, each
 * day with its events and its holy day, the seasons of the church year they fall in, and the
 * diocese's calendar to subscribe to. The holy days and seasons are worked out here, not asked for.
 */
export function EventsCalendar({ choice, data }: { choice: CalendarChoice; data: EventsCalendarQuery }) {
  const { t } = useTranslation();
  const churchDays = new Map<string, ChurchDay>(
    churchDaysBetween(choice.from, choice.to).map((day) => [day.date, day]),
  );
  const daysOfEvents = data.calendarDays.filter((day) => day.date >= choice.from && day.date <= choice.to);
  const days = calendarDays(choice.from, choice.to, daysOfEvents, churchDays, data.parish ?? null);
  // The grid counts what each day has: all its events and the chosen parish's services.
  const eventCounts = new Map<string, number>(days.map((day) => [day.date, day.total + day.services.length]));
  const heading = { month: MonthHeading, list: ListHeading, day: DayHeading }[choice.view];

  return (
    <Stack gap="8">
      <EventsFilterForm choice={choice} choices={data} />
      <Stack as="section" aria-labelledby="calendar-heading" gap="5">
        {heading({ choice })}
        <Seasons seasons={seasonsBetween(choice.from, choice.to)} />
        {choice.view === "month" && (
          <MonthGrid
            month={choice.month}
            today={choice.today}
            eventCounts={eventCounts}
            churchDays={churchDays}
          />
        )}
        {[...eventCounts.values()].every((count) => count === 0) && (
          <Text fontWeight="semibold">
            {isFiltered(choice) ? t("events.noEventsChosen") : t("events.noEvents")}
          </Text>
        )}
        <CalendarDays
          days={days}
          today={choice.today}
          moreHref={choice.view === "day" ? null : (date) => dayHref(choice, date)}
        />
        {choice.view === "list" && <ListPager choice={choice} />}
        {choice.view === "day" && <DayPager choice={choice} total={days[0]?.total ?? 0} />}
      </Stack>
      <Subscribe parish={data.parish ?? null} />
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
  const { t } = useTranslation();
  const words = useCalendarWords();
  const localePath = useLocalePath();
  const { previous, next } = neighbouringMonths(choice);
  return (
    <HStack justify="space-between" align="center" wrap="wrap" gap="2">
      <Heading as="h2" id="calendar-heading" size={{ base: "xl", md: "2xl" }}>
        {words.month(choice.month)}
      </Heading>
      <HStack as="nav" aria-label={t("events.otherMonths")} gap="4">
        {previous && (
          <Link asChild {...pagerLinkStyle}>
            <RouterLink
              to={localePath(previous.href)}
              rel="nofollow"
              aria-label={t("events.previousMonth", { month: words.month(previous.month) })}
            >
              <LuChevronLeft aria-hidden />
              {words.monthName(previous.month)}
            </RouterLink>
          </Link>
        )}
        {next && (
          <Link asChild {...pagerLinkStyle}>
            <RouterLink
              to={localePath(next.href)}
              rel="nofollow"
              aria-label={t("events.nextMonth", { month: words.month(next.month) })}
            >
              {words.monthName(next.month)}
              <LuChevronRight aria-hidden />
            </RouterLink>
          </Link>
        )}
      </HStack>
    </HStack>
  );
}

function ListHeading({ choice }: { choice: CalendarChoice }) {
  const words = useCalendarWords();
  return (
    <Heading as="h2" id="calendar-heading" size={{ base: "xl", md: "2xl" }}>
      {words.stretch(choice.from, choice.to)}
    </Heading>
  );
}

/** One busy day's heading, leading back to its month. */
function DayHeading({ choice }: { choice: CalendarChoice }) {
  const { t } = useTranslation();
  const words = useCalendarWords();
  const localePath = useLocalePath();
  return (
    <HStack justify="space-between" align="center" wrap="wrap" gap="2">
      <Heading as="h2" id="calendar-heading" size={{ base: "xl", md: "2xl" }}>
        {words.weekdayAndDate(choice.from)}
      </Heading>
      <Link asChild {...pagerLinkStyle}>
        <RouterLink to={localePath(calendarHref(choice, { month: choice.month }))}>
          <LuChevronLeft aria-hidden />
          {t("events.wholeMonth", { month: words.month(choice.month) })}
        </RouterLink>
      </Link>
    </HStack>
  );
}

/** The pages of one busy day's events before and after this one. */
function DayPager({ choice, total }: { choice: CalendarChoice; total: number }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { earlier, later } = neighbouringDayPages(choice, total);
  if (!earlier && !later) return null;
  return (
    <HStack as="nav" aria-label={t("events.otherPagesOfDay")} justify="space-between" gap="4" wrap="wrap">
      {earlier ? (
        <Link asChild {...pagerLinkStyle}>
          <RouterLink to={localePath(earlier.href)} rel="nofollow">
            <LuChevronLeft aria-hidden />
            {t("events.earlierOnDay")}
          </RouterLink>
        </Link>
      ) : (
        <span />
      )}
      {later && (
        <Link asChild {...pagerLinkStyle}>
          <RouterLink to={localePath(later.href)} rel="nofollow">
            {t("events.laterOnDay")}
            <LuChevronRight aria-hidden />
          </RouterLink>
        </Link>
      )}
    </HStack>
  );
}

/** Earlier and Later: the list's stretches before and after this one. */
function ListPager({ choice }: { choice: CalendarChoice }) {
  const { t } = useTranslation();
  const words = useCalendarWords();
  const localePath = useLocalePath();
  const { earlier, later } = neighbouringStretches(choice);
  return (
    <HStack as="nav" aria-label={t("events.otherDays")} justify="space-between" gap="4" wrap="wrap">
      {earlier ? (
        <Link asChild {...pagerLinkStyle}>
          <RouterLink
            to={localePath(earlier.href)}
            rel="nofollow"
            aria-label={t("events.earlierFrom", { date: words.weekdayAndDate(earlier.from) })}
          >
            <LuChevronLeft aria-hidden />
            {t("events.earlier")}
          </RouterLink>
        </Link>
      ) : (
        <span />
      )}
      {later && (
        <Link asChild {...pagerLinkStyle}>
          <RouterLink
            to={localePath(later.href)}
            rel="nofollow"
            aria-label={t("events.laterFrom", { date: words.weekdayAndDate(later.from) })}
          >
            {t("events.later")}
            <LuChevronRight aria-hidden />
          </RouterLink>
        </Link>
      )}
    </HStack>
  );
}

/** The seasons of the church year the days shown fall in, each with its colour and its days. */
function Seasons({ seasons }: { seasons: readonly SeasonStretch[] }) {
  const { t } = useTranslation();
  const words = useCalendarWords();
  const [only] = seasons;
  return (
    <Text textStyle="sm" data-seasons>
      <Text as="span" fontWeight="semibold">
        {t("events.seasonsLabel", { count: seasons.length })}
      </Text>
      {seasons.length === 1 && only ? (
        <Season season={only} />
      ) : (
        seasons.map((season, index) => (
          <Box as="span" key={season.from} whiteSpace="nowrap">
            {index > 0 && ", "}
            <Season season={season} />{" "}
            {season.from === season.to
              ? t("events.seasonOneDay", { date: words.dayAndMonth(season.from) })
              : t("events.seasonDays", {
                  from: words.dayAndMonth(season.from),
                  to: words.dayAndMonth(season.to),
                })}
          </Box>
        ))
      )}
    </Text>
  );
}

function Season({ season }: { season: SeasonStretch }) {
  const words = useCalendarWords();
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
      {words.season(season.name)}
    </>
  );
}

/**
 * The calendar to subscribe to, and how a phone does it: the chosen parish's (its services and
 * events), or the diocese's.
 */
function Subscribe({ parish }: { parish: { slug: string; name: string } | null }) {
  const { t } = useTranslation();
  return (
    <Box
      as="section"
      aria-labelledby="subscribe-heading"
      bg="brand.subtle"
      rounded="lg"
      p={{ base: "4", md: "6" }}
    >
      <Heading as="h2" id="subscribe-heading" size="lg" mb="2">
        {t("events.subscribe.heading")}
      </Heading>
      <Stack gap="2" maxW="42rem">
        <Text>
          {parish ? t("events.subscribe.parishBody", { name: parish.name }) : t("events.subscribe.body")}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {t("events.subscribe.howTo")}
        </Text>
        <CalendarSubscription
          path={parish ? paths.parishCalendar.getHref(parish.slug) : paths.eventsFeed.getHref()}
          label={t("events.subscribe.link")}
        />
      </Stack>
    </Box>
  );
}
