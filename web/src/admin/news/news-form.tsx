import { Box, chakra, HStack, RadioGroup, Stack, Text, Wrap } from "@chakra-ui/react";
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
import { RadioItems } from "../events/radio-items";
import {
  formatKakamegaTime,
  PUBLICATION_ACTIONS,
  PUBLICATION_CHOICES,
  publicationInput,
  validatePublication,
  type PublicationValues,
} from "./publication";

/** What a change to the news refreshes: the dashboard's list and its overview. */
export const NEWS_REFETCH = { refetchQueries: ["AdminNewsList", "AdminOverview"], awaitRefetchQueries: true };

export type NewsValues = { title: string; body: string; image: File | null } & PublicationValues;
type NewsErrors = Partial<Record<keyof NewsValues, string>>;

export function validateNews(values: NewsValues, imageRequired: boolean, now = new Date()): NewsErrors {
  const errors: NewsErrors = validatePublication(values, now);
  if (!values.title.trim()) errors.title = "Enter the article's title.";
  if (isBlankHtml(values.body)) errors.body = "Write the article's text.";
  if (imageRequired && !values.image) errors.image = "Choose a cover picture for the article.";
  return errors;
}

type NewsFormProps = {
  initial: Omit<NewsValues, "image">;
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
  const { values, set, field, errors, refusal, busy, submit } = useRecordForm<NewsValues>({
    initial: { ...initial, image: null },
    validate: (values) => validateNews(values, imageRequired),
    onSubmit: (values) =>
      onSubmit(
        {
          title: values.title.trim(),
          body: values.body,
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
        <RichTextEditor label="Article" required {...field("body")} />
        <RadioGroup.Root
          value={values.status}
          onValueChange={(details) => details.value && set("status", details.value as NewsValues["status"])}
          size="sm"
        >
          <RadioGroup.Label>Publication</RadioGroup.Label>
          <Wrap gap="4" mt="2">
            <RadioItems choices={PUBLICATION_CHOICES} />
          </Wrap>
        </RadioGroup.Root>
        {values.status === "PUBLISHED" && publishedAt && (
          <Text textStyle="sm" color="fg.muted">
            On the website since {formatKakamegaTime(publishedAt)}. It keeps that date.
          </Text>
        )}
        {values.status === "SCHEDULED" && (
          <Stack gap="2">
            <HStack gap="4" align="start" wrap="wrap">
              <Box maxW="xs">
                <TextField label="Day to publish" type="date" required {...field("publishDate")} />
              </Box>
              <Box maxW="xs">
                <TextField label="Time to publish" type="time" required {...field("publishTime")} />
              </Box>
            </HStack>
            <Text textStyle="sm" color="fg.muted">
              Kakamega time (East Africa Time), even if this computer is set to another time zone. The article
              goes on the website within a minute of that time.
            </Text>
          </Stack>
        )}
        <UploadProgress value={busy && values.image ? progress : null} label="Uploading the picture" />
        <FormActions
          submitLabel={values.status === initial.status ? submitLabel : PUBLICATION_ACTIONS[values.status]}
          busy={busy}
          busyLabel={busyLabel}
        />
      </Stack>
    </chakra.form>
  );
}
