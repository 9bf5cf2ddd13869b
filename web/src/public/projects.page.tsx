import { useQuery } from "@apollo/client/react";
import { Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../features/site/use-page-title";
import { useScrollToHash } from "../components/use-scroll-to-hash";
import { ProjectCard } from "../features/projects/project-card";
import { InformationPageView } from "../features/pages/information-page-view";
import { ProjectsPageDocument } from "../gql/graphql";
import { PROJECTS_PAGE_VARIABLES } from "./projects.route";

export function ProjectsPage() {
  const { t } = useTranslation();
  usePageTitle(t("site.pageNames.projects"));
  const { data, loading, error, refetch } = useQuery(ProjectsPageDocument, {
    variables: PROJECTS_PAGE_VARIABLES,
  });
  const projects = data?.projects.items ?? [];
  useScrollToHash(Boolean(data));
  return (
    <InformationPageView
      fallbackTitle={t("site.pageNames.projects")}
      page={data?.informationPage}
      loading={loading}
      error={error}
      onRetry={() => refetch()}
    >
      {projects.length > 0 && (
        <Stack gap="8" mt="10">
          {projects.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </Stack>
      )}
    </InformationPageView>
  );
}
