import { useMutation } from "@apollo/client/react";
import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { CroppedImage } from "../../components/cropped-image";
import { FormDialog } from "../../components/form-dialog";
import { toaster } from "../../components/toaster";
import { useUploadProgress } from "../../components/upload-progress";
import { serverMessage } from "../../lib/server-message";
import type { AdminHistoryBishopFieldsFragment, HistoryBishopInput } from "../gql/graphql";
import { ListStatus } from "../admin-page";
import { RecordActions } from "../record-actions";
import { RecordForm, type FieldSpec, type RecordValues } from "../record-form";
import { ReorderableList } from "../reorderable-list";
import {
  CreateHistoryBishopDocument,
  DeleteHistoryBishopDocument,
  ReorderHistoryBishopsDocument,
  UpdateHistoryBishopDocument,
} from "../gql/graphql";

const REFETCH = { refetchQueries: ["AdminAboutUs"], awaitRefetchQueries: true };

type BishopField = "name" | "ordinal" | "yearsServed" | "note";
const FIELDS: FieldSpec<BishopField>[] = [
  { name: "name", label: "Name", required: true },
  {
    name: "ordinal",
    label: "Which bishop",
    required: true,
    type: "number",
    helperText: "1 for the first bishop, 2 for the second, …",
  },
  { name: "yearsServed", label: "Years served", required: true, placeholder: "1995–2018 or Since 2018" },
  { name: "note", label: "Note", rows: 3 },
];

const validate = (values: RecordValues<BishopField>) =>
  /^[1-9]\d*$/.test(values.ordinal.trim()) ? {} : { ordinal: "Enter a whole number: 1, 2, 3, …" };

const toInput = (values: RecordValues<BishopField>): HistoryBishopInput => ({
  name: values.name.trim(),
  ordinal: Number(values.ordinal),
  yearsServed: values.yearsServed.trim(),
  note: values.note.trim() || null,
});

type HistoryBishopsProps = { bishops: AdminHistoryBishopFieldsFragment[]; loading: boolean };

export function HistoryBishops({ bishops, loading }: HistoryBishopsProps) {
  const [createBishop] = useMutation(CreateHistoryBishopDocument, REFETCH);
  const [updateBishop] = useMutation(UpdateHistoryBishopDocument, REFETCH);
  const [deleteBishop] = useMutation(DeleteHistoryBishopDocument, REFETCH);
  const [reorderBishops] = useMutation(ReorderHistoryBishopsDocument, REFETCH);
  const [editing, setEditing] = useState<AdminHistoryBishopFieldsFragment | "new" | null>(null);
  const upload = useUploadProgress();

  const reorder = async (ids: string[]) => {
    try {
      await reorderBishops({ variables: { ids } });
      toaster.success({ title: "Bishops reordered" });
    } catch (failure) {
      toaster.error({ title: "The bishops were not reordered", description: serverMessage(failure) });
    }
  };

  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Text fontWeight="semibold">Bishops of the History page</Text>
        <Button size="sm" onClick={() => setEditing("new")}>
          Add a bishop
        </Button>
      </HStack>
      <ListStatus loading={loading} empty={!bishops.length} emptyText="No bishops listed yet.">
        <ReorderableList
          label="Bishops of the History page"
          items={bishops}
          nameOf={(bishop) => bishop.name}
          onReorder={reorder}
          renderItem={(bishop) => (
            <>
              <Box w="12" h="14" bg="bg.muted" borderRadius="sm" overflow="hidden" flexShrink="0">
                {bishop.imageUrl && (
                  <CroppedImage
                    src={bishop.imageUrl}
                    focalPoint={bishop.image?.focalPoint}
                    w="full"
                    h="full"
                  />
                )}
              </Box>
              <Box flex="1" minW="0">
                <Text fontWeight="medium">{bishop.name}</Text>
                <Text textStyle="sm" color="fg.muted">
                  Bishop no. {bishop.ordinal} · {bishop.yearsServed}
                </Text>
              </Box>
            </>
          )}
          renderActions={(bishop) => (
            <RecordActions
              name={bishop.name}
              onEdit={() => setEditing(bishop)}
              confirmTitle="Delete this bishop's card?"
              confirmDescription={`${bishop.name} will leave the History page.`}
              onDelete={() => deleteBishop({ variables: { id: bishop.id } })}
              deletedTitle="Bishop deleted from the History page"
              notDeletedTitle="The bishop was not deleted"
            />
          )}
        />
      </ListStatus>
      <FormDialog
        title={editing === "new" ? "Add a bishop" : "Edit bishop"}
        open={editing !== null}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <RecordForm
            fields={FIELDS}
            columns={2}
            validate={validate}
            initial={
              editing === "new"
                ? { name: "", ordinal: String(bishops.length + 1), yearsServed: "", note: "" }
                : {
                    name: editing.name,
                    ordinal: String(editing.ordinal),
                    yearsServed: editing.yearsServed,
                    note: editing.note ?? "",
                  }
            }
            image={
              editing === "new"
                ? { label: "Portrait" }
                : {
                    label: "Portrait",
                    currentUrl: editing.imageUrl,
                    currentFocalPoint: editing.image?.focalPoint,
                  }
            }
            submitLabel={editing === "new" ? "Add bishop" : "Save changes"}
            busyLabel="Saving…"
            progress={upload.progress}
            onCancel={() => setEditing(null)}
            onSubmit={async (values, image, imageFocalPoint) => {
              const input = { ...toInput(values), imageFocalPoint };
              upload.start();
              try {
                if (editing === "new")
                  await createBishop({
                    variables: { input, image },
                    context: upload.context,
                  });
                else
                  await updateBishop({
                    variables: { id: editing.id, input, image },
                    context: upload.context,
                  });
              } finally {
                upload.done();
              }
              toaster.success({
                title: editing === "new" ? "Bishop added to the History page" : "Bishop updated",
                description: values.name,
              });
              setEditing(null);
            }}
          />
        )}
      </FormDialog>
    </Stack>
  );
}
