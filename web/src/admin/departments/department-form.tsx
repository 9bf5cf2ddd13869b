import { useMutation } from "@apollo/client/react";
import { HStack, Stack } from "@chakra-ui/react";
import { UpdateDepartmentDocument, type AdminDepartmentsQuery } from "../gql/graphql";
import { PreviewButton } from "../publication/preview-button";
import { PublicationBadge } from "../publication/publication-badge";
import { recordPublication, type PublicationField } from "../publication/record-publication";
import { pictureField, RecordForm } from "../record-form";
import { useSave } from "../use-save";
import { RevisionHistory } from "../revisions/revision-history";
import { DepartmentPreview } from "./department-preview";

type DepartmentField = "headName" | "headTitle" | "imageCaption" | "body" | PublicationField;

type Department = AdminDepartmentsQuery["departments"][number];

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
  const publication = recordPublication<Exclude<DepartmentField, PublicationField>>(department, {
    thing: "department",
    what: "the department's page",
    savedLabel: "Save department",
  });
  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap">
        <PublicationBadge status={department.status} publishAt={department.publishAt} />
        <PreviewButton kind="departments" id={department.id} label={department.name} />
      </HStack>
      <RecordForm<DepartmentField>
        key={`${department.id}-${department.updatedAt}`}
        fields={[
          { name: "headName", label: "Head's full name" },
          { name: "headTitle", label: "Head's title", placeholder: "Diocesan Education Secretary" },
          { name: "imageCaption", label: "Picture caption", wide: true },
          { name: "body", label: "Page text", rows: "rich" },
        ]}
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
        onDirtyChange={onDirtyChange}
        image={pictureField("Picture", department)}
        submitLabel={publication.submitLabel}
        busyLabel="Saving…"
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
        onSubmit={async (values, image, imageFocalPoint) => {
          const input = {
            name: department.name,
            slug: department.slug,
            position: department.position,
            headName: values.headName.trim() || null,
            headTitle: values.headTitle.trim() || null,
            imageCaption: values.imageCaption.trim() || null,
            body: values.body,
            imageFocalPoint,
            ...publication.input(values),
          };
          await save(
            (context) => updateDepartment({ variables: { id: department.id, image, input }, context }),
            {
              saved: { title: `${department.name} department saved` },
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
