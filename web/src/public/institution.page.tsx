import { useQuery } from "@apollo/client/react";
import { Grid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { LeadPicture, PlainTextSection } from "../components/record-page-parts";
import { InstitutionContact, InstitutionLocation } from "../features/institutions/institution-details";
import { useKindName } from "../features/institutions/institution-kinds";
import { NotFoundContent } from "../features/site/not-found-content";
import { usePageTitle } from "../features/site/use-page-title";
import { InstitutionPageDocument } from "../gql/graphql";
import { useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";

/**
 * A sponsored institution's page (/institutions/<slug>): its picture and kind, where it is and the
 * parish that sponsors it, its head and office, and its story.
 */
export function InstitutionPage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const kindName = useKindName();
  const { slug = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(InstitutionPageDocument, { variables: { slug } });
  const institution = data?.institutionBySlug;
  usePageTitle(institution?.name ?? (data ? t("site.pageNames.notFound") : t("institutions.title")));

  if (error && !data) {
    return (
      <PageSection>
        <ErrorState title={t("institutions.pageLoadError")} onRetry={() => refetch()} retrying={loading} />
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
  if (!institution) return <NotFoundContent />;
  return (
    <PageSection>
      <PageHeader
        title={institution.name}
        trail={[{ label: t("institutions.breadcrumb"), href: localePath(paths.institutions.getHref()) }]}
      />
      <Text textStyle="lg" mb="6" data-kind>
        {kindName(institution.kind)}
      </Text>
      <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap={{ base: "8", lg: "12" }}>
        <Stack gap="8">
          {institution.image && (
            <LeadPicture
              image={institution.image}
              alt={institution.name}
              sizes="(min-width: 72em) 680px, (min-width: 62em) 60vw, 100vw"
            />
          )}
          {institution.history && (
            <PlainTextSection
              id="history-heading"
              title={t("institutions.history")}
              text={institution.history}
            />
          )}
        </Stack>
        <Stack as="aside" gap="6" aria-label={t("institutions.contactAndPlace")}>
          <InstitutionLocation institution={institution} />
          <InstitutionContact institution={institution} />
        </Stack>
      </Grid>
    </PageSection>
  );
}
