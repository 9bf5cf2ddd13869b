import { useQuery } from "@apollo/client/react";
import { Box, Grid, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { spokenDate } from "@diocese/site/calendar-days";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { LeadPicture, PlainTextSection } from "../components/record-page-parts";
import { UntranslatedNotice } from "../components/untranslated-notice";
import { ClergyPostings } from "../features/clergy/clergy-postings";
import { NotFoundContent } from "../features/site/not-found-content";
import { usePageTitle } from "../features/site/use-page-title";
import { ClergyPersonPageDocument, type ClergyPersonPageQuery } from "../gql/graphql";
import { useLanguage, useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";

type Person = NonNullable<ClergyPersonPageQuery["clergyMemberBySlug"]>;

/** A member of the clergy's page (/clergy/<slug>): where they serve, their ordination and story. */
export function ClergyMemberPage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { slug = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(ClergyPersonPageDocument, { variables: { slug } });
  const person = data?.clergyMemberBySlug;
  usePageTitle(person?.styledName ?? (data ? t("site.pageNames.notFound") : t("clergy.title")));

  if (error && !data) {
    return (
      <PageSection>
        <ErrorState title={t("clergy.loadError")} onRetry={() => refetch()} retrying={loading} />
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
  if (!person) return <NotFoundContent />;

  return (
    <PageSection>
      <PageHeader
        title={person.styledName}
        trail={[{ label: t("clergy.title"), href: localePath(paths.clergy.getHref()) }]}
      />
      <Grid
        templateColumns={{ base: "1fr", md: "minmax(0, 1fr) minmax(0, 2fr)" }}
        gap={{ base: "8", lg: "12" }}
      >
        <Stack gap="6">
          {person.image && (
            <LeadPicture image={person.image} alt={person.styledName} sizes="(min-width: 48em) 33vw, 100vw" />
          )}
          <PersonFacts person={person} />
        </Stack>
        <Stack gap="8" minW="0">
          <ClergyPostings postings={person.postings} />
          {person.biography && <Biography person={person} />}
        </Stack>
      </Grid>
    </PageSection>
  );
}

/** Their ordination, languages and, where they are public, their phone and e-mail. */
function PersonFacts({ person }: { person: Person }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ordained = (date: string | null | undefined, place: string | null | undefined) =>
    [date ? spokenDate(date, language) : null, place].filter(Boolean).join(", ");
  const facts = [
    { label: t("clergy.deacon"), value: ordained(person.deaconOn, person.deaconAt) },
    { label: t("clergy.priest"), value: ordained(person.priestOn, person.priestAt) },
    { label: t("clergy.languages"), value: person.languages ?? "" },
  ].filter((fact) => fact.value);
  return (
    <Stack gap="4">
      {facts.length > 0 && (
        <Box as="dl">
          {facts.map((fact) => (
            <Box key={fact.label} mb="3">
              <Text as="dt" fontWeight="semibold">
                {fact.label}
              </Text>
              <Text as="dd">{fact.value}</Text>
            </Box>
          ))}
        </Box>
      )}
      {(person.phone || person.email) && (
        <Box as="section" aria-labelledby="contact-heading">
          <Heading as="h2" id="contact-heading" size="md" mb="2">
            {t("clergy.contact")}
          </Heading>
          {person.phone && (
            <Text>
              <Link href={`tel:${person.phone.replace(/\s+/g, "")}`} color="brand.fg">
                {person.phone}
              </Link>
            </Text>
          )}
          {person.email && (
            <Text>
              <Link href={`mailto:${person.email}`} color="brand.fg" overflowWrap="anywhere">
                {person.email}
              </Link>
            </Text>
          )}
        </Box>
      )}
    </Stack>
  );
}

function Biography({ person }: { person: Person }) {
  const { t } = useTranslation();
  return (
    <PlainTextSection
      id="biography-heading"
      title={t("clergy.biography")}
      text={person.biography ?? ""}
      notice={person.fallsBackToEnglish && <UntranslatedNotice message={t("pages.untranslated")} />}
      lang={person.fallsBackToEnglish ? "en" : undefined}
    />
  );
}
