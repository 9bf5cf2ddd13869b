import { Box, chakra, Checkbox, Field, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { FormAlert } from "../components/form-alert";
import type { FocalPoint } from "../components/focal-point";
import { ImagePicker, useFocalPoint, useObjectUrl } from "../components/image-picker";
import { RichTextEditor } from "../components/rich-text-editor";
import { TextField } from "../components/text-field";
import { UploadProgress } from "../components/upload-progress";
import { serverMessage } from "../features/auth/server-message";
import { useUnsavedChanges } from "./unsaved-changes";
import { FormActions } from "./form-actions";

export type FieldSpec<Name extends string> = {
  name: Name;
  label: string;
  required?: boolean;
  /** A textarea of so many rows; "rich" for the rich-text editor. */
  rows?: number | "rich";
  type?: "text" | "number" | "url" | "email" | "tel" | "date";
  helperText?: string;
  placeholder?: string;
  /** Takes the whole width in a two-column form. */
  wide?: boolean;
  /** A choice among these instead of free text. */
  options?: { value: string; label: string }[];
  /** A tick box whose value is "true" or "false". */
  checkbox?: boolean;
};

export type RecordValues<Name extends string> = Record<Name, string>;

const isBlank = (value: string, rich: boolean) =>
  rich
    ? !value
        .replace(/<[^>]*>/g, "")
        .replace(/&nbsp;/g, "")
        .trim() && !/<img/i.test(value)
    : !value.trim();

/** Empty required fields, named by their labels. */
export function requiredErrors<Name extends string>(fields: FieldSpec<Name>[], values: RecordValues<Name>) {
  const errors: Partial<Record<Name, string>> = {};
  for (const field of fields) {
    if (field.required && isBlank(values[field.name], field.rows === "rich"))
      errors[field.name] = `${field.label} is required.`;
  }
  return errors;
}

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
  submitLabel: string;
  busyLabel: string;
  /** Checks beyond required fields; returns messages by field. */
  validate?: (values: RecordValues<Name>) => Partial<Record<Name, string>>;
  /** The picture's focal point comes with the record whenever it has a picture; else null. */
  onSubmit: (
    values: RecordValues<Name>,
    image: File | null,
    imageFocalPoint: FocalPoint | null,
  ) => Promise<unknown>;
  progress?: number | null;
  resetAfterSave?: boolean;
  onCancel?: () => void;
  columns?: 1 | 2;
  /** Hears whether the form has unsaved changes, for a page that switches records in place. */
  onDirtyChange?: (dirty: boolean) => void;
  /** How the record will look, from the values being edited and the picture's address and focal point. */
  preview?: (values: RecordValues<Name>, imageUrl: string | null, focalPoint: FocalPoint) => ReactNode;
};

/**
 * The dashboard's form for a record of text fields and an optional picture: it marks the required
 * fields, checks them before sending, shows the server's refusal, and asks before leaving it
 * with changes unsaved.
 */
export function RecordForm<Name extends string>({
  fields,
  initial,
  image,
  submitLabel,
  busyLabel,
  validate,
  onSubmit,
  progress = null,
  resetAfterSave,
  onCancel,
  columns = 1,
  preview,
  onDirtyChange,
}: RecordFormProps<Name>) {
  const [values, setValues] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const focalPoint = useFocalPoint(image?.currentFocalPoint);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const filePreview = useObjectUrl(file);
  const dirty =
    file !== null || focalPoint.moved || fields.some((field) => values[field.name] !== initial[field.name]);
  useUnsavedChanges(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<string, string>> = {
      ...requiredErrors(fields, values),
      ...validate?.(values),
    };
    if (image?.required && !file && !image.currentUrl)
      found.image = `Choose the ${image.label.toLowerCase()}.`;
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await onSubmit(values, file, file || image?.currentUrl ? focalPoint.point : null);
      setFile(null);
      if (resetAfterSave) {
        setValues(initial);
        focalPoint.reset();
      }
    } catch (failure) {
      setRefusal(serverMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const set = (name: Name) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4">
        {refusal && <FormAlert status="error" title={refusal} />}
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
            helperText="JPEG, PNG, WebP, GIF or AVIF, up to 10 MB."
          />
        )}
        <SimpleGrid columns={{ base: 1, md: columns }} gap="4">
          {fields.map((field) =>
            field.checkbox ? (
              <Checkbox.Root
                key={field.name}
                checked={values[field.name] === "true"}
                onCheckedChange={(details) => set(field.name)(String(details.checked === true))}
                alignSelf="end"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{field.label}</Checkbox.Label>
              </Checkbox.Root>
            ) : field.options ? (
              <Field.Root key={field.name} required={field.required}>
                <Field.Label>
                  {field.label}
                  <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={values[field.name]}
                    onChange={(event) => set(field.name)(event.target.value)}
                  >
                    {field.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            ) : field.rows === "rich" ? (
              <Box key={field.name} gridColumn={{ md: "1 / -1" }}>
                <RichTextEditor
                  label={field.label}
                  required={field.required}
                  value={values[field.name]}
                  onChange={set(field.name)}
                  error={errors[field.name]}
                  helperText={field.helperText}
                />
              </Box>
            ) : (
              <Box key={field.name} gridColumn={field.wide || field.rows ? { md: "1 / -1" } : undefined}>
                <TextField
                  label={field.label}
                  required={field.required}
                  rows={field.rows}
                  type={field.type}
                  placeholder={field.placeholder}
                  helperText={field.helperText}
                  value={values[field.name]}
                  onChange={set(field.name)}
                  error={errors[field.name]}
                />
              </Box>
            ),
          )}
        </SimpleGrid>
        <UploadProgress value={busy && file ? progress : null} />
        {preview && preview(values, filePreview ?? image?.currentUrl ?? null, focalPoint.point)}
        <FormActions submitLabel={submitLabel} busy={busy} busyLabel={busyLabel} onCancel={onCancel} />
      </Stack>
    </chakra.form>
  );
}
