import { useMutation, useQuery } from "@apollo/client/react";
import { Box, Card, Field, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { CroppedImage } from "../../components/cropped-image";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { toaster } from "../../components/toaster";
import { useUploadProgress } from "../../components/upload-progress";
import { AdminPage, AdminSection, ListStatus } from "../admin-page";
import { RecordForm } from "../record-form";
import { AdminDepartmentsDocument, UpdateDepartmentDocument } from "../gql/graphql";
import type { FocalPoint } from "../../components/focal-point";

type DepartmentPreviewProps = {
  name: string;
  headName: string;
  headTitle: string;
  caption: string;
  imageUrl: string | null;
  focalPoint: FocalPoint;
};

function DepartmentPreview({
  name,
  headName,
  headTitle,
  caption,
  imageUrl,
  focalPoint,
}: DepartmentPreviewProps) {
  return (
    <Box>
      <Text textStyle="sm" color="fg.muted" mb="1">
        Preview
      </Text>
      <Card.Root size="sm" maxW="sm" role="region" aria-label="Preview of the department">
        {imageUrl && <CroppedImage src={imageUrl} focalPoint={focalPoint} maxH="48" />}
        <Card.Body gap="1">
          {caption && (
            <Text textStyle="sm" fontStyle="italic">
              {caption}
            </Text>
          )}
          <Text fontWeight="semibold">{name}</Text>
          {(headName || headTitle) && (
            <Text textStyle="sm" color="fg.muted">
              {[headName, headTitle].filter(Boolean).join(", ")}
            </Text>
          )}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

export function DepartmentsUiPage() {
  const { data, loading, error, refetch } = useQuery(AdminDepartmentsDocument, {
    fetchPolicy: "cache-and-network",
  });
  const [updateDepartment] = useMutation(UpdateDepartmentDocument, {
    refetchQueries: ["AdminDepartments"],
    awaitRefetchQueries: true,
  });
  const [params, setParams] = useSearchParams();
  const upload = useUploadProgress();
  const departments = data?.departments ?? [];
  const department =
    departments.find((candidate) => candidate.slug === params.get("department")) ?? departments[0];
  // Another department replaces the form in place, which the route's guard does not see.
  const [dirty, setDirty] = useState(false);
  const [pendingSlug, setPendingSlug] = useState<string | null>(null);
  const choose = (slug: string) => setParams({ department: slug }, { replace: true });

  return (
    <AdminPage title="Departments" intro="Each department's page: its head, picture with caption, and text.">
      <AdminSection title={department?.name ?? "Department"}>
        <ListStatus
          loading={loading}
          error={error}
          empty={!departments.length}
          emptyText="No departments."
          onRetry={() => void refetch()}
        >
          {department && (
            <Stack gap="6">
              <Field.Root maxW="sm">
                <Field.Label>Department</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={department.slug}
                    onChange={(event) =>
                      dirty ? setPendingSlug(event.target.value) : choose(event.target.value)
                    }
                  >
                    {departments.map((candidate) => (
                      <option key={candidate.id} value={candidate.slug}>
                        {candidate.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
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
                onDirtyChange={setDirty}
                image={{
                  label: "Picture",
                  currentUrl: department.imageUrl,
                  currentFocalPoint: department.image?.focalPoint,
                }}
                submitLabel="Save department"
                busyLabel="Saving…"
                progress={upload.progress}
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
                  upload.start();
                  try {
                    await updateDepartment({
                      variables: {
                        id: department.id,
                        image,
                        input: {
                          name: department.name,
                          slug: department.slug,
                          position: department.position,
                          headName: values.headName.trim() || null,
                          headTitle: values.headTitle.trim() || null,
                          imageCaption: values.imageCaption.trim() || null,
                          body: values.body,
                          imageFocalPoint,
                        },
                      },
                      context: upload.context,
                    });
                  } finally {
                    upload.done();
                  }
                  toaster.success({ title: `${department.name} department saved` });
                }}
              />
            </Stack>
          )}
        </ListStatus>
      </AdminSection>
      <ConfirmDialog
        open={pendingSlug !== null}
        title="Leave without saving?"
        description={`Your changes to ${department?.name ?? "this department"} have not been saved. They will be lost if you open another department.`}
        confirmLabel="Discard changes"
        onConfirm={() => {
          if (pendingSlug) choose(pendingSlug);
          setDirty(false);
        }}
        onClose={() => setPendingSlug(null)}
      />
    </AdminPage>
  );
}
