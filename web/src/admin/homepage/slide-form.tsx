import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { UpdateSlideDocument, type AdminSlideFieldsFragment } from "../gql/graphql";
import { pictureField, RecordForm } from "../record-form";
import { useSave } from "../use-save";

export const SLIDES_REFETCH = { refetchQueries: ["AdminSlides"], awaitRefetchQueries: true };

/** The changes to one slide of the home page's carousel: its caption and picture. */
export function SlideForm({ slide, onClose }: { slide: AdminSlideFieldsFragment; onClose: () => void }) {
  const [updateSlide] = useMutation(UpdateSlideDocument, SLIDES_REFETCH);
  const { save, progress } = useSave();
  const { t } = useTranslation();
  const heading = t("dashboardHomepage.slides.captionHeading");
  const info = t("dashboardHomepage.slides.captionInfo");
  return (
    <RecordForm
      fields={[
        { name: "title", label: heading, required: true },
        { name: "caption", label: info, rows: 2 },
      ]}
      initial={{ title: slide.title, caption: slide.caption }}
      kiswahili={{
        fields: [
          { name: "title", label: heading },
          { name: "caption", label: info, rows: 2 },
        ],
        saved: slide.kiswahili,
      }}
      image={pictureField(t("dashboardHomepage.slides.picture"), slide)}
      submitLabel={t("dashboard.form.saveChanges")}
      busyLabel={t("dashboardHomepage.saving")}
      progress={progress}
      onCancel={onClose}
      onSubmit={async (values, image, imageFocalPoint, kiswahili) => {
        const input = {
          title: values.title.trim(),
          caption: values.caption.trim(),
          imageFocalPoint,
          kiswahili,
        };
        await save((context) => updateSlide({ variables: { id: slide.id, input, image }, context }), {
          saved: { title: t("dashboardHomepage.slides.updated"), description: values.title },
        });
        onClose();
      }}
    />
  );
}
