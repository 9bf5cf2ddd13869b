import { useMutation } from "@apollo/client/react";
import { UpdateSlideDocument, type AdminSlideFieldsFragment } from "../gql/graphql";
import { pictureField, RecordForm } from "../record-form";
import { useSave } from "../use-save";

export const SLIDES_REFETCH = { refetchQueries: ["AdminSlides"], awaitRefetchQueries: true };

/** The changes to one slide of the home page's carousel: its caption and picture. */
export function SlideForm({ slide, onClose }: { slide: AdminSlideFieldsFragment; onClose: () => void }) {
  const [updateSlide] = useMutation(UpdateSlideDocument, SLIDES_REFETCH);
  const { save, progress } = useSave();
  return (
    <RecordForm
      fields={[
        { name: "title", label: "Caption heading", required: true },
        { name: "caption", label: "Caption info", rows: 2 },
      ]}
      initial={{ title: slide.title, caption: slide.caption }}
      image={pictureField("Picture", slide)}
      submitLabel="Save changes"
      busyLabel="Saving…"
      progress={progress}
      onCancel={onClose}
      onSubmit={async (values, image, imageFocalPoint) => {
        const input = { title: values.title.trim(), caption: values.caption.trim(), imageFocalPoint };
        await save((context) => updateSlide({ variables: { id: slide.id, input, image }, context }), {
          saved: { title: "Slide updated", description: values.title },
        });
        onClose();
      }}
    />
  );
}
