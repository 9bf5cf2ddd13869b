import { useQuery } from "@apollo/client/react";
import { Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { calendarChoice, calendarVariables } from "../features/events/calendar-choice";
import { todayInKakamega } from "../lib/today";
import { EventsCalendar } from "../features/events/events-calendar";
import { usePageTitle } from "../features/site/use-page-title";
import { EventsCalendarDocument } from "../gql/graphql";

/**
 * The diocese's calendar (/events): a month or a list of what is on, by parish, archdeaconry or
 * department, with the holy days and seasons of the church year.
 */
export function EventsPage() {
  const { t } = useTranslation();
  usePageTitle(t("site.pageNames.events"));
  const [searchParams] = useSearchParams();
  const choice = calendarChoice(searchParams, todayInKakamega());
  const { data, loading, error, refetch } = useQuery(EventsCalendarDocument, {
    variables: calendarVariables(choice),
  });

  return (
    <PageSection>
      <PageHeader title={t("site.pageNames.events")} />
      <Stack gap="8">
        <Text textStyle="lg" maxW="40rem">
          {t("events.intro")}
        </Text>
        {error && !data ? (
          <ErrorState title={t("events.loadError")} onRetry={() => refetch()} retrying={loading} />
        ) : !data ? (
          <PageLoading />
        ) : (
          <EventsCalendar choice={choice} data={data} />
        )}
      </Stack>
    </PageSection>
  );
}
