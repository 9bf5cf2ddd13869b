import { useQuery } from "@apollo/client/react";
import { Box, Grid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { Prose } from "../components/prose";
import { ResponsiveImage } from "../components/responsive-image";
import { UntranslatedNotice } from "../components/untranslated-notice";
import { UpcomingEvents } from "../features/home/events-strip";
import { paths } from "../lib/paths";
import { usePageTitle } from "../features/site/use-page-title";
import { NotFoundContent } from "../features/site/not-found-content";
import { DepartmentPageDocument } from "../gql/graphql";

export function DepartmentPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(DepartmentPageDocument, { variables: { slug } });
  const department = data?.department;
  usePageTitle(department?.name ?? (data ? t("site.pageNames.notFound") : t("pages.department.departments")));

  if (error && !data) {
    return (
      <PageSection>
        <ErrorState title={t("pages.loadError")} onRetry={() => refetch()} retrying={loading} />
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
  if (!department) return <NotFoundContent />;
  // Asked for in Kiswahili, a department without a translation comes in English: said so above it.
  const contentLang = department.fallsBackToEnglish ? "en" : undefined;

  return (
    <PageSection>
      <PageHeader
        title={department.name}
        titleLang={contentLang}
        trail={[{ label: t("pages.department.departments") }]}
      />
      {department.fallsBackToEnglish && <UntranslatedNotice message={t("pages.untranslated")} />}
      <Grid
        templateColumns={{ base: "1fr", lg: "minmax(0, 2fr) minmax(0, 1fr)" }}
        gap={{ base: "8", lg: "12" }}
        alignItems="start"
      >
        <Stack gap="6" minW="0">
          {department.image && (
            <Box as="figure" lang={contentLang}>
              <ResponsiveImage
                image={department.image}
                alt={department.imageCaption ?? department.name}
                sizes="(min-width: 72em) 740px, (min-width: 62em) 66vw, 100vw"
                priority
                width="100%"
                height="auto"
                borderRadius="lg"
              />
              {department.imageCaption && (
                <Text as="figcaption" mt="2" textStyle="sm" color="fg.muted">
                  {department.imageCaption}
                </Text>
              )}
            </Box>
          )}
          {/* The API sanitises rich text when it is saved. */}
          <Prose lang={contentLang} dangerouslySetInnerHTML={{ __html: department.body }} />
        </Stack>
        {(department.headName || department.headTitle) && (
          <DepartmentHead headName={department.headName} headTitle={department.headTitle} />
        )}
      </Grid>
      <Box mt={{ base: "8", lg: "12" }}>
        <UpcomingEvents
          events={department.upcomingEvents}
          calendarHref={paths.departmentCalendar.getHref(department.slug)}
          calendarLabel={t("pages.department.calendar", { name: department.name })}
        />
      </Box>
    </PageSection>
  );
}

/** Who leads the department, beside its text. */
function DepartmentHead({ headName, headTitle }: { headName: string | null; headTitle: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack
      as="aside"
      aria-label={t("pages.department.head")}
      gap="1"
      p="5"
      bg="brand.subtle"
      borderRadius="lg"
      borderTopWidth="4px"
      borderColor="gold.solid"
    >
      <Text textStyle="xs" fontWeight="bold" letterSpacing="wider" textTransform="uppercase" color="fg.muted">
        {t("pages.department.head")}
      </Text>
      {headName && (
        <Text fontWeight="bold" textStyle="lg">
          {headName}
        </Text>
      )}
      {headTitle && <Text color="brand.fg">{headTitle}</Text>}
    </Stack>
  );
}
