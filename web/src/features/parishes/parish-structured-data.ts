import type { Church, DayOfWeek, Event, PostalAddress, WithContext } from "schema-dts";
import { sitePaths } from "@diocese/site/site-routes";
import { SERVICE_LANGUAGE_TAGS, WEEKDAY_NAMES, serviceName, type Weekday } from "@diocese/site/worship";
import type { ParishPageQuery } from "../../gql/graphql";
import { inLanguage, type Language } from "@diocese/site/languages";

type ParishOfPage = NonNullable<ParishPageQuery["parishBySlug"]>;

const schemaDay = (day: Weekday) => `https://schema.org/${WEEKDAY_NAMES[day]}` as DayOfWeek;

/**
 * A parish as schema.org's `Church`, for search engines: its address, its position and its
 * regular services as events that repeat every week (schema.org's `Schedule`). Typed by
 * schema-dts, schema.org's own vocabulary as TypeScript types, so that a property or type
 * schema.org does not have fails the type check.
 */
export function parishStructuredData(
  parish: ParishOfPage,
  { siteUrl, dioceseName, language }: { siteUrl: string; dioceseName: string; language: Language },
) {
  // The page's own address, in the language it is read in.
  const url = `${siteUrl}${inLanguage(language, sitePaths.parish.getHref(parish.slug))}`;
  const address: PostalAddress = {
    "@type": "PostalAddress",
    addressLocality: parish.town ?? undefined,
    addressCountry: "KE",
  };
  const events: Event[] = parish.services.map((service) => ({
    "@type": "Event",
    name: serviceName(service.kind, service.language),
    inLanguage: SERVICE_LANGUAGE_TAGS[service.language],
    eventSchedule: {
      "@type": "Schedule",
      repeatFrequency: "P1W",
      byDay: schemaDay(service.day),
      startTime: `${service.startTime}:00`,
      // When staff say how long its kind of service lasts (Settings), as the parish calendars do.
      endTime: service.endTime ? `${service.endTime}:00` : undefined,
      scheduleTimezone: "Africa/Nairobi",
    },
    location: { "@type": "Place", name: parish.name, address },
  }));
  // Properties left undefined are left out of the JSON. Written as one object literal (no spreads)
  // so that the type check refuses any property schema.org does not give a Church.
  return {
    "@context": "https://schema.org",
    "@type": "Church",
    "@id": url,
    name: parish.name,
    url,
    address,
    geo:
      parish.latitude != null && parish.longitude != null
        ? { "@type": "GeoCoordinates", latitude: parish.latitude, longitude: parish.longitude }
        : undefined,
    telephone: parish.phone ?? undefined,
    image: parish.image ? `${siteUrl}${parish.image.url}` : undefined,
    description: parish.history?.split(/\n\s*\n/)[0],
    containedInPlace: {
      "@type": "AdministrativeArea",
      name: `${parish.archdeaconry.name} Archdeaconry, ${dioceseName}`,
    },
    event: events.length > 0 ? events : undefined,
  } satisfies WithContext<Church>;
}
