import { useQuery } from "@apollo/client/react";
import { Box, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { LeadPicture, PlainTextSection } from "../components/record-page-parts";
import { CalendarSubscription } from "../features/events/calendar-subscription";
import { UpcomingEvents } from "../features/home/events-strip";
import { SponsoredInstitutions } from "../features/institutions/sponsored-institutions";
import { ParishContact } from "../features/parishes/parish-contact";
import { ParishLocation } from "../features/parishes/parish-location";
import { RegularServices } from "../features/parishes/regular-services";
import { NotFoundContent } from "../features/site/not-found-content";
import { usePageTitle } from "../features/site/use-page-title";
import { ParishPageDocument, type ParishPageQuery } from "../gql/graphql";
import { useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";

/** A parish's page (/parishes/<slug>): where it is, its services, its vicar and its story. */
export function ParishPage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { slug = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(ParishPageDocument, { variables: { slug } });
  const parish = data?.parishBySlug;
  usePageTitle(parish?.name ?? (data ? t("site.pageNames.notFound") : t("site.pageNames.parishes")));

  if (error && !data) {
    return (
      <PageSection>
        <ErrorState title={t("parishes.pageLoadError")} onRetry={() => refetch()} retrying={loading} />
      </PageSection>
    );
  }
  if (!data) {
    return (
      <PageSection>
        <PageLoading />
      </PageSection>
    );
  }
  if (!parish) return <NotFoundContent />;
  const { archdeaconry } = parish;
  // One calendar holds the parish's services and its events: offered once, with the services when
  // it has any, else with its next events.
  const calendarPath = paths.parishCalendar.getHref(parish.slug);
  const calendarLabel = t("parishes.eventsCalendar", { name: parish.name });

  return (
    <PageSection>
      <PageHeader
        title={parish.name}
        trail={[
          { label: t("parishes.breadcrumb"), href: localePath(paths.parishes.getHref()) },
          { label: archdeaconry.name, href: localePath(paths.archdeaconry.getHref(archdeaconry.id)) },
        ]}
      />
      <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap={{ base: "8", lg: "12" }}>
        <Stack gap="8">
          {parish.image && (
            <LeadPicture
              image={parish.image}
              alt={parish.name}
              sizes="(min-width: 72em) 680px, (min-width: 62em) 60vw, 100vw"
            />
          )}
          <ParishServices parish={parish} calendarPath={calendarPath} calendarLabel={calendarLabel} />
        </Stack>
        <Stack as="aside" gap="6" aria-label={t("parishes.contact")}>
          <ParishLocation parish={parish} />
          <ParishContact parish={parish} />
        </Stack>
      </Grid>
      <Box mt={{ base: "8", lg: "12" }}>
        <UpcomingEvents
          events={parish.upcomingEvents}
          calendarHref={parish.services.length > 0 ? undefined : calendarPath}
          calendarLabel={calendarLabel}
        />
      </Box>
      {parish.history && (
        <PlainTextSection
          id="history-heading"
          title={t("parishes.history")}
          text={parish.history}
          mt={{ base: "8", lg: "12" }}
        />
      )}
      <SponsoredInstitutions institutions={parish.sponsoredInstitutions} />
    </PageSection>
  );
}

type ServicesProps = {
  parish: Pick<NonNullable<ParishPageQuery["parishBySlug"]>, "slug" | "services" | "serviceTimes">;
  calendarPath: string;
  calendarLabel: string;
};

/** The parish's regular services, with the calendar of them when it has any. */
function ParishServices({ parish, calendarPath, calendarLabel }: ServicesProps) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="services-heading">
      <Heading as="h2" id="services-heading" size="xl" mb="4">
        {t("parishes.services")}
      </Heading>
      {parish.services.length === 0 ? (
        <Text>{t("parishes.askOffice")}</Text>
      ) : (
        <RegularServices parishSlug={parish.slug} services={parish.services} />
      )}
      {parish.serviceTimes && (
        <Text mt="4" color="fg.muted">
          {parish.serviceTimes}
        </Text>
      )}
      {parish.services.length > 0 && (
        <Box mt="4">
          <CalendarSubscription path={calendarPath} label={calendarLabel} />
        </Box>
      )}
    </Box>
  );
}
