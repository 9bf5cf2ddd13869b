import { Field, Input } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import "../locales/register";

/** The sermon's recording: an MP3 or M4A file, which replaces the one kept, if any. */
export function SermonRecordingField({
  audioUrl,
  onChange,
}: {
  /** The recording kept now, if any. */
  audioUrl?: string | null;
  onChange: (audio: File | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field.Root>
      <Field.Label>{t("dashboardSermons.recording")}</Field.Label>
      <Input
        type="file"
        accept="audio/mpeg,audio/mp4,.mp3,.m4a"
        p="1"
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <Field.HelperText>
        {audioUrl ? t("dashboardSermons.recordingHelpReplace") : t("dashboardSermons.recordingHelp")}
      </Field.HelperText>
    </Field.Root>
  );
}
