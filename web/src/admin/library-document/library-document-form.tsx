import { chakra, Stack } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../components/form-alert";
import { TextField } from "../../components/text-field";
import { FormActions } from "../form-actions";
import type { AdminLibraryDocumentFieldsFragment, LibraryDocumentInput } from "../gql/graphql";
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

type LibraryDocumentValues = { title: string } & PublicationValues;

export const emptyLibraryDocument: LibraryDocumentValues = { title: "", ...publicationValues(null) };

export const libraryDocumentValues = (item: AdminLibraryDocumentFieldsFragment): LibraryDocumentValues => ({
  title: item.title,
  ...publicationValues(item),
});

function validate(values: LibraryDocumentValues, t: TFunction) {
  const errors: Partial<Record<keyof LibraryDocumentValues, string>> = validatePublication(
    values,
    PUBLICATION_WORDS,
    new Date(),
    t,
  );
  if (!values.title.trim()) errors.title = t("dashboardLibraryDocuments.enterTitle");
  return errors;
}

type LibraryDocumentFormProps = {
  initial: LibraryDocumentValues;
  kiswahili?: readonly { field: string; text: string }[];
  /** When one being edited went on the website, if it has: choosing Publish now keeps it. */
  publishedAt?: string | null;
  /** What the save button says while the publication chosen is the one the form started with. */
  submitLabel: string;
  busyLabel: string;
  onSubmit: (input: LibraryDocumentInput) => Promise<unknown>;
  onCancel: () => void;
};

/** A library document's details, its Kiswahili and its publication. */
export function LibraryDocumentForm({
  initial,
  kiswahili,
  publishedAt,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
}: LibraryDocumentFormProps) {
  const { t } = useTranslation();
  const fields = translatable(t);
  const { values, set, refusal, busy, field, submit } = useRecordForm<
    LibraryDocumentValues & { kiswahili: KiswahiliValues }
  >({
    initial: { ...initial, kiswahili: kiswahiliValues(kiswahili, fields) },
    validate: (values) => validate(values, t),
    onSubmit: (values) =>
      onSubmit({
        title: values.title.trim(),
        kiswahili: kiswahiliInput(values.kiswahili, fields),
        ...publicationInput(values),
      }),
  });

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4">
        {refusal && <FormAlert status="error" title={refusal} />}
        <TextField label={t("dashboardLibraryDocuments.titleField")} required {...field("title")} />
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
