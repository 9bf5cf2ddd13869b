import { chakra, Field, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useContext, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../components/form-alert";
import { RichTextEditor } from "../../components/rich-text-editor";
import { TextField } from "../../components/text-field";
import { UploadProgress } from "../../components/upload-progress";
import { FormActions } from "../form-actions";
import { ParishField } from "../owner-fields";
import { StaffContext } from "../staff-context";
import type { AdminSermonFieldsFragment, SermonInput } from "../gql/graphql";
import { PublicationFields, publicationFieldProps } from "../publication/publication-fields";
import {
  publicationAction,
  publicationInput,
  publicationValues,
  validatePublication,
  type PublicationValues,
} from "../publication/publication";
import {
  KiswahiliFields,
  kiswahiliInput,
  kiswahiliValues,
  type KiswahiliValues,
  type TranslatableSpec,
} from "../translation/kiswahili-fields";
import { useRecordForm } from "../use-record-form";
import "../locales/register";

const sermonTranslatable = (t: TFunction): TranslatableSpec[] => [
  { name: "title", label: t("dashboardSermons.titleField") },
  { name: "notes", label: t("dashboardSermons.notes"), rows: "rich" },
];

type SermonValues = {
  title: string;
  preacher: string;
  preachedOn: string;
  series: string;
  passages: string;
  videoUrl: string;
  notes: string;
  /** The parish where it was preached, "" for the diocese's. */
  parishId: string;
} & PublicationValues;

export const emptySermon: SermonValues = {
  title: "",
  preacher: "",
  preachedOn: "",
  series: "",
  passages: "",
  videoUrl: "",
  notes: "",
  parishId: "",
  ...publicationValues(null),
};

export const sermonValues = (sermon: AdminSermonFieldsFragment): SermonValues => ({
  title: sermon.title,
  preacher: sermon.preacher,
  preachedOn: sermon.preachedOn,
  series: sermon.series ?? "",
  passages: sermon.passages.map((passage) => passage.reference).join("; "),
  videoUrl: sermon.videoUrl ?? "",
  notes: sermon.notes,
  parishId: sermon.parishId ?? "",
  ...publicationValues(sermon),
});

function validateSermon(values: SermonValues, t: TFunction) {
  const errors: Partial<Record<keyof SermonValues, string>> = validatePublication(
    values,
    "sermon",
    new Date(),
    t,
  );
  if (!values.title.trim()) errors.title = t("dashboardSermons.enterTitle");
  if (!values.preacher.trim()) errors.preacher = t("dashboardSermons.enterPreacher");
  if (!values.preachedOn) errors.preachedOn = t("dashboardSermons.enterDate");
  if (!values.passages.trim()) errors.passages = t("dashboardSermons.enterPassages");
  return errors;
}

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
  // A parish editor's sermons are their parish's (the API refuses another parish, or none).
  const staff = useContext(StaffContext);
  const parishEditor = staff?.role === "PARISH_EDITOR";
  const [audio, setAudio] = useState<File | null>(null);
  const translatable = sermonTranslatable(t);
  const { values, set, refusal, busy, field, submit } = useRecordForm<
    SermonValues & { kiswahili: KiswahiliValues }
  >({
    initial: {
      ...initial,
      parishId: initial.parishId || (parishEditor ? (staff.parish?.id ?? "") : ""),
      kiswahili: kiswahiliValues(kiswahili, translatable),
    },
    validate: (values) => validateSermon(values, t),
    onSubmit: (values) =>
      onSubmit(
        {
          title: values.title.trim(),
          preacher: values.preacher.trim(),
          preachedOn: values.preachedOn,
          series: values.series.trim() || null,
          passages: values.passages.trim(),
          videoUrl: values.videoUrl.trim() || null,
          notes: values.notes,
          parishId: values.parishId || null,
          kiswahili: kiswahiliInput(values.kiswahili, translatable),
          ...publicationInput(values),
        },
        audio,
      ),
    otherChanges: audio !== null,
  });

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
        <Field.Root>
          <Field.Label>{t("dashboardSermons.recording")}</Field.Label>
          <Input
            type="file"
            accept="audio/mpeg,audio/mp4,.mp3,.m4a"
            p="1"
            onChange={(event) => setAudio(event.target.files?.[0] ?? null)}
          />
          <Field.HelperText>
            {audioUrl ? t("dashboardSermons.recordingHelpReplace") : t("dashboardSermons.recordingHelp")}
          </Field.HelperText>
        </Field.Root>
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
