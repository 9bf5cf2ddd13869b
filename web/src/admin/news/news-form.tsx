import { chakra, Stack } from "@chakra-ui/react";
import { useContext } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { messages } from "../../lib/language";
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
import { ParishField } from "../owner-fields";
import { PublicationFields, publicationFieldProps } from "../publication/publication-fields";
import {
  publicationAction,
  publicationInput,
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
import "../locales/register";

/** The article's fields with a Kiswahili version, as the API's `kiswahili` names them. */
export const newsTranslatable = (t: TFunction): TranslatableSpec[] => [
  { name: "title", label: t("dashboard.news.titleField") },
  { name: "body", label: t("dashboard.news.bodyField"), rows: "rich" },
];

/** What a change to the news refreshes: the dashboard's list and its overview. */
export const NEWS_REFETCH = { refetchQueries: ["AdminNewsList", "AdminOverview"], awaitRefetchQueries: true };

export type NewsValues = {
  title: string;
  body: string;
  image: File | null;
  /** The parish it is tagged to; "" for the diocese's news. */
  parishId: string;
  /** The Kiswahili version of the title and body ("" for none). */
  kiswahili: KiswahiliValues;
} & PublicationValues;
type NewsErrors = Partial<Record<keyof NewsValues, string>>;

/** What the form asks before sending; the cover picture is optional, as the API has it. */
export function validateNews(values: NewsValues, now = new Date(), t: TFunction = messages.en.t): NewsErrors {
  const errors: NewsErrors = validatePublication(values, "article", now, t);
  if (!values.title.trim()) errors.title = t("dashboard.news.enterTitle");
  if (isBlankHtml(values.body)) errors.body = t("dashboard.news.writeBody");
  return errors;
}

type NewsFormProps = {
  /** Without a parish, a new article is the diocese's (a parish editor's, their parish's). */
  initial: Omit<NewsValues, "image" | "parishId" | "kiswahili"> & { parishId?: string };
  /** The article's saved Kiswahili texts (its `kiswahili`); none for a new one. */
  kiswahili?: readonly { field: string; text: string }[];
  /** When an article being edited went on the website, if it has: choosing Publish now keeps it. */
  publishedAt?: string | null;
  currentImageUrl?: string | null;
  currentFocalPoint?: FocalPoint | null;
  /** What the save button says while the publication chosen is the one the form started with. */
  submitLabel: string;
  busyLabel: string;
  progress: number | null;
  onSubmit: (input: NewsArticleInput, image: File | null) => Promise<unknown>;
  resetAfterSave?: boolean;
};

/**
 * The news form's state: its values with the Kiswahili texts, the cover's focal point, which is a
 * change of its own, and the parish, which is a parish editor's own.
 */
function useNewsForm({
  initial,
  kiswahili,
  currentImageUrl,
  currentFocalPoint,
  onSubmit,
  resetAfterSave,
}: Pick<
  NewsFormProps,
  "initial" | "kiswahili" | "currentImageUrl" | "currentFocalPoint" | "onSubmit" | "resetAfterSave"
>) {
  const focalPoint = useFocalPoint(currentFocalPoint);
  const staff = useContext(StaffContext);
  const parishEditor = staff?.role === "PARISH_EDITOR";
  const { t } = useTranslation();
  const translatable = newsTranslatable(t);
  const form = useRecordForm<NewsValues>({
    initial: {
      parishId: parishEditor ? (staff.parish?.id ?? "") : "",
      ...initial,
      image: null,
      kiswahili: kiswahiliValues(kiswahili, translatable),
    },
    validate: (values) => validateNews(values, new Date(), t),
    onSubmit: (values) =>
      onSubmit(
        {
          title: values.title.trim(),
          body: values.body,
          parishId: values.parishId || null,
          imageFocalPoint: values.image || currentImageUrl ? focalPoint.point : null,
          kiswahili: kiswahiliInput(values.kiswahili, translatable),
          ...publicationInput(values),
        },
        values.image,
      ),
    resetAfterSave,
    onSaved: () => {
      form.set("image", null);
      if (resetAfterSave) focalPoint.reset();
    },
    otherChanges: focalPoint.moved,
  });
  return { ...form, focalPoint, parishEditor, translatable };
}

/** A news article: its cover, title, parish, body in both languages and its publication. */
export function NewsForm({
  initial,
  kiswahili,
  publishedAt,
  currentImageUrl,
  currentFocalPoint,
  submitLabel,
  busyLabel,
  progress,
  onSubmit,
  resetAfterSave,
}: NewsFormProps) {
  const { t } = useTranslation();
  const { values, set, field, errors, refusal, busy, submit, focalPoint, parishEditor, translatable } =
    useNewsForm({ initial, kiswahili, currentImageUrl, currentFocalPoint, onSubmit, resetAfterSave });

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4">
        {refusal && <FormAlert status="error" title={refusal} />}
        <ImagePicker
          label={t("dashboard.news.coverPicture")}
          file={values.image}
          currentUrl={currentImageUrl}
          onChange={(image) => {
            set("image", image);
            focalPoint.pictureChosen(image);
          }}
          focalPoint={focalPoint.point}
          onFocalPointChange={focalPoint.setPoint}
          error={errors.image}
          helperText={`${t("dashboard.news.coverOptional")} ${t("dashboard.form.pictureHelp")}`}
        />
        <TextField label={t("dashboard.news.titleField")} required {...field("title")} />
        <ParishField
          label={t("dashboardAccount.newsParish.label")}
          noneLabel={t("dashboardAccount.newsParish.none")}
          help={t("dashboardAccount.newsParish.help")}
          fixed={parishEditor ? t("dashboardAccount.newsParish.fixed") : null}
          {...field("parishId")}
        />
        <RichTextEditor label={t("dashboard.news.bodyField")} required {...field("body")} />
        <KiswahiliFields
          fields={translatable}
          values={values.kiswahili}
          onChange={(kiswahili) => set("kiswahili", kiswahili)}
        />
        <PublicationFields
          {...publicationFieldProps({ values, set, field })}
          publishedAt={publishedAt}
          thing="article"
        />
        <UploadProgress
          value={busy && values.image ? progress : null}
          label={t("dashboard.form.uploadingPicture")}
        />
        <FormActions
          submitLabel={
            values.status === initial.status ? submitLabel : publicationAction(values.status, "article", t)
          }
          busy={busy}
          busyLabel={busyLabel}
        />
      </Stack>
    </chakra.form>
  );
}
