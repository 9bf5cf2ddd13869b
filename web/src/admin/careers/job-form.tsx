import { Button, chakra, Field, HStack, Input, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { messages } from "../../lib/language";
import { FormAlert } from "../../components/form-alert";
import { TextField } from "../../components/text-field";
import { UploadProgress } from "../../components/upload-progress";
import type { AdminJobFieldsFragment, JobOpeningInput } from "../gql/graphql";
import { useRecordForm } from "../use-record-form";
import { FormActions } from "../form-actions";
import {
  KiswahiliFields,
  kiswahiliInput,
  kiswahiliValues,
  type KiswahiliValues,
  type TranslatableSpec,
} from "../translation/kiswahili-fields";
import "../locales/register";

/** The job opening's fields with a Kiswahili version, as the API's `kiswahili` names them. */
export const jobTranslatable = (t: TFunction): TranslatableSpec[] => [
  { name: "position", label: t("dashboardCareers.position") },
  { name: "description", label: t("dashboardCareers.description"), rows: 4 },
];

export type JobValues = {
  referenceNumber: string;
  position: string;
  description: string;
  link: string;
  closingDate: string;
};
type JobErrors = Partial<Record<keyof JobValues, string>>;

/** What a save does to the attached PDF: `file` replaces it; `remove` takes it away. */
export type DocumentChange = { file: File | null; remove: boolean };

export const emptyJob: JobValues = {
  referenceNumber: "",
  position: "",
  description: "",
  link: "",
  closingDate: "",
};

export const jobValues = (job: AdminJobFieldsFragment): JobValues => ({
  referenceNumber: job.referenceNumber,
  position: job.position,
  description: job.description,
  link: job.link ?? "",
  closingDate: job.closingDate ?? "",
});

/** The server's default upload limit (UPLOAD_MAX_BYTES); a larger file would only be refused after its upload. */
const MAX_PDF_BYTES = 10 * 1024 * 1024;

export function validateJob(
  values: JobValues,
  hasDocument: boolean,
  t: TFunction = messages.en.t,
): JobErrors {
  const errors: JobErrors = {};
  const link = values.link.trim();
  if (!values.referenceNumber.trim()) errors.referenceNumber = t("dashboardCareers.enterReference");
  if (!values.position.trim()) errors.position = t("dashboardCareers.enterPosition");
  if (!values.description.trim()) errors.description = t("dashboardCareers.describe");
  if (!link && !hasDocument) errors.link = t("dashboardCareers.linkOrPdf");
  else if (link && !/^https?:\/\/\S+$/i.test(link)) errors.link = t("dashboardCareers.linkInvalid");
  return errors;
}

/** Why a chosen file cannot be the advertisement's PDF, or null when it can. */
export function documentError(file: File, t: TFunction = messages.en.t): string | null {
  if (file.type !== "application/pdf") return t("dashboardCareers.notPdf", { name: file.name });
  if (file.size > MAX_PDF_BYTES) return t("dashboardCareers.pdfTooLarge", { name: file.name });
  return null;
}

const toJobInput = (values: JobValues & { kiswahili: KiswahiliValues }, t: TFunction): JobOpeningInput => ({
  referenceNumber: values.referenceNumber.trim(),
  position: values.position.trim(),
  description: values.description.trim(),
  link: values.link.trim() || null,
  closingDate: values.closingDate || null,
  kiswahili: kiswahiliInput(values.kiswahili, jobTranslatable(t)),
});

type JobFormProps = {
  initial: JobValues;
  /** The opening's saved Kiswahili texts (its `kiswahili`); none for a new one. */
  kiswahili?: readonly { field: string; text: string }[];
  /** The PDF attached now, if any. */
  documentUrl?: string | null;
  submitLabel: string;
  busyLabel: string;
  /** How far the PDF's upload has gone, while one is under way. */
  progress: number | null;
  onSubmit: (input: JobOpeningInput, document: DocumentChange) => Promise<unknown>;
  onCancel: () => void;
};

export function JobForm({
  initial,
  kiswahili,
  documentUrl,
  submitLabel,
  busyLabel,
  progress,
  onSubmit,
  onCancel,
}: JobFormProps) {
  const [pdf, setPdf] = useState<File | null>(null);
  const [removing, setRemoving] = useState(false);
  const hasDocument = pdf !== null || (Boolean(documentUrl) && !removing);
  const { t } = useTranslation();
  const translatable = jobTranslatable(t);
  const { values, set, refusal, busy, field, submit } = useRecordForm({
    initial: { ...initial, kiswahili: kiswahiliValues(kiswahili, translatable) },
    validate: (values) => validateJob(values, hasDocument, t),
    onSubmit: (values) => onSubmit(toJobInput(values, t), { file: pdf, remove: removing && pdf === null }),
    otherChanges: pdf !== null || removing,
  });

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4">
        {refusal && <FormAlert status="error" title={refusal} />}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            label={t("dashboardCareers.referenceNumber")}
            required
            placeholder="ADK/HR/2026/04"
            {...field("referenceNumber")}
          />
          <TextField
            label={t("dashboardCareers.closingDate")}
            type="date"
            helperText={t("dashboardCareers.closingDateHelp")}
            {...field("closingDate")}
          />
        </SimpleGrid>
        <TextField label={t("dashboardCareers.position")} required {...field("position")} />
        <TextField label={t("dashboardCareers.description")} required rows={4} {...field("description")} />
        <TextField
          label={t("dashboardCareers.link")}
          type="url"
          placeholder="https://"
          helperText={t("dashboardCareers.linkHelp")}
          {...field("link")}
        />
        <KiswahiliFields
          fields={translatable}
          values={values.kiswahili}
          onChange={(kiswahili) => set("kiswahili", kiswahili)}
        />
        <AttachedPdf
          documentUrl={documentUrl}
          pdf={pdf}
          onPdfChange={setPdf}
          removing={removing}
          onRemovingChange={setRemoving}
        />
        <UploadProgress value={busy && pdf ? progress : null} label={t("dashboardCareers.uploadingPdf")} />
        <FormActions submitLabel={submitLabel} busy={busy} busyLabel={busyLabel} onCancel={onCancel} />
      </Stack>
    </chakra.form>
  );
}

type AttachedPdfProps = {
  documentUrl?: string | null;
  pdf: File | null;
  onPdfChange: (pdf: File | null) => void;
  /** Whether the attached PDF goes when the form is saved. */
  removing: boolean;
  onRemovingChange: (removing: boolean) => void;
};

/** The job opening's PDF: choose a new one, open or remove the attached one. */
function AttachedPdf({ documentUrl, pdf, onPdfChange, removing, onRemovingChange }: AttachedPdfProps) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState<string | null>(null);
  // Changing the key empties the file input, so that a refused file does not look chosen.
  const [inputKey, setInputKey] = useState(0);

  const choose = (file: File | null) => {
    const error = file && documentError(file, t);
    setRefused(error);
    onPdfChange(error ? null : file);
    if (error) setInputKey((key) => key + 1);
  };

  return (
    <>
      <Field.Root invalid={Boolean(refused)}>
        <Field.Label>{t("dashboardCareers.attachedPdf")}</Field.Label>
        <Input
          key={inputKey}
          type="file"
          accept="application/pdf"
          p="1"
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <Field.HelperText>
          {documentUrl ? t("dashboardCareers.pdfHelpReplace") : t("dashboardCareers.pdfHelp")}
        </Field.HelperText>
        <Field.ErrorText>{refused}</Field.ErrorText>
      </Field.Root>
      {documentUrl && pdf === null && (
        <HStack gap="3" wrap="wrap">
          {removing ? (
            <>
              <Text textStyle="sm">{t("dashboardCareers.pdfWillGo")}</Text>
              <Button size="xs" variant="outline" onClick={() => onRemovingChange(false)}>
                {t("dashboardCareers.keepPdf")}
              </Button>
            </>
          ) : (
            <>
              <Link
                href={documentUrl}
                target="_blank"
                rel="noopener noreferrer"
                color="brand.fg"
                textStyle="sm"
              >
                {t("dashboardCareers.openPdf")}
              </Link>
              <Button size="xs" variant="outline" onClick={() => onRemovingChange(true)}>
                {t("dashboardCareers.removePdf")}
              </Button>
            </>
          )}
        </HStack>
      )}
    </>
  );
}
