import { useMutation } from "@apollo/client/react";
import { UpdateDepartmentDocument, type AdminDepartmentsQuery } from "../gql/graphql";
import { pictureField, RecordForm } from "../record-form";
import { useSave } from "../use-save";
import { DepartmentPreview } from "./department-preview";

type Department = AdminDepartmentsQuery["departments"][number];

/** A department's page: its head, picture with caption, and text, with a preview of its card. */
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
  return (
    <RecordForm
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
      }}
      onDirtyChange={onDirtyChange}
      image={pictureField("Picture", department)}
      submitLabel="Save department"
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
        };
        await save(
          (context) => updateDepartment({ variables: { id: department.id, image, input }, context }),
          {
            saved: { title: `${department.name} department saved` },
          },
        );
      }}
    />
  );
}
