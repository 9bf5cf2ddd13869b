import { Heading, Link, Stack, Text } from "@chakra-ui/react";
import { LuCalendarPlus, LuRepeat } from "react-icons/lu";
import { useTranslation } from "react-i18next";
import { repeatSummary } from "@diocese/site/repeat-words";
import type { RegularServiceFieldsFragment } from "../../gql/graphql";
import { useLanguage } from "../../lib/language";
import { paths } from "../../lib/paths";
import { useWorshipWords } from "../parishes/worship-words";
import type { CalendarWords } from "./calendar-words";

/** A parish's regular service on one day of its calendar. */
export interface ServiceOnDay {
  date: string;
  service: RegularServiceFieldsFragment;
  parishSlug: string;
}

/**
 * One day's regular service in the calendar of its parish: its time (its end when staff have said
 * how long its kind of service lasts), its name, that it is weekly, and "Add to calendar".
 */
export function RegularServiceItem({ entry, words }: { entry: ServiceOnDay; words: CalendarWords }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const worship = useWorshipWords();
  const { service, date } = entry;
  const name = t("parishes.serviceName", {
    kind: worship.kind(service.kind),
    language: worship.language(service.language),
  });
  const weekly = repeatSummary(
    { frequency: "WEEKLY", interval: 1, weekdays: [service.day], monthlyOn: null, until: null, count: null },
    date,
    language,
  );
  return (
    <Stack as="li" gap="1" borderStartWidth="3px" borderColor="gold.solid" ps="3" data-regular-service>
      <Text textStyle="sm" fontWeight="semibold" color="brand.fg">
        <time dateTime={`${date}T${service.startTime}`}>
          {service.endTime ? words.times(service.startTime, service.endTime) : words.time(service.startTime)}
        </time>
      </Text>
      <Heading as="h4" size="sm">
        {name}
      </Heading>
      <Text textStyle="sm" color="fg.muted" display="flex" alignItems="center" gap="1.5">
        <LuRepeat aria-hidden />
        {weekly}
      </Text>
      <Text textStyle="sm">
        <Link
          href={paths.regularServiceCalendar.getHref(entry.parishSlug, service.id)}
          download
          color="brand.fg"
          fontWeight="semibold"
          aria-label={t("events.addToCalendarLabel", { title: name, date: words.weekdayAndDate(date) })}
        >
          <LuCalendarPlus aria-hidden />
          {t("events.addToCalendar")}
        </Link>
      </Text>
    </Stack>
  );
}
