import { useMutation, useQuery } from "@apollo/client/react";
import { Box, Separator, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { CroppedImage } from "../../components/cropped-image";
import { FormDialog } from "../../components/form-dialog";
import { toaster } from "../../components/toaster";
import { useUploadProgress } from "../../components/upload-progress";
import { serverMessage } from "../../lib/server-message";
import type { AdminSlideFieldsFragment } from "../gql/graphql";
import { AdminSection, ListStatus } from "../admin-page";
import { RecordActions } from "../record-actions";
import { RecordForm } from "../record-form";
import { ReorderableList } from "../reorderable-list";
import { MAX_SLIDES, SlidePicker } from "./slide-picker";
import {
  AdminSlidesDocument,
  CreateSlideDocument,
  DeleteSlideDocument,
  ReorderSlidesDocument,
  UpdateSlideDocument,
} from "../gql/graphql";

const REFETCH = { refetchQueries: ["AdminSlides"], awaitRefetchQueries: true };

export function SlidesSection() {
  const { data, loading, error, refetch } = useQuery(AdminSlidesDocument, {
    fetchPolicy: "cache-and-network",
  });
  const [createSlide] = useMutation(CreateSlideDocument, REFETCH);
  const [updateSlide] = useMutation(UpdateSlideDocument, REFETCH);
  const [deleteSlide] = useMutation(DeleteSlideDocument, REFETCH);
  const [reorderSlides] = useMutation(ReorderSlidesDocument, REFETCH);
  const [editing, setEditing] = useState<AdminSlideFieldsFragment | null>(null);
  const upload = useUploadProgress();
  const slides = data?.slides ?? [];

  const reorder = async (ids: string[], slide: AdminSlideFieldsFragment, step: -1 | 1) => {
    try {
      await reorderSlides({ variables: { ids } });
      toaster.success({
        title: "Slides reordered",
        description: `"${slide.title}" moved ${step < 0 ? "up" : "down"}.`,
      });
    } catch (failure) {
      toaster.error({ title: "The slides were not reordered", description: serverMessage(failure) });
    }
  };

  return (
    <AdminSection title="Slider Images">
      <Stack gap="6">
        <SlidePicker
          room={Math.max(0, MAX_SLIDES - slides.length)}
          progress={upload.progress}
          onUpload={async (newSlides, onEachSaved) => {
            // One at a time, so the progress is per picture and a refusal names the one refused.
            for (const [index, slide] of newSlides.entries()) {
              upload.start();
              try {
                await createSlide({
                  variables: {
                    input: {
                      title: slide.title.trim(),
                      caption: slide.caption.trim(),
                      imageFocalPoint: slide.focalPoint,
                    },
                    image: slide.file,
                  },
                  context: upload.context,
                });
              } finally {
                upload.done();
              }
              onEachSaved(index);
            }
            toaster.success({
              title:
                newSlides.length === 1
                  ? "Slide added to the carousel"
                  : `${newSlides.length} slides added to the carousel`,
            });
          }}
        />
        <Separator />
        <Box>
          <Text fontWeight="semibold" mb="2">
            Current slides, in the carousel&apos;s order ({slides.length} of {MAX_SLIDES})
          </Text>
          <ListStatus
            loading={loading}
            error={error}
            empty={!slides.length}
            emptyText="No slides yet."
            onRetry={() => void refetch()}
          >
            <ReorderableList
              label="Current slides"
              items={slides}
              nameOf={(slide) => slide.title}
              onReorder={reorder}
              renderItem={(slide) => (
                <>
                  <CroppedImage
                    src={slide.imageUrl}
                    focalPoint={slide.image?.focalPoint}
                    w="60px"
                    h="40px"
                    borderRadius="sm"
                    flexShrink="0"
                  />
                  <Box flex="1" minW="0">
                    <Text fontWeight="medium" truncate>
                      {slide.title}
                    </Text>
                    <Text textStyle="sm" color="fg.muted" truncate>
                      {slide.caption || "—"}
                    </Text>
                  </Box>
                </>
              )}
              renderActions={(slide) => (
                <RecordActions
                  name={slide.title}
                  onEdit={() => setEditing(slide)}
                  confirmTitle="Delete this slide?"
                  confirmDescription={`"${slide.title}" and its picture will leave the home page's carousel.`}
                  onDelete={() => deleteSlide({ variables: { id: slide.id } })}
                  deletedTitle="Slide deleted"
                  notDeletedTitle="The slide was not deleted"
                />
              )}
            />
          </ListStatus>
        </Box>
      </Stack>
      <FormDialog title="Edit slide" open={Boolean(editing)} onClose={() => setEditing(null)}>
        {editing && (
          <RecordForm
            fields={[
              { name: "title", label: "Caption heading", required: true },
              { name: "caption", label: "Caption info", rows: 2 },
            ]}
            initial={{ title: editing.title, caption: editing.caption }}
            image={{
              label: "Picture",
              currentUrl: editing.imageUrl,
              currentFocalPoint: editing.image?.focalPoint,
            }}
            submitLabel="Save changes"
            busyLabel="Saving…"
            progress={upload.progress}
            onCancel={() => setEditing(null)}
            onSubmit={async (values, image, imageFocalPoint) => {
              upload.start();
              try {
                await updateSlide({
                  variables: {
                    id: editing.id,
                    input: { title: values.title.trim(), caption: values.caption.trim(), imageFocalPoint },
                    image,
                  },
                  context: upload.context,
                });
              } finally {
                upload.done();
              }
              toaster.success({ title: "Slide updated", description: values.title });
              setEditing(null);
            }}
          />
        )}
      </FormDialog>
    </AdminSection>
  );
}
