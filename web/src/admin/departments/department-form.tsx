import { useMutation } from "@apollo/client/react";
import { HStack, Stack } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/language";
import { UpdateDepartmentDocument, type AdminDepartmentsQuery } from "../gql/graphql";
import { PreviewButton } from "../publication/preview-button";
import { PublicationBadge } from "../publication/publication-badge";
import { whenItGoesOut } from "../publication/publication";
import { recordPublication, type PublicationField } from "../publication/record-publication";
import { pictureField, RecordForm, type FieldSpec } from "../record-form";
import type { RecordValues } from "../required-errors";
import { useSave } from "../use-save";
import { RevisionHistory } from "../revisions/revision-history";
import { NeedsTranslationBadge, type TranslatableSpec } from "../translation/kiswahili-fields";
import { DepartmentPreview } from "./department-preview";
import "../locales/register";

type DepartmentField = "headName" | "headTitle" | "imageCaption" | "body" | PublicationField;

type Department = AdminDepartmentsQuery["departments"][number];

/** The page's fields, two to a row but the caption and the text. */
const departmentFields = (t: TFunction): FieldSpec<DepartmentField>[] => [
  { name: "headName", label: t("dashboardDepartments.headName") },
  {
    name: "headTitle",
    label: t("dashboardDepartments.headTitle"),
    placeholder: t("dashboardDepartments.headTitlePlaceholder"),
  },
  { name: "imageCaption", label: t("dashboardDepartments.imageCaption"), wide: true },
  { name: "body", label: t("dashboardDepartments.body"), rows: "rich" },
];

/** The department's fields with a Kiswahili version, as the API's `kiswahili` names them. */
const departmentTranslatable = (t: TFunction): TranslatableSpec[] => [
  { name: "name", label: t("dashboardDepartments.name") },
  { name: "headTitle", label: t("dashboardDepartments.headTitle") },
  { name: "imageCaption", label: t("dashboardDepartments.imageCaption") },
  { name: "body", label: t("dashboardDepartments.body"), rows: "rich" },
];

/** The page as the API takes it; the department's name, address and place stay as they are. */
const departmentPage = (department: Department, values: RecordValues<DepartmentField>) => ({
  name: department.name,
  slug: department.slug,
  position: department.position,
  headName: values.headName.trim() || null,
  headTitle: values.headTitle.trim() || null,
  imageCaption: values.imageCaption.trim() || null,
  body: values.body,
});

/** Where the department stands: its publication, its preview and whether it wants translating. */
function DepartmentStanding({ department }: { department: Department }) {
  return (
    <HStack gap="2" wrap="wrap">
      <PublicationBadge status={department.status} publishAt={department.publishAt} />
      <PreviewButton kind="departments" id={department.id} label={department.name} />
      <NeedsTranslationBadge needsTranslation={department.needsTranslation} />
    </HStack>
  );
}

/**
 * A department's page: its head, picture with caption, and text, with a preview of its card, and
 * its publication (a draft or scheduled department is in no menu and has no public page yet).
 */
export function DepartmentForm({
  department,
  onDirtyChange,
}: {
  department: Department;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [updateDepartment] = useMutation(UpdateDepartmentDocument, {
    refetchQueries: ["AdminDepartments"],
    awaitRefetchQueries: true,
  });
  const { save, progress } = useSave();
  const { t } = useTranslation();
  const locale = useLocale();
  const publication = recordPublication<Exclude<DepartmentField, PublicationField>>(department, {
    thing: "department",
    savedLabel: t("dashboardDepartments.save"),
    t,
  });
  return (
    <Stack gap="4">
      <DepartmentStanding department={department} />
      <RecordForm<DepartmentField>
        key={`${department.id}-${department.updatedAt}`}
        fields={departmentFields(t)}
        columns={2}
        initial={{
          headName: department.headName ?? "",
          headTitle: department.headTitle ?? "",
          imageCaption: department.imageCaption ?? "",
          body: department.body,
          ...publication.initial,
        }}
        validate={publication.validate}
        extra={publication.extra}
        kiswahili={{ fields: departmentTranslatable(t), saved: department.kiswahili }}
        onDirtyChange={onDirtyChange}
        image={pictureField(t("dashboardDepartments.picture"), department)}
        submitLabel={publication.submitLabel}
        busyLabel={t("dashboardDepartments.saving")}
        progress={progress}
        preview={(values, imageUrl, focalPoint) => (
          <DepartmentPreview
            name={department.name}
            headName={values.headName}
            headTitle={values.headTitle}
            caption={values.imageCaption}
            imageUrl={imageUrl}
            focalPoint={focalPoint}
          />
        )}
        onSubmit={async (values, image, imageFocalPoint, kiswahili) => {
          const input = {
            kiswahili,
            ...departmentPage(department, values),
            imageFocalPoint,
            ...publication.input(values),
          };
          await save(
            (context) => updateDepartment({ variables: { id: department.id, image, input }, context }),
            {
              saved: {
                title: t("dashboardDepartments.saved", { name: department.name }),
                description: whenItGoesOut(input, t, locale),
              },
            },
          );
        }}
      />
      <RevisionHistory
        contentType="DEPARTMENT"
        contentId={department.id}
        version={department.updatedAt}
        refetchQueries={["AdminDepartments"]}
      />
    </Stack>
  );
}
