import { chakra, Field, Input, Link, SimpleGrid, Stack } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../components/form-alert";
import { TextField } from "../../components/text-field";
import { UploadProgress } from "../../components/upload-progress";
import { FormActions } from "../form-actions";
import type {
  AdminLibraryDocumentFieldsFragment,
  LibraryDocumentCategory,
  LibraryDocumentInput,
} from "../gql/graphql";
import { PublicationFields, publicationFieldProps } from "../publication/publication-fields";
import {
  publicationAction,
  publicationInput,
  publicationValues,
  validatePublication,
  type PublicationValues,
  type PublicationWords,
} from "../publication/publication";
import {
  KiswahiliFields,
  kiswahiliInput,
  kiswahiliValues,
  type KiswahiliValues,
  type TranslatableSpec,
} from "../translation/kiswahili-fields";
import { SelectField } from "../select-field";
import { useRecordForm } from "../use-record-form";
import "../locales/register";

/** How the publication's messages name a library document. */
const PUBLICATION_WORDS: PublicationWords = {
  publish: "dashboardLibraryDocuments.publication.publish",
  schedule: "dashboardLibraryDocuments.publication.schedule",
  chooseDay: "dashboardLibraryDocuments.publication.chooseDay",
  enterTime: "dashboardLibraryDocuments.publication.enterTime",
  draftHint: "dashboardLibraryDocuments.publication.draftHint",
  scheduleHint: "dashboardLibraryDocuments.publication.scheduleHint",
};

const translatable = (t: TFunction): TranslatableSpec[] => [
  { name: "title", label: t("dashboardLibraryDocuments.titleField") },
];

/** The categories, in the order the form and the public page offer them, with their words. */
export const CATEGORIES = [
  { value: "SYNOD_REPORT", message: "dashboardLibraryDocuments.categories.SYNOD_REPORT" },
  { value: "CIRCULAR", message: "dashboardLibraryDocuments.categories.CIRCULAR" },
  { value: "FORM", message: "dashboardLibraryDocuments.categories.FORM" },
  { value: "OTHER", message: "dashboardLibraryDocuments.categories.OTHER" },
] as const satisfies readonly { value: LibraryDocumentCategory; message: string }[];

/** The largest PDF the API takes (UPLOAD_MAX_BYTES' default): a larger one is refused before it is sent. */
const MAX_PDF_BYTES = 10 * 1024 * 1024;

type LibraryDocumentValues = { title: string; category: LibraryDocumentCategory | "" } & PublicationValues;

export const emptyLibraryDocument: LibraryDocumentValues = {
  title: "",
  category: "",
  ...publicationValues(null),
};

export const libraryDocumentValues = (item: AdminLibraryDocumentFieldsFragment): LibraryDocumentValues => ({
  title: item.title,
  category: item.category,
  ...publicationValues(item),
});

/** Why a chosen file cannot be the document, or null when it can. */
function fileError(file: File, t: TFunction): string | null {
  if (file.type !== "application/pdf") return t("dashboardLibraryDocuments.notPdf", { name: file.name });
  if (file.size > MAX_PDF_BYTES) return t("dashboardLibraryDocuments.pdfTooLarge", { name: file.name });
  return null;
}

function validate(values: LibraryDocumentValues, t: TFunction) {
  const errors: Partial<Record<keyof LibraryDocumentValues, string>> = validatePublication(
    values,
    PUBLICATION_WORDS,
    new Date(),
    t,
  );
  if (!values.title.trim()) errors.title = t("dashboardLibraryDocuments.enterTitle");
  if (!values.category) errors.category = t("dashboardLibraryDocuments.chooseCategory");
  return errors;
}

type LibraryDocumentFormProps = {
  initial: LibraryDocumentValues;
  kiswahili?: readonly { field: string; text: string }[];
  /** The PDF it has now; none for a new document, which must be given one. */
  documentUrl?: string | null;
  /** When one being edited went on the website, if it has: choosing Publish now keeps it. */
  publishedAt?: string | null;
  /** What the save button says while the publication chosen is the one the form started with. */
  submitLabel: string;
  busyLabel: string;
  /** How much of the PDF has been sent, while it is. */
  progress: number | null;
  onSubmit: (input: LibraryDocumentInput, document: File | null) => Promise<unknown>;
  onCancel: () => void;
};

/** A library document's title, category and PDF, its Kiswahili title and its publication; the server checks the file is a PDF. */
export function LibraryDocumentForm({
  initial,
  kiswahili,
  documentUrl,
  publishedAt,
  submitLabel,
  busyLabel,
  progress,
  onSubmit,
  onCancel,
}: LibraryDocumentFormProps) {
  const { t } = useTranslation();
  const fields = translatable(t);
  const [pdf, setPdf] = useState<File | null>(null);
  const { values, set, errors, refusal, busy, field, submit } = useRecordForm<
    LibraryDocumentValues & { kiswahili: KiswahiliValues }
  >({
    initial: { ...initial, kiswahili: kiswahiliValues(kiswahili, fields) },
    validate: (values) => {
      const errors = validate(values, t);
      const fileProblem = pdf
        ? fileError(pdf, t)
        : documentUrl
          ? null
          : t("dashboardLibraryDocuments.choosePdf");
      return fileProblem ? { ...errors, document: fileProblem } : errors;
    },
    onSubmit: (values) =>
      onSubmit(
        {
          title: values.title.trim(),
          category: values.category as LibraryDocumentCategory,
          kiswahili: kiswahiliInput(values.kiswahili, fields),
          ...publicationInput(values),
        },
        pdf,
      ),
    otherChanges: pdf !== null,
  });

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4">
        {refusal && <FormAlert status="error" title={refusal} />}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField label={t("dashboardLibraryDocuments.titleField")} required {...field("title")} />
          <CategoryField {...field("category")} />
        </SimpleGrid>
        <PdfField documentUrl={documentUrl} error={errors.document} onChange={setPdf} />
        <KiswahiliFields
          fields={fields}
          values={values.kiswahili}
          onChange={(kiswahili) => set("kiswahili", kiswahili)}
        />
        <PublicationFields
          {...publicationFieldProps({ values, set, field })}
          publishedAt={publishedAt}
          thing={PUBLICATION_WORDS}
        />
        <UploadProgress
          value={busy && pdf ? progress : null}
          label={t("dashboardLibraryDocuments.uploading")}
        />
        <FormActions
          submitLabel={
            values.status === initial.status
              ? submitLabel
              : publicationAction(values.status, PUBLICATION_WORDS, t)
          }
          busy={busy}
          busyLabel={busyLabel}
          onCancel={onCancel}
        />
      </Stack>
    </chakra.form>
  );
}

type PdfFieldProps = { documentUrl?: string | null; error?: string; onChange: (file: File | null) => void };

/** The document's PDF: the one it has, to open, and the file chosen to send. */
function PdfField({ documentUrl, error, onChange }: PdfFieldProps) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={Boolean(error)} required={!documentUrl}>
      <Field.Label>{t("dashboardLibraryDocuments.pdf")}</Field.Label>
      <Input
        type="file"
        accept="application/pdf"
        p="1"
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <Field.HelperText>
        {documentUrl ? (
          <Link href={documentUrl} target="_blank" rel="noopener noreferrer" color="brand.fg">
            {t("dashboardLibraryDocuments.pdfHelpReplace")}
          </Link>
        ) : (
          t("dashboardLibraryDocuments.pdfHelp")
        )}
      </Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The kind of document, one of CATEGORIES. */
function CategoryField(props: { value: string; onChange: (value: string) => void; error?: string }) {
  const { t } = useTranslation();
  return (
    <SelectField label={t("dashboardLibraryDocuments.category")} {...props}>
      <option value="">{t("dashboardLibraryDocuments.chooseOne")}</option>
      {CATEGORIES.map((category) => (
        <option key={category.value} value={category.value}>
          {t(category.message)}
        </option>
      ))}
    </SelectField>
  );
}
