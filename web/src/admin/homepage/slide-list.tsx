import { useMutation } from "@apollo/client/react";
import { Box, Text } from "@chakra-ui/react";
import { CroppedImage } from "../../components/cropped-image";
import { DeleteSlideDocument, ReorderSlidesDocument, type AdminSlideFieldsFragment } from "../gql/graphql";
import { RecordActions } from "../record-actions";
import { ReorderableList } from "../reorderable-list";
import { useSave } from "../use-save";
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

  const reorder = (ids: string[], slide: AdminSlideFieldsFragment, step: -1 | 1) =>
    save(() => reorderSlides({ variables: { ids } }), {
      saved: {
        title: "Slides reordered",
        description: `"${slide.title}" moved ${step < 0 ? "up" : "down"}.`,
      },
      notSaved: "The slides were not reordered",
    });

  return (
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
          onEdit={() => onEdit(slide)}
          confirmTitle="Delete this slide?"
          confirmDescription={`"${slide.title}" and its picture will leave the home page's carousel.`}
          onDelete={() => deleteSlide({ variables: { id: slide.id } })}
          deletedTitle="Slide deleted"
          notDeletedTitle="The slide was not deleted"
        />
      )}
    />
  );
}
