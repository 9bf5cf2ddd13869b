import { useMutation } from "@apollo/client/react";
import { Stack } from "@chakra-ui/react";
import {
  CreateProjectDocument,
  UpdateProjectDocument,
  type AdminProjectFieldsFragment,
  type ProjectInput,
  type ProjectStatus,
} from "../gql/graphql";
import { pictureField, RecordForm, type FieldSpec, type RecordValues } from "../record-form";
import { useSave } from "../use-save";

export const PROJECTS_REFETCH = { refetchQueries: ["AdminProjects"], awaitRefetchQueries: true };

export const STATUS_LABELS: Record<ProjectStatus, string> = {
  PLANNED: "Planned",
  ONGOING: "Ongoing",
  COMPLETED: "Completed",
};

type ProjectField = "title" | "summary" | "status" | "targetAmountKes" | "featured" | "body";
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
  { name: "body", label: "Description", required: true, rows: "rich" },
];

const wholeShillings = /^\d+$/;
export function validateProject(values: RecordValues<ProjectField>) {
  const errors: Partial<Record<ProjectField, string>> = {};
  const clean = (amount: string) => amount.replace(/[\s,]/g, "");
  if (!wholeShillings.test(clean(values.targetAmountKes)))
    errors.targetAmountKes = "Enter the cost in whole shillings.";
  return errors;
}

const toInput = (values: RecordValues<ProjectField>): ProjectInput => ({
  title: values.title.trim(),
  summary: values.summary.trim(),
  body: values.body,
  status: values.status as ProjectStatus,
  featured: values.featured === "true",
  targetAmountKes: Number(values.targetAmountKes.replace(/[\s,]/g, "")),
});

const projectValues = (project: AdminProjectFieldsFragment | null): RecordValues<ProjectField> => ({
  title: project?.title ?? "",
  summary: project?.summary ?? "",
  status: project?.status ?? "PLANNED",
  featured: String(project?.featured ?? false),
  targetAmountKes: project ? String(project.targetAmountKes) : "",
  body: project?.body ?? "",
});

/** A project's form: a new one when `project` is null; closes once saved. */
export function ProjectForm({
  project,
  onClose,
}: {
  project: AdminProjectFieldsFragment | null;
  onClose: () => void;
}) {
  const [createProject] = useMutation(CreateProjectDocument, PROJECTS_REFETCH);
  const [updateProject] = useMutation(UpdateProjectDocument, PROJECTS_REFETCH);
  const { save, progress } = useSave();
  return (
    <Stack>
      <RecordForm
        fields={FIELDS}
        columns={2}
        validate={validateProject}
        initial={projectValues(project)}
        image={pictureField("Picture", project)}
        submitLabel={project ? "Save changes" : "Create project"}
        busyLabel="Saving…"
        progress={progress}
        onCancel={onClose}
        onSubmit={async (values, image, imageFocalPoint) => {
          const input = { ...toInput(values), imageFocalPoint };
          await save(
            async (context) => {
              if (project) await updateProject({ variables: { id: project.id, input, image }, context });
              else await createProject({ variables: { input, image }, context });
            },
            { saved: { title: project ? "Project updated" : "Project created", description: values.title } },
          );
          onClose();
        }}
      />
    </Stack>
  );
}
