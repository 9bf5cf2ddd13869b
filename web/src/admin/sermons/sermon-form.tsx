import { chakra, SimpleGrid, Stack } from "@chakra-ui/react";
import { useContext, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../components/form-alert";
import { RichTextEditor } from "../../components/rich-text-editor";
import { TextField } from "../../components/text-field";
import { UploadProgress } from "../../components/upload-progress";
import { FormActions } from "../form-actions";
import { ParishField } from "../owner-fields";
import { StaffContext } from "../staff-context";
import type { SermonInput } from "../gql/graphql";
import { PublicationFields, publicationFieldProps } from "../publication/publication-fields";
import { publicationAction } from "../publication/publication";
import {
  KiswahiliFields,
  kiswahiliInput,
  kiswahiliValues,
  type KiswahiliValues,
} from "../translation/kiswahili-fields";
import { useRecordForm } from "../use-record-form";
import { SermonRecordingField } from "./sermon-recording-field";
import { sermonTranslatable, toSermonInput, validateSermon, type SermonValues } from "./sermon-values";
import "../locales/register";

type SermonFormProps = {
  initial: SermonValues;
  kiswahili?: readonly { field: string; text: string }[];
  /** The recording kept now, if any. */
  audioUrl?: string | null;
  /** When a sermon being edited went on the website, if it has: choosing Publish now keeps it. */
  publishedAt?: string | null;
  /** What the save button says while the publication chosen is the one the form started with. */
  submitLabel: string;
  busyLabel: string;
  progress: number | null;
  onSubmit: (input: SermonInput, audio: File | null) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * The sermon form's state: its values with the Kiswahili texts, the recording chosen, and the
 * parish, which is a parish editor's own.
 */
function useSermonForm({
  initial,
  kiswahili,
  onSubmit,
}: Pick<SermonFormProps, "initial" | "kiswahili" | "onSubmit">) {
  const { t } = useTranslation();
  // A parish editor's sermons are their parish's (the API refuses another parish, or none).
  const staff = useContext(StaffContext);
  const parishEditor = staff?.role === "PARISH_EDITOR";
  const [audio, setAudio] = useState<File | null>(null);
  const translatable = sermonTranslatable(t);
  const form = useRecordForm<SermonValues & { kiswahili: KiswahiliValues }>({
    initial: {
      ...initial,
      parishId: initial.parishId || (parishEditor ? (staff.parish?.id ?? "") : ""),
      kiswahili: kiswahiliValues(kiswahili, translatable),
    },
    validate: (values) => validateSermon(values, t),
    onSubmit: (values) =>
      onSubmit(
        { ...toSermonInput(values), kiswahili: kiswahiliInput(values.kiswahili, translatable) },
        audio,
      ),
    otherChanges: audio !== null,
  });
  return { ...form, audio, setAudio, parishEditor, translatable };
}

/** A sermon's details and its recording; the server checks the passages and that the file is audio. */
export function SermonForm({
  initial,
  kiswahili,
  audioUrl,
  publishedAt,
  submitLabel,
  busyLabel,
  progress,
  onSubmit,
  onCancel,
}: SermonFormProps) {
  const { t } = useTranslation();
  const { values, set, refusal, busy, field, submit, audio, setAudio, parishEditor, translatable } =
    useSermonForm({ initial, kiswahili, onSubmit });

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4">
        {refusal && <FormAlert status="error" title={refusal} />}
        <TextField label={t("dashboardSermons.titleField")} required {...field("title")} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField label={t("dashboardSermons.preacher")} required {...field("preacher")} />
          <TextField label={t("dashboardSermons.preachedOn")} type="date" required {...field("preachedOn")} />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField label={t("dashboardSermons.series")} {...field("series")} />
          <ParishField
            label={t("dashboardSermons.parish")}
            noneLabel={t("dashboardSermons.noParish")}
            fixed={parishEditor ? t("dashboardSermons.parishFixed") : null}
            {...field("parishId")}
          />
        </SimpleGrid>
        <TextField
          label={t("dashboardSermons.passages")}
          required
          placeholder="John 3:16-21; Romans 8"
          helperText={t("dashboardSermons.passagesHelp")}
          {...field("passages")}
        />
        <SermonRecordingField audioUrl={audioUrl} onChange={setAudio} />
        <TextField
          label={t("dashboardSermons.videoUrl")}
          type="url"
          placeholder="https://"
          {...field("videoUrl")}
        />
        <RichTextEditor label={t("dashboardSermons.notes")} {...field("notes")} />
        <KiswahiliFields
          fields={translatable}
          values={values.kiswahili}
          onChange={(kiswahili) => set("kiswahili", kiswahili)}
        />
        <PublicationFields
          {...publicationFieldProps({ values, set, field })}
          publishedAt={publishedAt}
          thing="sermon"
        />
        <UploadProgress value={busy && audio ? progress : null} label={t("dashboardSermons.uploading")} />
        <FormActions
          submitLabel={
            values.status === initial.status ? submitLabel : publicationAction(values.status, "sermon", t)
          }
          busy={busy}
          busyLabel={busyLabel}
          onCancel={onCancel}
        />
      </Stack>
    </chakra.form>
  );
}
