import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Box, Button, Card, HStack, Progress, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { CroppedImage } from "../../components/cropped-image";
import { FormDialog } from "../../components/form-dialog";
import { toaster } from "../../components/toaster";
import { useUploadProgress } from "../../components/upload-progress";
import type { AdminProjectFieldsFragment, ProjectInput, ProjectStatus } from "../gql/graphql";
import { AdminPage, AdminSection, ListStatus } from "../admin-page";
import { formatKes } from "../format";
import { RecordActions } from "../record-actions";
import { RecordForm, type FieldSpec, type RecordValues } from "../record-form";
import {
  AdminProjectsDocument,
  CreateProjectDocument,
  DeleteProjectDocument,
  UpdateProjectDocument,
} from "../gql/graphql";

const REFETCH = { refetchQueries: ["AdminProjects"], awaitRefetchQueries: true };

const STATUS_LABELS: Record<ProjectStatus, string> = {
  PLANNED: "Planned",
  ONGOING: "Ongoing",
  COMPLETED: "Completed",
};

type ProjectField =
  "title" | "summary" | "status" | "targetAmountKes" | "amountRaisedKes" | "featured" | "body";
const FIELDS: FieldSpec<ProjectField>[] = [
  { name: "title", label: "Title", required: true, wide: true },
  {
    name: "summary",
    label: "Summary",
    required: true,
    rows: 2,
    helperText: "One or two sentences for cards and the home page's banner.",
  },
  {
    name: "status",
    label: "Status",
    required: true,
    options: Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
  },
  { name: "featured", label: "The home page banner's appeal", checkbox: true },
  { name: "targetAmountKes", label: "Cost (KES)", required: true, type: "number" },
  { name: "amountRaisedKes", label: "Raised so far (KES)", required: true, type: "number" },
  { name: "body", label: "Description", required: true, rows: "rich" },
];

const wholeShillings = /^\d+$/;
export function validateProject(values: RecordValues<ProjectField>) {
  const errors: Partial<Record<ProjectField, string>> = {};
  const clean = (amount: string) => amount.replace(/[\s,]/g, "");
  if (!wholeShillings.test(clean(values.targetAmountKes)))
    errors.targetAmountKes = "Enter the cost in whole shillings.";
  if (!wholeShillings.test(clean(values.amountRaisedKes)))
    errors.amountRaisedKes = "Enter the amount raised in whole shillings.";
  return errors;
}

const toInput = (values: RecordValues<ProjectField>): ProjectInput => ({
  title: values.title.trim(),
  summary: values.summary.trim(),
  body: values.body,
  status: values.status as ProjectStatus,
  featured: values.featured === "true",
  targetAmountKes: Number(values.targetAmountKes.replace(/[\s,]/g, "")),
  amountRaisedKes: Number(values.amountRaisedKes.replace(/[\s,]/g, "")),
});

const projectValues = (project: AdminProjectFieldsFragment | null): RecordValues<ProjectField> => ({
  title: project?.title ?? "",
  summary: project?.summary ?? "",
  status: project?.status ?? "PLANNED",
  featured: String(project?.featured ?? false),
  targetAmountKes: project ? String(project.targetAmountKes) : "",
  amountRaisedKes: project ? String(project.amountRaisedKes) : "0",
  body: project?.body ?? "",
});

export function ProjectsPage() {
  const { data, loading, error, refetch } = useQuery(AdminProjectsDocument, {
    fetchPolicy: "cache-and-network",
  });
  const [createProject] = useMutation(CreateProjectDocument, REFETCH);
  const [updateProject] = useMutation(UpdateProjectDocument, REFETCH);
  const [deleteProject] = useMutation(DeleteProjectDocument, REFETCH);
  const [editing, setEditing] = useState<AdminProjectFieldsFragment | "new" | null>(null);
  const upload = useUploadProgress();
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
            {projects.map((project) => {
              const share = project.targetAmountKes
                ? Math.min(100, (project.amountRaisedKes / project.targetAmountKes) * 100)
                : 0;
              return (
                <Card.Root key={project.id} size="sm">
                  {project.imageUrl && (
                    <CroppedImage src={project.imageUrl} focalPoint={project.image?.focalPoint} h="32" />
                  )}
                  <Card.Body gap="2">
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="semibold">{project.title}</Text>
                      <Badge>{STATUS_LABELS[project.status]}</Badge>
                      {project.featured && <Badge colorPalette="gold">Featured appeal</Badge>}
                    </HStack>
                    <Text textStyle="sm" color="fg.muted" lineClamp="2">
                      {project.summary}
                    </Text>
                    <Box>
                      <Progress.Root value={share} size="xs" aria-label={`${project.title}: raised`}>
                        <Progress.Track>
                          <Progress.Range />
                        </Progress.Track>
                      </Progress.Root>
                      <Text textStyle="sm" mt="1">
                        {formatKes(project.amountRaisedKes)} raised of {formatKes(project.targetAmountKes)}
                      </Text>
                    </Box>
                  </Card.Body>
                  <Card.Footer gap="2">
                    <RecordActions
                      name={project.title}
                      onEdit={() => setEditing(project)}
                      confirmTitle="Delete this project?"
                      confirmDescription={`"${project.title}" and its picture will be removed from the website.`}
                      onDelete={() => deleteProject({ variables: { id: project.id } })}
                      deletedTitle="Project deleted"
                      notDeletedTitle="The project was not deleted"
                    />
                  </Card.Footer>
                </Card.Root>
              );
            })}
          </SimpleGrid>
        </ListStatus>
      </AdminSection>
      <FormDialog
        title={existing ? "Edit project" : "Create Project"}
        open={editing !== null}
        onClose={() => setEditing(null)}
        size="xl"
      >
        {editing && (
          <Stack>
            <RecordForm
              fields={FIELDS}
              columns={2}
              validate={validateProject}
              initial={projectValues(existing)}
              image={{
                label: "Picture",
                currentUrl: existing?.imageUrl,
                currentFocalPoint: existing?.image?.focalPoint,
              }}
              submitLabel={existing ? "Save changes" : "Create project"}
              busyLabel="Saving…"
              progress={upload.progress}
              onCancel={() => setEditing(null)}
              onSubmit={async (values, image, imageFocalPoint) => {
                const input = { ...toInput(values), imageFocalPoint };
                upload.start();
                try {
                  if (existing)
                    await updateProject({
                      variables: { id: existing.id, input, image },
                      context: upload.context,
                    });
                  else
                    await createProject({
                      variables: { input, image },
                      context: upload.context,
                    });
                } finally {
                  upload.done();
                }
                toaster.success({
                  title: existing ? "Project updated" : "Project created",
                  description: values.title,
                });
                setEditing(null);
              }}
            />
          </Stack>
        )}
      </FormDialog>
    </AdminPage>
  );
}
