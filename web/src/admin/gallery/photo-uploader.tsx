import { useMutation } from "@apollo/client/react";
import { Field, Input, Progress, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { IMAGE_TYPES } from "../../components/image-picker";
import { serverMessage } from "../../lib/server-message";
import { AddPhotoDocument } from "../gql/graphql";

/** The API takes four uploads at once (api/src/graphql/uploads.ts): a fifth would wait or be refused. */
const UPLOADS_AT_ONCE = 4;

// Whole keys, so that the catalogue check finds each one named.
const UPLOAD_STATES = {
  waiting: "dashboardGallery.state.waiting",
  sending: "dashboardGallery.state.sending",
  saved: "dashboardGallery.state.saved",
  refused: "dashboardGallery.state.refused",
} as const;

/** One chosen file on its way: how far its upload has gone, and the server's answer. */
type Upload = {
  file: File;
  progress: number;
  state: "waiting" | "sending" | "saved" | "refused";
  message?: string;
};

/**
 * Many photographs at once, each in a request of its own (four side by side), so that each shows
 * its own progress and a refused one says why while the others go on.
 */
export function PhotoUploader({ albumId, onDone }: { albumId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [addPhoto] = useMutation(AddPhotoDocument);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [busy, setBusy] = useState(false);
  const [inputKey, setInputKey] = useState(0);

  const update = (index: number, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload, at) => (at === index ? { ...upload, ...change } : upload)));

  const send = async (files: File[]) => {
    setUploads(files.map((file) => ({ file, progress: 0, state: "waiting" })));
    setBusy(true);
    let next = 0;
    const worker = async () => {
      while (next < files.length) {
        const index = next++;
        update(index, { state: "sending" });
        try {
          await addPhoto({
            variables: { albumId, input: { caption: "" }, image: files[index]! },
            context: {
              fetchOptions: { onUploadProgress: (progress: number) => update(index, { progress }) },
            },
          });
          update(index, { state: "saved", progress: 1 });
        } catch (failure) {
          update(index, { state: "refused", message: serverMessage(failure) });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(UPLOADS_AT_ONCE, files.length) }, worker));
    setBusy(false);
    setInputKey((key) => key + 1);
    onDone();
  };

  const saved = uploads.filter((upload) => upload.state === "saved").length;
  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>{t("dashboardGallery.choosePhotos")}</Field.Label>
        <Input
          key={inputKey}
          type="file"
          accept={IMAGE_TYPES}
          multiple
          p="1"
          disabled={busy}
          onChange={(event) => void send(Array.from(event.target.files ?? []))}
        />
        <Field.HelperText>{t("dashboardGallery.choosePhotosHelp")}</Field.HelperText>
      </Field.Root>
      {uploads.length > 0 && (
        <Text role="status" textStyle="sm">
          {t("dashboardGallery.savedOf", { done: saved, total: uploads.length })}
        </Text>
      )}
      <Stack as="ul" listStyleType="none" gap="2" aria-label={t("dashboardGallery.uploads")}>
        {uploads.map((upload, index) => (
          <li key={`${upload.file.name}-${index}`} data-upload-state={upload.state}>
            <Progress.Root value={Math.round(upload.progress * 100)} size="xs" maxW="md">
              <Progress.Label textStyle="sm" truncate>
                {upload.file.name}: {t(UPLOAD_STATES[upload.state])}
              </Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            {upload.message && (
              <Text role="alert" color="fg.error" textStyle="sm">
                {t("dashboardGallery.refused", { name: upload.file.name, message: upload.message })}
              </Text>
            )}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
