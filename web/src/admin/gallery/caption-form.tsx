import { useMutation } from "@apollo/client/react";
import { Box, Button, chakra, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../components/text-field";
import { UpdatePhotoCaptionDocument, type AdminPhotoFieldsFragment } from "../gql/graphql";
import { useSave } from "../use-save";

/** A photograph's caption, in English and Kiswahili. */
export function CaptionForm({ photo, number }: { photo: AdminPhotoFieldsFragment; number: number }) {
  const { t } = useTranslation();
  const savedKiswahili = photo.kiswahili.find((translation) => translation.field === "caption")?.text ?? "";
  const [caption, setCaption] = useState(photo.caption);
  const [kiswahiliCaption, setKiswahiliCaption] = useState(savedKiswahili);
  const [updateCaption] = useMutation(UpdatePhotoCaptionDocument);
  const { save } = useSave();
  const input = {
    caption: caption.trim(),
    kiswahili: [{ field: "caption", text: kiswahiliCaption.trim() }],
  };
  const label = t("dashboardGallery.captionOf", { number });
  return (
    <chakra.form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void save(() => updateCaption({ variables: { id: photo.id, input } }), {
          saved: { title: t("dashboardGallery.captionSaved") },
          notSaved: t("dashboardGallery.notSaved"),
        });
      }}
    >
      <Stack direction={{ base: "column", md: "row" }} align={{ md: "end" }} gap="2">
        <Box flex="1">
          <TextField label={label} value={caption} onChange={setCaption} />
        </Box>
        <Box flex="1" lang="sw">
          <TextField
            label={t("dashboard.translation.field", { field: label })}
            value={kiswahiliCaption}
            onChange={setKiswahiliCaption}
          />
        </Box>
        <Button
          type="submit"
          size="sm"
          variant="outline"
          disabled={caption === photo.caption && kiswahiliCaption === savedKiswahili}
        >
          {t("dashboardGallery.saveCaption")}
        </Button>
      </Stack>
    </chakra.form>
  );
}
