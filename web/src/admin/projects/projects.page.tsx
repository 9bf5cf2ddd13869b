import { useQuery } from "@apollo/client/react";
import { Button, SimpleGrid } from "@chakra-ui/react";
import { useState } from "react";
import { FormDialog } from "../../components/form-dialog";
import { AdminProjectsDocument, type AdminProjectFieldsFragment } from "../gql/graphql";
import { AdminPage, AdminSection, ListStatus } from "../admin-page";
import { ProjectCard } from "./project-card";
import { ProjectForm } from "./project-form";

export function ProjectsPage() {
  const { data, loading, error, refetch } = useQuery(AdminProjectsDocument, {
    fetchPolicy: "cache-and-network",
  });
  const [editing, setEditing] = useState<AdminProjectFieldsFragment | "new" | null>(null);
  const projects = data?.projects.items ?? [];
  const existing = editing === "new" ? null : editing;

  return (
    <AdminPage
      title="Projects"
      intro="Projects that raise money. The featured one is the appeal in the home page's banner."
      actions={<Button onClick={() => setEditing("new")}>Create Project</Button>}
    >
      <AdminSection title="Projects">
        <ListStatus
          loading={loading}
          error={error}
          empty={!projects.length}
          emptyText="No projects yet."
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
        title={existing ? "Edit project" : "Create Project"}
        open={editing !== null}
        onClose={() => setEditing(null)}
        size="xl"
      >
        {editing && <ProjectForm project={existing} onClose={() => setEditing(null)} />}
      </FormDialog>
    </AdminPage>
  );
}
