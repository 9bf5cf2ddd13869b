import { useMutation, useQuery } from "@apollo/client/react";
import { Box, Separator, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../components/form-dialog";
import { AdminSlidesDocument, CreateSlideDocument, type AdminSlideFieldsFragment } from "../gql/graphql";
import { AdminSection, ListStatus } from "../admin-page";
import { useSave } from "../use-save";
import { SLIDES_REFETCH, SlideForm } from "./slide-form";
import { SlideList } from "./slide-list";
import { MAX_SLIDES, SlidePicker } from "./slide-picker";

export function SlidesSection() {
  const { data, loading, error, refetch } = useQuery(AdminSlidesDocument, {
    fetchPolicy: "cache-and-network",
  });
  const [createSlide] = useMutation(CreateSlideDocument, SLIDES_REFETCH);
  const [editing, setEditing] = useState<AdminSlideFieldsFragment | null>(null);
  const { save, progress } = useSave();
  const slides = data?.slides ?? [];
  const { t } = useTranslation();

  return (
    <AdminSection title={t("dashboardHomepage.slides.section")}>
      <Stack gap="6">
        <SlidePicker
          room={Math.max(0, MAX_SLIDES - slides.length)}
          progress={progress}
          onUpload={async (newSlides, onEachSaved) => {
            await save(
              async (context) => {
                // One at a time, so the progress is per picture and a refusal names the one refused.
                for (const [index, slide] of newSlides.entries()) {
                  const input = {
                    title: slide.title.trim(),
                    caption: slide.caption.trim(),
                    imageFocalPoint: slide.focalPoint,
                  };
                  await createSlide({ variables: { input, image: slide.file }, context });
                  onEachSaved(index);
                }
              },
              {
                saved: {
                  title: t("dashboardHomepage.slides.added", { count: newSlides.length }),
                },
              },
            );
          }}
        />
        <Separator />
        <Box>
          <Text fontWeight="semibold" mb="2">
            {t("dashboardHomepage.slides.current", { count: slides.length, max: MAX_SLIDES })}
          </Text>
          <ListStatus
            loading={loading}
            error={error}
            empty={!slides.length}
            emptyText={t("dashboardHomepage.slides.none")}
            onRetry={() => void refetch()}
          >
            <SlideList slides={slides} onEdit={setEditing} />
          </ListStatus>
        </Box>
      </Stack>
      <FormDialog
        title={t("dashboardHomepage.slides.edit")}
        open={Boolean(editing)}
        onClose={() => setEditing(null)}
      >
        {editing && <SlideForm slide={editing} onClose={() => setEditing(null)} />}
      </FormDialog>
    </AdminSection>
  );
}
