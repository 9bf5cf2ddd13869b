import { useQuery } from "@apollo/client/react";
import { Box, Grid, Stack, Text } from "@chakra-ui/react";
import { useParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { Prose } from "../components/prose";
import { ResponsiveImage } from "../components/responsive-image";
import { UpcomingEvents } from "../features/home/events-strip";
import { paths } from "../lib/paths";
import { usePageTitle } from "../features/site/use-page-title";
import { NotFoundContent } from "../features/site/not-found-content";
import { DepartmentPageDocument } from "../gql/graphql";
import { NOT_FOUND_TITLE } from "../../../api/src/site/site-routes";

export function DepartmentPage() {
  const { slug = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(DepartmentPageDocument, { variables: { slug } });
  const department = data?.department;
  usePageTitle(department?.name ?? (data ? NOT_FOUND_TITLE : "Departments"));

  if (error && !data) {
    return (
      <PageSection>
        <ErrorState title="We could not load this page." onRetry={() => refetch()} retrying={loading} />
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

  return (
    <PageSection>
      <PageHeader title={department.name} trail={[{ label: "Departments" }]} />
      <Grid
        templateColumns={{ base: "1fr", lg: "minmax(0, 2fr) minmax(0, 1fr)" }}
        gap={{ base: "8", lg: "12" }}
        alignItems="start"
      >
        <Stack gap="6" minW="0">
          {department.image && (
            <Box as="figure">
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
          <Prose dangerouslySetInnerHTML={{ __html: department.body }} />
        </Stack>
        {(department.headName || department.headTitle) && (
          <Stack
            as="aside"
            aria-label="Head of department"
            gap="1"
            p="5"
            bg="brand.subtle"
            borderRadius="lg"
            borderTopWidth="4px"
            borderColor="gold.solid"
          >
            <Text
              textStyle="xs"
              fontWeight="bold"
              letterSpacing="wider"
              textTransform="uppercase"
              color="fg.muted"
            >
              Head of department
            </Text>
            {department.headName && (
              <Text fontWeight="bold" textStyle="lg">
                {department.headName}
              </Text>
            )}
            {department.headTitle && <Text color="brand.fg">{department.headTitle}</Text>}
          </Stack>
        )}
      </Grid>
      <Box mt={{ base: "8", lg: "12" }}>
        <UpcomingEvents
          events={department.upcomingEvents}
          calendarHref={paths.departmentCalendar.getHref(department.slug)}
          calendarLabel={`Every event of ${department.name} in your calendar`}
        />
      </Box>
    </PageSection>
  );
}
