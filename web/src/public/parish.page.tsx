import { useQuery } from "@apollo/client/react";
import { Box, Grid, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { ResponsiveImage } from "../components/responsive-image";
import { CalendarSubscription } from "../features/events/calendar-subscription";
import { UpcomingEvents } from "../features/home/events-strip";
import { RegularServices } from "../features/parishes/regular-services";
import { NotFoundContent } from "../features/site/not-found-content";
import { usePageTitle } from "../features/site/use-page-title";
import { ParishPageDocument } from "../gql/graphql";
import { useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";

/** Paragraphs of plain text, as staff typed them with blank lines between. */
const paragraphs = (text: string) => text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());

/**
 * A map of the church's position on OpenStreetMap: a plain link, so that the page itself loads
 * nothing from another site.
 */
const mapHref = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;

/**
 * The way to the church from where the visitor is. Google Maps' documented cross-platform link
 * (Maps URLs, api=1) opens the Maps app with directions on Android and on an iPhone that has it,
 * and Google Maps' web page anywhere else. A geo: link would open any maps app, but on Android
 * alone (an iPhone refuses it), and Apple's maps links open Apple Maps only on Apple's devices.
 */
const directionsHref = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${latitude},${longitude}`)}`;

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
  const placed = parish.latitude != null && parish.longitude != null;
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
            <ResponsiveImage
              image={parish.image}
              alt={parish.name}
              sizes="(min-width: 72em) 680px, (min-width: 62em) 60vw, 100vw"
              priority
              width="100%"
              height="auto"
              borderRadius="lg"
            />
          )}
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
        </Stack>
        <Stack as="aside" gap="6" aria-label={t("parishes.contact")}>
          <Stack gap="1">
            <Heading as="h2" size="lg">
              {t("parishes.where")}
            </Heading>
            {parish.town && <Text>{parish.town}</Text>}
            <Text>
              <Link asChild color="brand.fg">
                <RouterLink to={localePath(paths.archdeaconry.getHref(archdeaconry.id))}>
                  {t("parishes.archdeaconryName", { name: archdeaconry.name })}
                </RouterLink>
              </Link>
            </Text>
            {parish.directions && <Text mt="2">{parish.directions}</Text>}
            {placed && (
              <Stack mt="2" gap="1">
                <Text>
                  <Link
                    href={directionsHref(parish.latitude!, parish.longitude!)}
                    color="brand.fg"
                    fontWeight="semibold"
                  >
                    {t("parishes.directions")}
                  </Link>
                </Text>
                <Text>
                  <Link
                    href={mapHref(parish.latitude!, parish.longitude!)}
                    color="brand.fg"
                    fontWeight="semibold"
                  >
                    {t("parishes.openMap")}
                  </Link>
                </Text>
              </Stack>
            )}
          </Stack>
          {(parish.vicar || parish.phone || parish.email) && (
            <Stack gap="1">
              <Heading as="h2" size="lg">
                {t("parishes.vicar")}
              </Heading>
              {parish.vicar && <Text>{parish.vicar}</Text>}
              {parish.phone && (
                <Text>
                  <Link href={`tel:${parish.phone.replace(/\s+/g, "")}`} color="brand.fg">
                    {parish.phone}
                  </Link>
                </Text>
              )}
              {parish.email && (
                <Text>
                  <Link href={`mailto:${parish.email}`} color="brand.fg" overflowWrap="anywhere">
                    {parish.email}
                  </Link>
                </Text>
              )}
            </Stack>
          )}
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
        <Box as="section" aria-labelledby="history-heading" mt={{ base: "8", lg: "12" }} maxW="48rem">
          <Heading as="h2" id="history-heading" size="xl" mb="4">
            {t("parishes.history")}
          </Heading>
          <Stack gap="3">
            {paragraphs(parish.history).map((paragraph, index) => (
              <Text key={index}>{paragraph}</Text>
            ))}
          </Stack>
        </Box>
      )}
    </PageSection>
  );
}
