import { chakra, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormAlert } from "../../components/form-alert";
import type { FocalPoint } from "../../components/focal-point";
import { ImagePicker, useFocalPoint } from "../../components/image-picker";
import { RichTextEditor } from "../../components/rich-text-editor";
import { TextField } from "../../components/text-field";
import { UploadProgress } from "../../components/upload-progress";
import { serverMessage } from "../../features/auth/server-message";
import type { NewsArticleInput } from "../gql/graphql";
import { useUnsavedChanges } from "../unsaved-changes";
import { FormActions } from "../form-actions";

export type NewsValues = { title: string; body: string; image: File | null };
type NewsErrors = Partial<Record<keyof NewsValues, string>>;

/** An empty body from the editor is "" or an empty paragraph. */
const isBlankHtml = (html: string) =>
  !html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, "")
    .trim() && !/<img/i.test(html);

export function validateNews(values: NewsValues, imageRequired: boolean): NewsErrors {
  const errors: NewsErrors = {};
  if (!values.title.trim()) errors.title = "Enter the article's title.";
  if (isBlankHtml(values.body)) errors.body = "Write the article's text.";
  if (imageRequired && !values.image) errors.image = "Choose a cover picture for the article.";
  return errors;
}

type NewsFormProps = {
  initial: { title: string; body: string };
  currentImageUrl?: string | null;
  currentFocalPoint?: FocalPoint | null;
  /** A new article needs a cover picture; an existing one keeps its own unless another is chosen. */
  imageRequired: boolean;
  submitLabel: string;
  busyLabel: string;
  progress: number | null;
  onSubmit: (input: NewsArticleInput, image: File | null) => Promise<unknown>;
  resetAfterSave?: boolean;
};

export function NewsForm({
  initial,
  currentImageUrl,
  currentFocalPoint,
  imageRequired,
  submitLabel,
  busyLabel,
  progress,
  onSubmit,
  resetAfterSave,
}: NewsFormProps) {
  const start = { ...initial, image: null };
  const [values, setValues] = useState<NewsValues>(start);
  const [errors, setErrors] = useState<NewsErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focalPoint = useFocalPoint(currentFocalPoint);
  useUnsavedChanges(
    values.title !== initial.title ||
      values.body !== initial.body ||
      values.image !== null ||
      focalPoint.moved,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNews(values, imageRequired);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await onSubmit(
        {
          title: values.title.trim(),
          body: values.body,
          imageFocalPoint: values.image || currentImageUrl ? focalPoint.point : null,
        },
        values.image,
      );
      setValues(resetAfterSave ? start : { ...values, image: null });
      if (resetAfterSave) focalPoint.reset();
    } catch (error) {
      setRefusal(serverMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4">
        {refusal && <FormAlert status="error" title={refusal} />}
        <ImagePicker
          label="Cover picture"
          required={imageRequired}
          file={values.image}
          currentUrl={currentImageUrl}
          onChange={(image) => {
            setValues((current) => ({ ...current, image }));
            focalPoint.pictureChosen(image);
          }}
          focalPoint={focalPoint.point}
          onFocalPointChange={focalPoint.setPoint}
          error={errors.image}
          helperText="JPEG, PNG, WebP, GIF or AVIF, up to 10 MB."
        />
        <TextField
          label="Title"
          required
          value={values.title}
          onChange={(title) => setValues((current) => ({ ...current, title }))}
          error={errors.title}
        />
        <RichTextEditor
          label="Article"
          required
          value={values.body}
          onChange={(body) => setValues((current) => ({ ...current, body }))}
          error={errors.body}
        />
        <UploadProgress value={busy && values.image ? progress : null} label="Uploading the picture" />
        <FormActions submitLabel={submitLabel} busy={busy} busyLabel={busyLabel} />
      </Stack>
    </chakra.form>
  );
}
