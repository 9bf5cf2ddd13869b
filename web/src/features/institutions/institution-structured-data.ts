import type { GeoCoordinates, Hospital, Organization, Person, PostalAddress, WithContext } from "schema-dts";
import type { InstitutionKind } from "@diocese/site/institution-kinds";
import { inLanguage, type Language } from "@diocese/site/languages";
import { sitePaths } from "@diocese/site/site-routes";
import type { InstitutionPageQuery } from "../../gql/graphql";

type InstitutionOfPage = NonNullable<InstitutionPageQuery["institutionBySlug"]>;

/** What schema.org calls each kind (ElementarySchool and the rest are places): an organisation where none fits. */
const SCHEMA_TYPES = {
  PRIMARY_SCHOOL: "ElementarySchool",
  SECONDARY_SCHOOL: "HighSchool",
  COLLEGE: "CollegeOrUniversity",
  TECHNICAL_INSTITUTE: "CollegeOrUniversity",
  HOSPITAL: "Hospital",
  HEALTH_CENTRE: "MedicalClinic",
  CHILDRENS_HOME: "Organization",
  OTHER: "Organization",
} as const satisfies Record<InstitutionKind, string>;

/** What every kind but Organization is besides: a place, such as schema.org's Hospital. */
type PlaceKind = Exclude<Hospital, string>;

/**
 * An institution as schema.org's type of its kind, for search engines: its address, where it
 * stands, its office's phone and website, and its sponsoring parish as the organisation it belongs
 * to. Every type but Organization is a place too (schema.org's schools, colleges and hospitals
 * are), so has its own `geo`; an organisation's position is its `location`'s. Checked against
 * schema-dts' types (a Hospital's properties, which the other place kinds share, and an
 * Organization's), so that a property schema.org does not give them fails the type check.
 */
export function institutionStructuredData(
  institution: InstitutionOfPage,
  { siteUrl, language }: { siteUrl: string; language: Language },
): Record<string, unknown> {
  const url = `${siteUrl}${inLanguage(language, sitePaths.institution.getHref(institution.slug))}`;
  const address: PostalAddress = {
    "@type": "PostalAddress",
    addressLocality: institution.town ?? undefined,
    addressCountry: "KE",
  };
  const geo: GeoCoordinates | undefined =
    institution.latitude != null && institution.longitude != null
      ? { "@type": "GeoCoordinates", latitude: institution.latitude, longitude: institution.longitude }
      : undefined;
  const parish: Organization = {
    "@type": "Organization",
    name: institution.parish.name,
    url: `${siteUrl}${inLanguage(language, sitePaths.parish.getHref(institution.parish.slug))}`,
  };
  // Its chaplain by name and page alone: their contacts are on that page where they are public.
  const chaplain: Person | undefined = institution.chaplain
    ? {
        "@type": "Person",
        name: institution.chaplain.styledName,
        url: `${siteUrl}${inLanguage(language, sitePaths.clergyMember.getHref(institution.chaplain.slug))}`,
      }
    : undefined;
  // Properties left undefined are left out of the JSON.
  const fields = {
    "@id": url,
    name: institution.name,
    url: institution.website ?? url,
    address,
    telephone: institution.phone ?? undefined,
    email: institution.email ?? undefined,
    image: institution.image ? `${siteUrl}${institution.image.url}` : undefined,
    description: institution.history?.split(/\n\s*\n/)[0],
    parentOrganization: parish,
    employee: chaplain,
  } satisfies Omit<Exclude<Organization, string>, "@type"> & Omit<PlaceKind, "@type">;
  const type = SCHEMA_TYPES[institution.kind];
  if (type === "Organization") {
    return {
      "@context": "https://schema.org",
      "@type": type,
      ...fields,
      location: geo && { "@type": "Place", address, geo },
    } satisfies WithContext<Organization>;
  }
  return { "@context": "https://schema.org", "@type": type, ...fields, geo } satisfies Omit<
    WithContext<PlaceKind>,
    "@type"
  > & { "@type": typeof type };
}
