import { useMutation } from "@apollo/client/react";
import { Box, HStack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { CroppedImage } from "../../components/cropped-image";
import { DeleteSlideDocument, ReorderSlidesDocument, type AdminSlideFieldsFragment } from "../gql/graphql";
import { RecordActions } from "../record-actions";
import { ReorderableList } from "../reorderable-list";
import { useSave } from "../use-save";
import { NeedsTranslationBadge } from "../translation/kiswahili-fields";
import { SLIDES_REFETCH } from "./slide-form";

/** The carousel's slides in their order, each moved up or down, edited or deleted. */
export function SlideList({
  slides,
  onEdit,
}: {
  slides: AdminSlideFieldsFragment[];
  onEdit: (slide: AdminSlideFieldsFragment) => void;
}) {
  const [deleteSlide] = useMutation(DeleteSlideDocument, SLIDES_REFETCH);
  const [reorderSlides] = useMutation(ReorderSlidesDocument, SLIDES_REFETCH);
  const { save } = useSave();
  const { t } = useTranslation();

  const reorder = (ids: string[], slide: AdminSlideFieldsFragment, step: -1 | 1) =>
    save(() => reorderSlides({ variables: { ids } }), {
      saved: {
        title: t("dashboardHomepage.slides.reordered"),
        description:
          step < 0
            ? t("dashboardHomepage.slides.movedUp", { title: slide.title })
            : t("dashboardHomepage.slides.movedDown", { title: slide.title }),
      },
      notSaved: t("dashboardHomepage.slides.notReordered"),
    });

  return (
    <ReorderableList
      label={t("dashboardHomepage.slides.listLabel")}
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
            <HStack gap="2" minW="0">
              <Text fontWeight="medium" truncate>
                {slide.title}
              </Text>
              <NeedsTranslationBadge needsTranslation={slide.needsTranslation} />
            </HStack>
            <Text textStyle="sm" color="fg.muted" truncate>
              {slide.caption || "—"}
            </Text>
          </Box>
        </>
      )}
      renderActions={(slide) => (
        <RecordActions
          name={slide.title}
          onEdit={() => onEdit(slide)}
          confirmTitle={t("dashboardHomepage.slides.confirmDelete")}
          confirmDescription={t("dashboardHomepage.slides.deleteWhat", { title: slide.title })}
          onDelete={() => deleteSlide({ variables: { id: slide.id } })}
          deletedTitle={t("dashboardHomepage.slides.deleted")}
          notDeletedTitle={t("dashboardHomepage.slides.notDeleted")}
        />
      )}
    />
  );
}
