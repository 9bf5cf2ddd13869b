import { useMutation } from "@apollo/client/react";
import { Stack } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { messages } from "../../lib/language";
import {
  CreateProjectDocument,
  UpdateProjectDocument,
  type AdminProjectFieldsFragment,
  type ProjectInput,
  type ProjectStatus,
} from "../gql/graphql";
import { pictureField, RecordForm, type FieldSpec, type RecordValues } from "../record-form";
import { useSave } from "../use-save";
import type { TranslatableSpec } from "../translation/kiswahili-fields";
import "../locales/register";

export const PROJECTS_REFETCH = { refetchQueries: ["AdminProjects"], awaitRefetchQueries: true };

/** Each status's message. */
export const STATUS_LABELS = {
  PLANNED: "dashboardProjects.status.planned",
  ONGOING: "dashboardProjects.status.ongoing",
  COMPLETED: "dashboardProjects.status.completed",
} as const satisfies Record<ProjectStatus, string>;

type ProjectField = "title" | "summary" | "status" | "targetAmountKes" | "featured" | "body";
const fields = (t: TFunction): FieldSpec<ProjectField>[] => [
  { name: "title", label: t("dashboardProjects.fields.title"), required: true, wide: true },
  {
    name: "summary",
    label: t("dashboardProjects.fields.summary"),
    required: true,
    rows: 2,
    helperText: t("dashboardProjects.fields.summaryHelp"),
  },
  {
    name: "status",
    label: t("dashboardProjects.fields.status"),
    required: true,
    options: Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label: t(label) })),
  },
  { name: "featured", label: t("dashboardProjects.fields.featured"), checkbox: true },
  { name: "targetAmountKes", label: t("dashboardProjects.fields.cost"), required: true, type: "number" },
  { name: "body", label: t("dashboardProjects.fields.body"), required: true, rows: "rich" },
];

/** The project's fields with a Kiswahili version, as the API's `kiswahili` names them. */
export const projectTranslatable = (t: TFunction): TranslatableSpec[] => [
  { name: "title", label: t("dashboardProjects.fields.title") },
  { name: "summary", label: t("dashboardProjects.fields.summary"), rows: 2 },
  { name: "body", label: t("dashboardProjects.fields.body"), rows: "rich" },
];

const wholeShillings = /^\d+$/;
export function validateProject(values: RecordValues<ProjectField>, t: TFunction = messages.en.t) {
  const errors: Partial<Record<ProjectField, string>> = {};
  const clean = (amount: string) => amount.replace(/[\s,]/g, "");
  if (!wholeShillings.test(clean(values.targetAmountKes)))
    errors.targetAmountKes = t("dashboardProjects.enterCost");
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
  const { t } = useTranslation();
  return (
    <Stack>
      <RecordForm
        fields={fields(t)}
        columns={2}
        validate={(values) => validateProject(values, t)}
        initial={projectValues(project)}
        image={pictureField(t("dashboardProjects.fields.picture"), project)}
        kiswahili={{ fields: projectTranslatable(t), saved: project?.kiswahili }}
        submitLabel={project ? t("dashboard.form.saveChanges") : t("dashboardProjects.createProject")}
        busyLabel={t("dashboardProjects.saving")}
        progress={progress}
        onCancel={onClose}
        onSubmit={async (values, image, imageFocalPoint, kiswahili) => {
          const input = { ...toInput(values), imageFocalPoint, kiswahili };
          await save(
            async (context) => {
              if (project) await updateProject({ variables: { id: project.id, input, image }, context });
              else await createProject({ variables: { input, image }, context });
            },
            {
              saved: {
                title: project ? t("dashboardProjects.updated") : t("dashboardProjects.created"),
                description: values.title,
              },
            },
          );
          onClose();
        }}
      />
    </Stack>
  );
}
