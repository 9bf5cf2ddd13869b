import { Button, chakra, Field, HStack, Input, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormAlert } from "../../components/form-alert";
import { TextField } from "../../components/text-field";
import { UploadProgress } from "../../components/upload-progress";
import type { AdminJobFieldsFragment, JobOpeningInput } from "../gql/graphql";
import { useRecordForm } from "../use-record-form";
import { FormActions } from "../form-actions";

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

export function validateJob(values: JobValues, hasDocument: boolean): JobErrors {
  const errors: JobErrors = {};
  const link = values.link.trim();
  if (!values.referenceNumber.trim()) errors.referenceNumber = "Enter the reference number.";
  if (!values.position.trim()) errors.position = "Enter the position.";
  if (!values.description.trim()) errors.description = "Describe the job.";
  if (!link && !hasDocument) errors.link = "Enter a link to the advertisement or attach it as a PDF.";
  else if (link && !/^https?:\/\/\S+$/i.test(link))
    errors.link = "Enter a web address starting with http:// or https://.";
  return errors;
}

/** Why a chosen file cannot be the advertisement's PDF, or null when it can. */
export function documentError(file: File): string | null {
  if (file.type !== "application/pdf") return `${file.name} is not a PDF file. Choose a PDF.`;
  if (file.size > MAX_PDF_BYTES) return `${file.name} is larger than 10 MB. Choose a smaller PDF.`;
  return null;
}

const toJobInput = (values: JobValues): JobOpeningInput => ({
  referenceNumber: values.referenceNumber.trim(),
  position: values.position.trim(),
  description: values.description.trim(),
  link: values.link.trim() || null,
  closingDate: values.closingDate || null,
});

type JobFormProps = {
  initial: JobValues;
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
  const { refusal, busy, field, submit } = useRecordForm({
    initial,
    validate: (values) => validateJob(values, hasDocument),
    onSubmit: (values) => onSubmit(toJobInput(values), { file: pdf, remove: removing && pdf === null }),
    otherChanges: pdf !== null || removing,
  });

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4">
        {refusal && <FormAlert status="error" title={refusal} />}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            label="Reference number"
            required
            placeholder="ADK/HR/2026/04"
            {...field("referenceNumber")}
          />
          <TextField
            label="Closing date"
            type="date"
            helperText="Leave empty for an open-ended opening"
            {...field("closingDate")}
          />
        </SimpleGrid>
        <TextField label="Job Position" required {...field("position")} />
        <TextField label="Description" required rows={4} {...field("description")} />
        <TextField
          label="Link"
          type="url"
          placeholder="https://"
          helperText="Where to read the full advertisement and apply; not needed when you attach a PDF"
          {...field("link")}
        />
        <AttachedPdf
          documentUrl={documentUrl}
          pdf={pdf}
          onPdfChange={setPdf}
          removing={removing}
          onRemovingChange={setRemoving}
        />
        <UploadProgress value={busy && pdf ? progress : null} label="Uploading the PDF" />
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
  const [refused, setRefused] = useState<string | null>(null);
  // Changing the key empties the file input, so that a refused file does not look chosen.
  const [inputKey, setInputKey] = useState(0);

  const choose = (file: File | null) => {
    const error = file && documentError(file);
    setRefused(error);
    onPdfChange(error ? null : file);
    if (error) setInputKey((key) => key + 1);
  };

  return (
    <>
      <Field.Root invalid={Boolean(refused)}>
        <Field.Label>Attached PDF</Field.Label>
        <Input
          key={inputKey}
          type="file"
          accept="application/pdf"
          p="1"
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <Field.HelperText>
          The full advertisement as a PDF of up to 10 MB
          {documentUrl ? "; a new one replaces the attached one when you save." : "."}
        </Field.HelperText>
        <Field.ErrorText>{refused}</Field.ErrorText>
      </Field.Root>
      {documentUrl && pdf === null && (
        <HStack gap="3" wrap="wrap">
          {removing ? (
            <>
              <Text textStyle="sm">The attached PDF will be removed when you save.</Text>
              <Button size="xs" variant="outline" onClick={() => onRemovingChange(false)}>
                Keep the PDF
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
                Open the attached PDF
              </Link>
              <Button size="xs" variant="outline" onClick={() => onRemovingChange(true)}>
                Remove the PDF
              </Button>
            </>
          )}
        </HStack>
      )}
    </>
  );
}
