import { chakra, SimpleGrid, Stack } from "@chakra-ui/react";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../components/form-alert";
import type { FocalPoint } from "../components/focal-point";
import { ImagePicker, useFocalPoint, useObjectUrl } from "../components/image-picker";
import { UploadProgress } from "../components/upload-progress";
import { FormActions } from "./form-actions";
import { RecordField, type FieldSpec } from "./record-field";
import { requiredErrors, type RecordValues } from "./required-errors";
import { useRecordForm } from "./use-record-form";
import type { TextTranslationInput } from "./gql/graphql";
import {
  KiswahiliFields,
  kiswahiliInput,
  kiswahiliValues,
  type KiswahiliValues,
  type TranslatableSpec,
} from "./translation/kiswahili-fields";
import "./locales/register";

export type { FieldSpec } from "./record-field";
export { requiredErrors, type RecordValues } from "./required-errors";

/** A saved record's picture, as the dashboard's queries give it. */
type SavedPicture = { imageUrl?: string | null; image?: { focalPoint: FocalPoint } | null };

/** The picture field of a record's form, showing the record's saved picture if it has one. */
export const pictureField = (label: string, record: SavedPicture | null) => ({
  label,
  currentUrl: record?.imageUrl,
  currentFocalPoint: record?.image?.focalPoint,
});

type RecordFormProps<Name extends string> = {
  fields: FieldSpec<Name>[];
  initial: RecordValues<Name>;
  image?: {
    label: string;
    currentUrl?: string | null;
    /** The saved picture's focal point, which staff may move without uploading again. */
    currentFocalPoint?: FocalPoint | null;
    required?: boolean;
  };
  /** What the save button says; from the values when it depends on them (a publication's choice). */
  submitLabel: string | ((values: RecordValues<Name>) => string);
  busyLabel: string;
  /** Checks beyond required fields; returns messages by field. */
  validate?: (values: RecordValues<Name>) => Partial<Record<Name, string>>;
  /**
   * The fields with a Kiswahili version, edited below the English ones, and the record's saved
   * translations (its `kiswahili`); onSubmit then receives the whole set to send.
   */
  kiswahili?: {
    fields: readonly TranslatableSpec[];
    saved: readonly { field: string; text: string }[] | null | undefined;
  };
  /** The picture's focal point comes with the record whenever it has a picture; else null. */
  onSubmit: (
    values: RecordValues<Name>,
    image: File | null,
    imageFocalPoint: FocalPoint | null,
    kiswahili: TextTranslationInput[] | undefined,
  ) => Promise<unknown>;
  progress?: number | null;
  resetAfterSave?: boolean;
  onCancel?: () => void;
  columns?: 1 | 2;
  /** Hears whether the form has unsaved changes, for a page that switches records in place. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Parts of the form beyond its fields (a publication's choice), given the form's values and setters. */
  extra?: (
    form: Pick<ReturnType<typeof useRecordForm<RecordValues<Name>>>, "values" | "set" | "field">,
  ) => ReactNode;
  /** How the record will look, from the values being edited and the picture's address and focal point. */
  preview?: (values: RecordValues<Name>, imageUrl: string | null, focalPoint: FocalPoint) => ReactNode;
};

/**
 * A record form's state: useRecordForm's, with the picture chosen and its focal point, and the
 * Kiswahili texts, which are changes of their own.
 */
function useRecordFormState<Name extends string>(props: RecordFormProps<Name>) {
  const { fields, image } = props;
  const [file, setFile] = useState<File | null>(null);
  const focalPoint = useFocalPoint(image?.currentFocalPoint);
  const { t } = useTranslation();
  const translatable = props.kiswahili;
  const [savedKiswahili] = useState<KiswahiliValues>(() =>
    kiswahiliValues(translatable?.saved, translatable?.fields ?? []),
  );
  const [swValues, setSwValues] = useState<KiswahiliValues>(savedKiswahili);
  const form = useRecordForm({
    initial: props.initial,
    validate: (values) => {
      const found: Partial<Record<string, string>> = {
        ...requiredErrors(fields, values, t),
        ...props.validate?.(values),
      };
      if (image?.required && !file && !image.currentUrl)
        found.image = t("dashboard.form.choosePicture", { picture: image.label.toLowerCase() });
      return found;
    },
    onSubmit: (values) =>
      props.onSubmit(
        values,
        file,
        file || image?.currentUrl ? focalPoint.point : null,
        translatable ? kiswahiliInput(swValues, translatable.fields) : undefined,
      ),
    resetAfterSave: props.resetAfterSave,
    onSaved: () => {
      setFile(null);
      if (props.resetAfterSave) {
        focalPoint.reset();
        setSwValues(savedKiswahili);
      }
    },
    otherChanges: file !== null || focalPoint.moved || swValues !== savedKiswahili,
  });
  return { form, file, setFile, focalPoint, translatable, swValues, setSwValues };
}

/**
 * The dashboard's form for a record of text fields and an optional picture, drawn from the fields'
 * specs, with its state kept by useRecordForm.
 */
export function RecordForm<Name extends string>(props: RecordFormProps<Name>) {
  const { fields, image, columns = 1, preview, onDirtyChange } = props;
  const { form, file, setFile, focalPoint, translatable, swValues, setSwValues } = useRecordFormState(props);
  const filePreview = useObjectUrl(file);
  const { t } = useTranslation();
  const { dirty, values, errors, busy } = form;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  return (
    <chakra.form onSubmit={form.submit} noValidate>
      <Stack gap="4">
        {form.refusal && <FormAlert status="error" title={form.refusal} />}
        {image && (
          <ImagePicker
            label={image.label}
            required={image.required}
            file={file}
            currentUrl={image.currentUrl}
            onChange={(chosen) => {
              setFile(chosen);
              focalPoint.pictureChosen(chosen);
            }}
            focalPoint={focalPoint.point}
            onFocalPointChange={focalPoint.setPoint}
            error={errors.image}
            helperText={t("dashboard.form.pictureHelp")}
          />
        )}
        <SimpleGrid columns={{ base: 1, md: columns }} gap="4">
          {fields
            .filter((spec) => !spec.shownWhen || spec.shownWhen(values))
            .map((spec) => (
              <RecordField
                key={spec.name}
                spec={spec}
                value={values[spec.name]}
                onChange={(value) => form.set(spec.name, value)}
                error={errors[spec.name]}
              />
            ))}
        </SimpleGrid>
        {translatable && (
          <KiswahiliFields fields={translatable.fields} values={swValues} onChange={setSwValues} />
        )}
        {props.extra?.(form)}
        <UploadProgress value={busy && file ? (props.progress ?? null) : null} />
        {preview?.(values, filePreview ?? image?.currentUrl ?? null, focalPoint.point)}
        <FormActions
          submitLabel={
            typeof props.submitLabel === "function" ? props.submitLabel(values) : props.submitLabel
          }
          busy={busy}
          busyLabel={props.busyLabel}
          onCancel={props.onCancel}
        />
      </Stack>
    </chakra.form>
  );
}
