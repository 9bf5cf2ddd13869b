import { Badge, Box, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { LuCalendarPlus, LuRepeat } from "react-icons/lu";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { datesBetween, weekdayOf } from "@diocese/site/calendar-days";
import { calendarDayAnchor } from "@diocese/site/site-routes";
import type { ChurchDay } from "@diocese/site/church-year";
import type { EventOccurrenceFieldsFragment, RegularServiceFieldsFragment } from "../../gql/graphql";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { useCalendarWords, type CalendarWords } from "./calendar-words";
import { RegularServiceItem, type ServiceOnDay } from "./regular-service-item";
import { RegistrationSummary } from "../registrations/registration-summary";

type Occurrence = EventOccurrenceFieldsFragment;

/** The id of a day's part of the list, which the month's grid links to. */
export const dayAnchor = calendarDayAnchor;

export interface CalendarDay {
  date: string;
  churchDay: ChurchDay | undefined;
  /** The first of its events (or a page of them), in time order. */
  occurrences: Occurrence[];
  /** How many events it has in all. */
  total: number;
  /** The regular services of the parish the calendar is filtered by, on this day. */
  services: ServiceOnDay[];
}

/** The parish a calendar is filtered by, with its regular services. */
type CalendarParish = { slug: string; services: readonly RegularServiceFieldsFragment[] };

/** A day with events as the API gives it: its first events, and how many it has. */
type DayOfEvents = { date: string; total: number; occurrences: readonly Occurrence[] };

/**
 * The days from one to the other that have events or services or are holy days, each with its
 * first events in time order, and with the regular services of `parish` (the one the calendar is
 * filtered by, if any) on their days.
 */
export function calendarDays(
  from: string,
  to: string,
  daysOfEvents: readonly DayOfEvents[],
  churchDays: ReadonlyMap<string, ChurchDay>,
  parish: CalendarParish | null = null,
): CalendarDay[] {
  const eventsOn = new Map(daysOfEvents.map((day) => [day.date, day]));
  return datesBetween(from, to).flatMap((date) => {
    const ofDay = [...(eventsOn.get(date)?.occurrences ?? [])];
    const total = eventsOn.get(date)?.total ?? 0;
    const services = (parish?.services ?? [])
      .filter((service) => service.day === weekdayOf(date))
      .map((service) => ({ date, service, parishSlug: parish!.slug }));
    const churchDay = churchDays.get(date);
    return total > 0 || services.length > 0 || churchDay
      ? [{ date, churchDay, occurrences: ofDay, total, services }]
      : [];
  });
}

type DayEntry = { start: string } & (
  { kind: "event"; occurrence: Occurrence } | { kind: "service"; service: ServiceOnDay }
);

/** A day's events and services in the order of their start, events first at the same time. */
function inTimeOrder(day: CalendarDay): DayEntry[] {
  const entries: DayEntry[] = [
    ...day.occurrences.map((occurrence) => ({
      start: occurrence.startTime.slice(0, 5),
      kind: "event" as const,
      occurrence,
    })),
    ...day.services.map((service) => ({
      start: service.service.startTime,
      kind: "service" as const,
      service,
    })),
  ];
  // A stable sort: the API's own order stays among equal starts.
  return entries.sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * The days of the calendar, one after another: the heading of each names its holy day; a day with
 * more events than it shows leads to its own pages (`moreHref`).
 */
export function CalendarDays({
  days,
  today,
  moreHref,
}: {
  days: readonly CalendarDay[];
  today: string;
  moreHref: ((date: string) => string) | null;
}) {
  const { t } = useTranslation();
  const words = useCalendarWords();
  return (
    <Stack as="ol" listStyleType="none" gap="6" data-calendar-days>
      {days.map((day) => (
        <Box
          as="li"
          key={day.date}
          id={dayAnchor(day.date)}
          data-date={day.date}
          aria-current={day.date === today ? "date" : undefined}
          // Clear of the sticky header when the month's grid leads here.
          scrollMarginTop="20"
        >
          <HStack gap="2" wrap="wrap" mb="2" pb="1" borderBottomWidth="1px">
            <Heading as="h3" size="md">
              {words.weekdayAndDate(day.date)}
              {day.churchDay && (
                <>
                  {" — "}
                  <Text as="span" color="brand.fg">
                    {words.churchDay(day.churchDay)}
                  </Text>
                </>
              )}
            </Heading>
            {day.date === today && (
              <Badge colorPalette="gold" variant="solid">
                {t("events.today")}
              </Badge>
            )}
          </HStack>
          {day.occurrences.length + day.services.length > 0 ? (
            <Stack as="ul" listStyleType="none" gap="4">
              {inTimeOrder(day).map((entry) =>
                entry.kind === "event" ? (
                  <OccurrenceItem key={entry.occurrence.id} occurrence={entry.occurrence} words={words} />
                ) : (
                  <RegularServiceItem
                    key={`service-${entry.service.service.id}`}
                    entry={entry.service}
                    words={words}
                  />
                ),
              )}
            </Stack>
          ) : (
            <Text textStyle="sm" color="fg.muted">
              {t("events.noEventsListed")}
            </Text>
          )}
          {moreHref && day.total > day.occurrences.length && (
            <MoreOnDay day={day} href={moreHref(day.date)} />
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** The link from a busy day to its own pages: how many more events it has. */
function MoreOnDay({ day, href }: { day: CalendarDay; href: string }) {
  const { t } = useTranslation();
  const words = useCalendarWords();
  const localePath = useLocalePath();
  return (
    <Text mt="3">
      <Link
        asChild
        color="brand.fg"
        fontWeight="semibold"
        minH="10"
        display="inline-flex"
        alignItems="center"
      >
        <RouterLink to={localePath(href)} rel="nofollow" data-more-events>
          {t("events.moreOnDay", {
            count: day.total - day.occurrences.length,
            date: words.weekdayAndDate(day.date),
          })}
        </RouterLink>
      </Link>
    </Text>
  );
}

function OccurrenceItem({ occurrence, words }: { occurrence: Occurrence; words: CalendarWords }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { event } = occurrence;
  const repeatSummary = event.repeat?.summary;
  return (
    <Stack as="li" gap="1" borderStartWidth="3px" borderColor="brand.solid" ps="3" data-occurrence>
      <Text textStyle="sm" fontWeight="semibold" color="brand.fg">
        <time dateTime={`${occurrence.date}T${occurrence.startTime.slice(0, 5)}`}>
          {words.times(occurrence.startTime, occurrence.endTime)}
        </time>
      </Text>
      <HStack gap="2" wrap="wrap">
        <Heading as="h4" size="sm" overflowWrap="anywhere">
          {occurrence.title}
        </Heading>
        {occurrence.changed && (
          <Badge colorPalette="gold" variant="subtle">
            {t("events.changed")}
          </Badge>
        )}
      </HStack>
      {occurrence.place && (
        <Text textStyle="sm" overflowWrap="anywhere">
          {occurrence.place}
        </Text>
      )}
      {(event.parish || event.department) && (
        <Text textStyle="sm">
          {event.parish && (
            <Link asChild color="brand.fg">
              <RouterLink to={localePath(paths.parish.getHref(event.parish.slug))}>
                {event.parish.name}
              </RouterLink>
            </Link>
          )}
          {event.parish && event.department && " · "}
          {event.department && (
            <Link asChild color="brand.fg">
              <RouterLink to={localePath(paths.department.getHref(event.department.slug))}>
                {event.department.name}
              </RouterLink>
            </Link>
          )}
        </Text>
      )}
      {repeatSummary && (
        <Text textStyle="sm" color="fg.muted" display="flex" alignItems="center" gap="1.5">
          <LuRepeat aria-hidden />
          {repeatSummary}
        </Text>
      )}
      {occurrence.description && (
        <Text textStyle="sm" color="fg.muted" whiteSpace="pre-line" overflowWrap="anywhere">
          {occurrence.description}
        </Text>
      )}
      {event.registrationSetup && (
        <RegistrationSummary eventId={event.id} title={occurrence.title} setup={event.registrationSetup} />
      )}
      <Text textStyle="sm">
        <Link
          href={paths.eventCalendar.getHref(event.id)}
          download
          color="brand.fg"
          fontWeight="semibold"
          aria-label={t("events.addToCalendarLabel", {
            title: occurrence.title,
            date: words.weekdayAndDate(occurrence.date),
          })}
        >
          <LuCalendarPlus aria-hidden />
          {t("events.addToCalendar")}
        </Link>
      </Text>
    </Stack>
  );
}
