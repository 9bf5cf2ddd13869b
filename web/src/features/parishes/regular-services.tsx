import { Box, Heading, Link, List, Stack, Text } from "@chakra-ui/react";
import { LuCalendarPlus } from "react-icons/lu";
import {
  SERVICE_KIND_NAMES,
  SERVICE_LANGUAGE_NAMES,
  WEEKDAYS,
  WEEKDAY_NAMES,
  timeOfDayName,
  type Weekday,
} from "../../../../api/src/site/worship";
import type { RegularServiceFieldsFragment } from "../../gql/graphql";
import { paths } from "../../lib/paths";

type Service = RegularServiceFieldsFragment;

/** The services of each day that has any, in the order of the week (the API sends them so). */
function byDay(services: readonly Service[]): [Weekday, Service[]][] {
  return WEEKDAYS.flatMap((day): [Weekday, Service[]][] => {
    const ofDay = services.filter((service) => service.day === day);
    return ofDay.length > 0 ? [[day, ofDay]] : [];
  });
}

/** One line for a finder's card: "Sunday 7:30 am English, 10:00 am Kiswahili". */
export function sundayServicesLine(services: readonly Service[]): string | null {
  const sunday = services.filter((service) => service.day === "SUNDAY");
  if (sunday.length === 0) return null;
  const times = sunday.map(
    (service) => `${timeOfDayName(service.startTime)} ${SERVICE_LANGUAGE_NAMES[service.language]}`,
  );
  return `Sunday ${times.join(", ")}`;
}

/**
 * A parish's week of services, each with its own "Add to calendar" (an iCalendar file of that
 * service, repeating every week, which a phone's calendar opens).
 */
export function RegularServices({
  parishSlug,
  services,
}: {
  parishSlug: string;
  services: readonly Service[];
}) {
  return (
    <Stack gap="4">
      {byDay(services).map(([day, ofDay]) => (
        <Box key={day}>
          <Heading as="h3" size="md" mb="2">
            {WEEKDAY_NAMES[day]}
          </Heading>
          <List.Root as="ul" listStyleType="none" gap="2" ps="0">
            {ofDay.map((service) => (
              <List.Item
                key={service.id}
                display="flex"
                flexWrap="wrap"
                alignItems="baseline"
                columnGap="3"
                rowGap="1"
              >
                <Text as="span" fontWeight="semibold" minW="5.5rem">
                  {timeOfDayName(service.startTime)}
                </Text>
                <Text as="span">
                  {SERVICE_KIND_NAMES[service.kind]} ({SERVICE_LANGUAGE_NAMES[service.language]})
                </Text>
                <Link
                  href={paths.regularServiceCalendar.getHref(parishSlug, service.id)}
                  download
                  color="brand.fg"
                  textStyle="sm"
                  fontWeight="semibold"
                  aria-label={`Add to calendar: ${WEEKDAY_NAMES[day]} ${timeOfDayName(service.startTime)} ${SERVICE_KIND_NAMES[service.kind]}`}
                >
                  <LuCalendarPlus aria-hidden />
                  Add to calendar
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      ))}
    </Stack>
  );
}
