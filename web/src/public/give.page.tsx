import { useQuery } from "@apollo/client/react";
import { Alert, Box, Grid, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { AppealProgress } from "../features/giving/appeal-progress";
import { GiveForm } from "../features/giving/give-form";
import { useGiveMessages } from "../features/giving/give-messages";
import { giveProblemMessage } from "../features/giving/give-problems";
import { PaybillByHand } from "../features/giving/paybill-by-hand";
import { RecentGifts } from "../features/giving/recent-gifts";
import { SimulatedPaymentsNotice } from "../features/giving/simulated-notice";
import { NotFoundContent } from "../features/site/not-found-content";
import { usePageTitle } from "../features/site/use-page-title";
import { useGiving, useSiteSettings } from "../features/site/use-site-settings";
import { GivePageDocument } from "../gql/graphql";
import { useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";
import { isGiveProblem } from "./give.route";

/** How many gifts the list shows: as many as GivePage asks for (giving.graphql). */
const RECENT_GIFTS_SHOWN = 5;

/**
 * A project's give page (/give/<slug>), and the same page saying what was wrong with the last gift
 * sent without JavaScript (/give/<slug>/<problem>): the project's progress, the form (or, when the
 * site sends no prompts, the paybill to pay by hand) and the newest gifts.
 */
export function GivePage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { slug = "", problem } = useParams();
  const settings = useSiteSettings();
  const giving = useGiving();
  const messages = useGiveMessages(giving ?? { minAmountKes: 0, maxAmountKes: 0 }, settings ?? {});
  const { data, loading, error, refetch } = useQuery(GivePageDocument, { variables: { slug } });
  const project = data?.project && data.project.slug === slug ? data.project : null;
  const knownProblem = problem === undefined || isGiveProblem(problem);
  usePageTitle(
    project
      ? t("heads.giveName", { project: project.title })
      : data
        ? t("site.pageNames.notFound")
        : t("site.pageNames.give"),
  );

  if (error && !data) {
    return (
      <PageSection>
        <ErrorState title={t("giving.give.loadError")} onRetry={() => refetch()} retrying={loading} />
      </PageSection>
    );
  }
  if ((data && !project) || !knownProblem) return <NotFoundContent />;
  if (!project || !settings || !giving) {
    return (
      <PageSection>
        <PageLoading />
      </PageSection>
    );
  }

  const takesGifts = project.status !== "COMPLETED";
  const problemMessage = isGiveProblem(problem) ? giveProblemMessage(problem, messages) : null;
  return (
    <PageSection>
      <PageHeader
        title={project.title}
        trail={[{ label: t("site.pageNames.projects"), href: localePath(paths.projects.getHref()) }]}
        current={t("site.pageNames.give")}
      />
      <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 3fr) minmax(0, 2fr)" }} gap="10">
        <Stack gap="6">
          <SimulatedPaymentsNotice />
          <Box bg="brand.subtle" p="4" borderRadius="md">
            <AppealProgress progress={project.progress} />
          </Box>
          <Heading as="h2" size="xl" color="brand.fg">
            {t("giving.give.heading")}
          </Heading>
          {!takesGifts ? (
            <ProjectClosed message={messages.project} />
          ) : giving.promptsEnabled ? (
            <GiveForm project={project} limits={giving} paybill={settings} problem={problemMessage} />
          ) : (
            <>
              {problemMessage && problem !== "prompts-off" && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{problemMessage}</Alert.Title>
                  </Alert.Content>
                </Alert.Root>
              )}
              <PaybillByHand paybill={settings} />
            </>
          )}
          <PledgeLinks slug={project.slug} takesPledges={takesGifts} />
          <Text color="fg.muted" textStyle="sm">
            {project.summary}
          </Text>
        </Stack>
        <RecentGifts gifts={project.recentGifts} progress={project.progress} first={RECENT_GIFTS_SHOWN} />
      </Grid>
    </PageSection>
  );
}

/**
 * The ways to the appeal's pledge form (for a donor who cannot give it all today), its honour roll
 * and a donor's statement of the year's giving.
 */
function PledgeLinks({ slug, takesPledges }: { slug: string; takesPledges: boolean }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <Stack gap="2">
      {takesPledges && (
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={localePath(paths.pledgeForm.getHref(slug))}>
            {t("pledges.form.orPledge")}
          </RouterLink>
        </Link>
      )}
      <Link asChild color="brand.fg">
        <RouterLink to={localePath(paths.honourRoll.getHref(slug))}>{t("pledges.honourRoll.see")}</RouterLink>
      </Link>
      <Link asChild color="brand.fg">
        <RouterLink to={localePath(paths.givingStatement.getHref())}>{t("giving.statementLink")}</RouterLink>
      </Link>
    </Stack>
  );
}

/** What a completed project's give page says instead of the form, with a way to the others. */
function ProjectClosed({ message }: { message: string }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
        <Alert.Description>
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={localePath(paths.projects.getHref())}>
              {t("giving.give.otherProjects")}
            </RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
