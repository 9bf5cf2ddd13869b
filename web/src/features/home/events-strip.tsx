import {
  Box,
  Container,
  EmptyState,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuRepeat } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import type { EventCardFieldsFragment } from "../../gql/graphql";
import { CalendarSubscription } from "../events/calendar-subscription";
import { useLocale, useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { eventDateParts, formatEventTimes } from "./event-format";

/**
 * Programs and Events: upcoming events first (the API's order), then the latest past ones, and
 * the way to the whole calendar.
 */
export function EventsStrip({ events }: { events: EventCardFieldsFragment[] | undefined }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <Box
      as="section"
      id="programs-and-events"
      aria-labelledby="events-heading"
      py={{ base: "12", md: "16" }}
      scrollMarginTop="20"
    >
      <Container maxW="6xl">
        <HStack justify="space-between" align="baseline" wrap="wrap" gap="2" mb="8">
          <Heading as="h2" id="events-heading" size={{ base: "2xl", md: "3xl" }} color="brand.fg">
            {t("home.events.heading")}
          </Heading>
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={localePath(paths.events.getHref())}>{t("home.events.seeCalendar")}</RouterLink>
          </Link>
        </HStack>
        {!events ? (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" aria-busy="true">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} height="32" borderRadius="lg" />
            ))}
          </SimpleGrid>
        ) : events.length === 0 ? (
          <EmptyState.Root>
            <EmptyState.Content>
              <EmptyState.Title>{t("home.events.none")}</EmptyState.Title>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            {events.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </Box>
  );
}

/**
 * A parish's or a department's next events, on its page, with the calendar that keeps them in a
 * phone (`calendarHref`, its path, such as /departments/kayo/calendar.ics) unless the page offers
 * it elsewhere; nothing when none is planned.
 */
export function UpcomingEvents({
  events,
  calendarHref,
  calendarLabel,
}: {
  events: readonly EventCardFieldsFragment[];
  calendarHref?: string;
  calendarLabel: string;
}) {
  const { t } = useTranslation();
  if (events.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="upcoming-events-heading">
      <Heading as="h2" id="upcoming-events-heading" size="xl" mb="4">
        {t("home.events.comingUp")}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
        {events.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </SimpleGrid>
      {calendarHref && (
        <Box mt="4">
          <CalendarSubscription path={calendarHref} label={calendarLabel} />
        </Box>
      )}
    </Box>
  );
}

/**
 * An event's card: its next time (a repeating event's next occurrence, which may be moved from the
 * series' own) or, once it has passed, its last day (a one-off event's own) and, when it repeats, how.
 */
function EventCard({ event }: { event: EventCardFieldsFragment }) {
  const when = event.nextOccurrence ?? { ...event, date: event.lastDate ?? event.date };
  const locale = useLocale();
  const { day, month, year } = eventDateParts(when.date, locale);
  return (
    <HStack
      as="li"
      align="stretch"
      gap="0"
      borderWidth="1px"
      borderRadius="lg"
      overflow="hidden"
      bg="bg"
      boxShadow="xs"
      data-testid="event-card"
    >
      <Stack
        asChild
        gap="0"
        align="center"
        justify="center"
        bg="brand.solid"
        color="brand.contrast"
        px="4"
        py="3"
        minW="20"
      >
        <time dateTime={when.date}>
          <Text textStyle="2xl" fontWeight="bold" lineHeight="1">
            {day}
          </Text>
          <Text textStyle="sm" fontWeight="semibold" color="gold.solid">
            {month}
          </Text>
          <Text textStyle="xs">{year}</Text>
        </time>
      </Stack>
      <Stack gap="1" p="3" minW="0">
        <Heading as="h3" size="sm" overflowWrap="anywhere">
          {event.title}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {formatEventTimes(when.startTime, when.endTime, locale)}
        </Text>
        {when.place && (
          <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
            {when.place}
          </Text>
        )}
        {event.repeat && (
          <Text textStyle="sm" color="fg.muted" display="flex" alignItems="center" gap="1.5" data-repeat>
            <LuRepeat aria-hidden />
            {event.repeat.summary}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}
