import type { TFunction } from "i18next";
import type { AdminSermonFieldsFragment, SermonInput } from "../gql/graphql";
import {
  publicationInput,
  publicationValues,
  validatePublication,
  type PublicationValues,
} from "../publication/publication";
import type { TranslatableSpec } from "../translation/kiswahili-fields";

export const sermonTranslatable = (t: TFunction): TranslatableSpec[] => [
  { name: "title", label: t("dashboardSermons.titleField") },
  { name: "notes", label: t("dashboardSermons.notes"), rows: "rich" },
];

export type SermonValues = {
  title: string;
  preacher: string;
  preachedOn: string;
  series: string;
  passages: string;
  videoUrl: string;
  notes: string;
  /** The parish where it was preached, "" for the diocese's. */
  parishId: string;
} & PublicationValues;

export const emptySermon: SermonValues = {
  title: "",
  preacher: "",
  preachedOn: "",
  series: "",
  passages: "",
  videoUrl: "",
  notes: "",
  parishId: "",
  ...publicationValues(null),
};

export const sermonValues = (sermon: AdminSermonFieldsFragment): SermonValues => ({
  title: sermon.title,
  preacher: sermon.preacher,
  preachedOn: sermon.preachedOn,
  series: sermon.series ?? "",
  passages: sermon.passages.map((passage) => passage.reference).join("; "),
  videoUrl: sermon.videoUrl ?? "",
  notes: sermon.notes,
  parishId: sermon.parishId ?? "",
  ...publicationValues(sermon),
});

export function validateSermon(values: SermonValues, t: TFunction) {
  const errors: Partial<Record<keyof SermonValues, string>> = validatePublication(
    values,
    "sermon",
    new Date(),
    t,
  );
  if (!values.title.trim()) errors.title = t("dashboardSermons.enterTitle");
  if (!values.preacher.trim()) errors.preacher = t("dashboardSermons.enterPreacher");
  if (!values.preachedOn) errors.preachedOn = t("dashboardSermons.enterDate");
  if (!values.passages.trim()) errors.passages = t("dashboardSermons.enterPassages");
  return errors;
}

/** The values as the API takes them, but for the Kiswahili texts. */
export const toSermonInput = (values: SermonValues): Omit<SermonInput, "kiswahili"> => ({
  title: values.title.trim(),
  preacher: values.preacher.trim(),
  preachedOn: values.preachedOn,
  series: values.series.trim() || null,
  passages: values.passages.trim(),
  videoUrl: values.videoUrl.trim() || null,
  notes: values.notes,
  parishId: values.parishId || null,
  ...publicationInput(values),
});
