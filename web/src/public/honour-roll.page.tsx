import { useQuery } from "@apollo/client/react";
import { Box, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { AppealProgress } from "../features/giving/appeal-progress";
import { HonourRollList } from "../features/giving/honour-roll-list";
import { NotFoundContent } from "../features/site/not-found-content";
import { usePageTitle } from "../features/site/use-page-title";
import { HonourRollPageDocument } from "../gql/graphql";
import { useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";

/**
 * An appeal's honour roll (/give/<slug>/honour-roll): what each parish, or on
 * /give/<slug>/honour-roll/by-archdeaconry each archdeaconry, has given and promised, with the
 * pledgers who agreed to be named.
 */
export function HonourRollPage({ by }: { by: "PARISH" | "ARCHDEACONRY" }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { slug = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(HonourRollPageDocument, { variables: { slug, by } });
  const project = data?.project && data.project.slug === slug ? data.project : null;
  usePageTitle(
    project
      ? t("heads.honourRollName", { project: project.title })
      : data
        ? t("site.pageNames.notFound")
        : t("site.pageNames.honourRoll"),
  );

  if (error && !data) {
    return (
      <PageSection>
        <ErrorState title={t("giving.give.loadError")} onRetry={() => refetch()} retrying={loading} />
      </PageSection>
    );
  }
  if (data && !project) return <NotFoundContent />;
  if (!project) {
    return (
      <PageSection>
        <PageLoading />
      </PageSection>
    );
  }
  const choice = (label: string, chosen: boolean, href: string) =>
    chosen ? (
      <Text as="span" fontWeight="bold" aria-current="page">
        {label}
      </Text>
    ) : (
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={localePath(href)}>{label}</RouterLink>
      </Link>
    );
  return (
    <PageSection>
      <PageHeader
        title={project.title}
        trail={[{ label: t("site.pageNames.give"), href: localePath(paths.give.getHref(project.slug)) }]}
        current={t("site.pageNames.honourRoll")}
      />
      <Stack gap="6" maxW="3xl">
        <Box bg="brand.subtle" p="4" borderRadius="md">
          <AppealProgress progress={project.progress} />
        </Box>
        <Text>{t("pledges.honourRoll.intro")}</Text>
        <HStack gap="4" wrap="wrap" as="nav" aria-label={t("pledges.honourRoll.groupBy")}>
          {choice(t("pledges.honourRoll.byParish"), by === "PARISH", paths.honourRoll.getHref(project.slug))}
          {choice(
            t("pledges.honourRoll.byArchdeaconry"),
            by === "ARCHDEACONRY",
            paths.honourRollByArchdeaconry.getHref(project.slug),
          )}
        </HStack>
        <HonourRollList roll={project.honourRoll} by={by} />
        {project.status !== "COMPLETED" && (
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={localePath(paths.pledgeForm.getHref(project.slug))}>
              {t("pledges.honourRoll.pledge")}
            </RouterLink>
          </Link>
        )}
      </Stack>
    </PageSection>
  );
}
