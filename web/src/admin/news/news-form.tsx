import { chakra, Stack } from "@chakra-ui/react";
import { useContext } from "react";
import { FormAlert } from "../../components/form-alert";
import type { FocalPoint } from "../../components/focal-point";
import { ImagePicker, useFocalPoint } from "../../components/image-picker";
import { RichTextEditor } from "../../components/rich-text-editor";
import { TextField } from "../../components/text-field";
import { UploadProgress } from "../../components/upload-progress";
import type { NewsArticleInput } from "../gql/graphql";
import { isBlankHtml } from "../required-errors";
import { useRecordForm } from "../use-record-form";
import { FormActions } from "../form-actions";
import { StaffContext } from "../staff-context";
import { NewsParishField } from "./news-parish-field";
import { PublicationFields } from "../publication/publication-fields";
import {
  publicationAction,
  publicationInput,
  validatePublication,
  type PublicationValues,
} from "../publication/publication";

/** What a change to the news refreshes: the dashboard's list and its overview. */
export const NEWS_REFETCH = { refetchQueries: ["AdminNewsList", "AdminOverview"], awaitRefetchQueries: true };

export type NewsValues = {
  title: string;
  body: string;
  image: File | null;
  /** The parish it is tagged to; "" for the diocese's news. */
  parishId: string;
} & PublicationValues;
type NewsErrors = Partial<Record<keyof NewsValues, string>>;

export function validateNews(values: NewsValues, imageRequired: boolean, now = new Date()): NewsErrors {
  const errors: NewsErrors = validatePublication(values, "the article", now);
  if (!values.title.trim()) errors.title = "Enter the article's title.";
  if (isBlankHtml(values.body)) errors.body = "Write the article's text.";
  if (imageRequired && !values.image) errors.image = "Choose a cover picture for the article.";
  return errors;
}

type NewsFormProps = {
  /** Without a parish, a new article is the diocese's (a parish editor's, their parish's). */
  initial: Omit<NewsValues, "image" | "parishId"> & { parishId?: string };
  /** When an article being edited went on the website, if it has: choosing Publish now keeps it. */
  publishedAt?: string | null;
  currentImageUrl?: string | null;
  currentFocalPoint?: FocalPoint | null;
  /** A new article needs a cover picture; an existing one keeps its own unless another is chosen. */
  imageRequired: boolean;
  /** What the save button says while the publication chosen is the one the form started with. */
  submitLabel: string;
  busyLabel: string;
  progress: number | null;
  onSubmit: (input: NewsArticleInput, image: File | null) => Promise<unknown>;
  resetAfterSave?: boolean;
};

export function NewsForm({
  initial,
  publishedAt,
  currentImageUrl,
  currentFocalPoint,
  imageRequired,
  submitLabel,
  busyLabel,
  progress,
  onSubmit,
  resetAfterSave,
}: NewsFormProps) {
  const focalPoint = useFocalPoint(currentFocalPoint);
  const staff = useContext(StaffContext);
  const parishEditor = staff?.role === "PARISH_EDITOR";
  const { values, set, field, errors, refusal, busy, submit } = useRecordForm<NewsValues>({
    initial: { parishId: parishEditor ? (staff.parish?.id ?? "") : "", ...initial, image: null },
    validate: (values) => validateNews(values, imageRequired),
    onSubmit: (values) =>
      onSubmit(
        {
          title: values.title.trim(),
          body: values.body,
          parishId: values.parishId || null,
          imageFocalPoint: values.image || currentImageUrl ? focalPoint.point : null,
          ...publicationInput(values),
        },
        values.image,
      ),
    resetAfterSave,
    onSaved: () => {
      set("image", null);
      if (resetAfterSave) focalPoint.reset();
    },
    otherChanges: focalPoint.moved,
  });

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
            set("image", image);
            focalPoint.pictureChosen(image);
          }}
          focalPoint={focalPoint.point}
          onFocalPointChange={focalPoint.setPoint}
          error={errors.image}
          helperText="JPEG, PNG, WebP, GIF or AVIF, up to 10 MB."
        />
        <TextField label="Title" required {...field("title")} />
        <NewsParishField fixed={parishEditor} {...field("parishId")} />
        <RichTextEditor label="Article" required {...field("body")} />
        <PublicationFields
          status={values.status}
          onStatusChange={(status) => set("status", status)}
          publishDate={field("publishDate")}
          publishTime={field("publishTime")}
          publishedAt={publishedAt}
          what="The article"
        />
        <UploadProgress value={busy && values.image ? progress : null} label="Uploading the picture" />
        <FormActions
          submitLabel={
            values.status === initial.status ? submitLabel : publicationAction(values.status, "article")
          }
          busy={busy}
          busyLabel={busyLabel}
        />
      </Stack>
    </chakra.form>
  );
}
