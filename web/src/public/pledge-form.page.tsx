import { useQuery } from "@apollo/client/react";
import { Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { PledgeForm } from "../features/giving/pledge-form";
import { isPledgeProblem, PLEDGE_PROBLEM_WORDS } from "../features/giving/pledge-problems";
import { NotFoundContent } from "../features/site/not-found-content";
import { usePageTitle } from "../features/site/use-page-title";
import { PledgeFormPageDocument } from "../gql/graphql";
import { useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";

/**
 * An appeal's pledge form (/give/<slug>/pledge), and the same form saying what was wrong with the
 * last pledge sent without JavaScript (/give/<slug>/pledge/<problem>).
 */
export function PledgeFormPage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { slug = "", problem } = useParams();
  const { data, loading, error, refetch } = useQuery(PledgeFormPageDocument, { variables: { slug } });
  const project = data?.project && data.project.slug === slug ? data.project : null;
  const knownProblem = problem === undefined || isPledgeProblem(problem);
  usePageTitle(
    project
      ? t("heads.pledgeName", { project: project.title })
      : data
        ? t("site.pageNames.notFound")
        : t("site.pageNames.pledgeForm"),
  );

  if (error && !data) {
    return (
      <PageSection>
        <ErrorState title={t("giving.give.loadError")} onRetry={() => refetch()} retrying={loading} />
      </PageSection>
    );
  }
  if ((data && !project) || !knownProblem) return <NotFoundContent />;
  if (!project || !data) {
    return (
      <PageSection>
        <PageLoading />
      </PageSection>
    );
  }
  return (
    <PageSection>
      <PageHeader
        title={project.title}
        trail={[{ label: t("site.pageNames.give"), href: localePath(paths.give.getHref(project.slug)) }]}
        current={t("site.pageNames.pledgeForm")}
      />
      <Stack gap="6" maxW="2xl">
        <Heading as="h2" size="xl" color="brand.fg">
          {t("pledges.form.heading")}
        </Heading>
        <Text>{t("pledges.form.intro")}</Text>
        {project.status === "COMPLETED" ? (
          <Text fontWeight="semibold">{t("pledges.problems.project")}</Text>
        ) : (
          <PledgeForm
            project={project}
            archdeaconries={data.archdeaconries}
            problem={isPledgeProblem(problem) ? t(PLEDGE_PROBLEM_WORDS[problem]) : null}
          />
        )}
      </Stack>
    </PageSection>
  );
}
