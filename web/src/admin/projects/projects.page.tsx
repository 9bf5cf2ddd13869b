import { useQuery } from "@apollo/client/react";
import { Button, SimpleGrid } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../components/form-dialog";
import { AdminProjectsDocument, type AdminProjectFieldsFragment } from "../gql/graphql";
import { AdminPage, AdminSection, ListStatus } from "../admin-page";
import { ProjectCard } from "./project-card";
import { ProjectForm } from "./project-form";
import { NeedsTranslationFilter } from "../translation/kiswahili-fields";
import "../locales/register";

export function ProjectsPage() {
  const [untranslatedOnly, setUntranslatedOnly] = useState(false);
  const { data, loading, error, refetch } = useQuery(AdminProjectsDocument, {
    variables: untranslatedOnly ? { needsTranslation: true } : {},
    fetchPolicy: "cache-and-network",
  });
  const [editing, setEditing] = useState<AdminProjectFieldsFragment | "new" | null>(null);
  const projects = data?.projects.items ?? [];
  const existing = editing === "new" ? null : editing;
  const { t } = useTranslation();

  return (
    <AdminPage
      title={t("dashboardProjects.title")}
      intro={t("dashboardProjects.intro")}
      actions={<Button onClick={() => setEditing("new")}>{t("dashboardProjects.create")}</Button>}
    >
      <AdminSection
        title={t("dashboardProjects.title")}
        actions={<NeedsTranslationFilter checked={untranslatedOnly} onCheckedChange={setUntranslatedOnly} />}
      >
        <ListStatus
          loading={loading}
          error={error}
          empty={!projects.length}
          emptyText={
            untranslatedOnly ? t("dashboard.translation.noneNeedTranslation") : t("dashboardProjects.none")
          }
          onRetry={() => void refetch()}
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {projects.map((project) => (
              <ProjectCard key={project.id} project={project} onEdit={() => setEditing(project)} />
            ))}
          </SimpleGrid>
        </ListStatus>
      </AdminSection>
      <FormDialog
        title={existing ? t("dashboardProjects.edit") : t("dashboardProjects.create")}
        open={editing !== null}
        onClose={() => setEditing(null)}
        size="xl"
      >
        {editing && <ProjectForm project={existing} onClose={() => setEditing(null)} />}
      </FormDialog>
    </AdminPage>
  );
}
