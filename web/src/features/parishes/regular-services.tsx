import { Box, Heading, Link, List, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuCalendarPlus } from "react-icons/lu";
import { WEEKDAYS, type Weekday } from "@diocese/site/worship";
import type { RegularServiceFieldsFragment } from "../../gql/graphql";
import { paths } from "../../lib/paths";
import { useWorshipWords } from "./worship-words";

type Service = RegularServiceFieldsFragment;

/** The services of each day that has any, in the order of the week (the API sends them so). */
function byDay(services: readonly Service[]): [Weekday, Service[]][] {
  return WEEKDAYS.flatMap((day): [Weekday, Service[]][] => {
    const ofDay = services.filter((service) => service.day === day);
    return ofDay.length > 0 ? [[day, ofDay]] : [];
  });
}

/** One line for a finder's card: "Sunday 7:30 am English, 10:00 am Kiswahili"; null without Sunday services. */
export function useSundayServicesLine(services: readonly Service[]): string | null {
  const { t } = useTranslation();
  const words = useWorshipWords();
  const sunday = services.filter((service) => service.day === "SUNDAY");
  if (sunday.length === 0) return null;
  const times = sunday.map((service) =>
    t("parishes.timeAndLanguage", {
      time: words.time(service.startTime),
      language: words.language(service.language),
    }),
  );
  return t("parishes.sundayLine", { services: times.join(", ") });
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
  const { t } = useTranslation();
  const words = useWorshipWords();
  return (
    <Stack gap="4">
      {byDay(services).map(([day, ofDay]) => (
        <Box key={day}>
          <Heading as="h3" size="md" mb="2">
            {words.day(day)}
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
                  {words.time(service.startTime)}
                </Text>
                <Text as="span">
                  {t("parishes.serviceName", {
                    kind: words.kind(service.kind),
                    language: words.language(service.language),
                  })}
                </Text>
                <Link
                  href={paths.regularServiceCalendar.getHref(parishSlug, service.id)}
                  download
                  color="brand.fg"
                  textStyle="sm"
                  fontWeight="semibold"
                  aria-label={t("parishes.addToCalendarLabel", {
                    day: words.day(day),
                    time: words.time(service.startTime),
                    kind: words.kind(service.kind),
                  })}
                >
                  <LuCalendarPlus aria-hidden />
                  {t("parishes.addToCalendar")}
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      ))}
    </Stack>
  );
}
