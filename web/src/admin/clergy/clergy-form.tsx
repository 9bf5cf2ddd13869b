import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type {
  AdminClergyMemberFieldsFragment,
  ClergyMemberInput,
  TextTranslationInput,
} from "../gql/graphql";
import type { PublicationWords } from "../publication/publication";
import { recordPublication, type PublicationField } from "../publication/record-publication";
import { pictureField, RecordForm, type FieldSpec, type RecordValues } from "../record-form";
import type { TranslatableSpec } from "../translation/kiswahili-fields";
import "../locales/register";

type ClergyField =
  | "title"
  | "name"
  | "slug"
  | "deaconOn"
  | "deaconAt"
  | "priestOn"
  | "priestAt"
  | "languages"
  | "phone"
  | "phonePublic"
  | "email"
  | "emailPublic"
  | "biography";

/** How the publication's messages name an entry of the directory. */
const PUBLICATION_WORDS: PublicationWords = {
  publish: "dashboardClergy.publication.publish",
  schedule: "dashboardClergy.publication.schedule",
  chooseDay: "dashboardClergy.publication.chooseDay",
  enterTime: "dashboardClergy.publication.enterTime",
  draftHint: "dashboardClergy.publication.draftHint",
  scheduleHint: "dashboardClergy.publication.scheduleHint",
};

const clergyFields = (t: TFunction): FieldSpec<ClergyField>[] => [
  {
    name: "title",
    label: t("dashboardClergy.fields.title"),
    placeholder: t("dashboardClergy.fields.titlePlaceholder"),
  },
  { name: "name", label: t("dashboardClergy.fields.name"), required: true },
  {
    name: "slug",
    label: t("dashboardClergy.fields.slug"),
    helperText: t("dashboardClergy.fields.slugHelp"),
    wide: true,
  },
  { name: "deaconOn", label: t("dashboardClergy.fields.deaconOn"), type: "date" },
  { name: "deaconAt", label: t("dashboardClergy.fields.deaconAt") },
  { name: "priestOn", label: t("dashboardClergy.fields.priestOn"), type: "date" },
  { name: "priestAt", label: t("dashboardClergy.fields.priestAt") },
  {
    name: "languages",
    label: t("dashboardClergy.fields.languages"),
    placeholder: t("dashboardClergy.fields.languagesPlaceholder"),
    wide: true,
  },
  { name: "phone", label: t("dashboardClergy.fields.phone"), type: "tel" },
  { name: "phonePublic", label: t("dashboardClergy.fields.phonePublic"), checkbox: true },
  { name: "email", label: t("dashboardClergy.fields.email"), type: "email" },
  { name: "emailPublic", label: t("dashboardClergy.fields.emailPublic"), checkbox: true },
  { name: "biography", label: t("dashboardClergy.fields.biography"), rows: 6, wide: true },
];

const translatable = (t: TFunction): TranslatableSpec[] => [
  { name: "biography", label: t("dashboardClergy.fields.biography"), rows: 6 },
];

/** A slug from a name, as staff would type it: "Mary Khavere" -> "mary-khavere". */
export const slugOf = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80);

const valuesOf = (member: AdminClergyMemberFieldsFragment | null): RecordValues<ClergyField> => ({
  title: member?.title ?? "",
  name: member?.name ?? "",
  slug: member?.slug ?? "",
  deaconOn: member?.deaconOn ?? "",
  deaconAt: member?.deaconAt ?? "",
  priestOn: member?.priestOn ?? "",
  priestAt: member?.priestAt ?? "",
  languages: member?.languages ?? "",
  phone: member?.phone ?? "",
  phonePublic: String(member?.phonePublic ?? false),
  email: member?.email ?? "",
  emailPublic: String(member?.emailPublic ?? false),
  biography: member?.biography ?? "",
});

const orNull = (text: string) => text.trim() || null;

/** The form's values as the API takes them; a blank address is made from the name. */
const inputOf = (values: RecordValues<ClergyField>) => ({
  title: values.title.trim(),
  name: values.name.trim(),
  slug: values.slug.trim() || slugOf(values.name),
  deaconOn: orNull(values.deaconOn),
  deaconAt: orNull(values.deaconAt),
  priestOn: orNull(values.priestOn),
  priestAt: orNull(values.priestAt),
  languages: orNull(values.languages),
  phone: orNull(values.phone),
  phonePublic: values.phonePublic === "true",
  email: orNull(values.email),
  emailPublic: values.emailPublic === "true",
  biography: orNull(values.biography),
});

type ClergyFormProps = {
  /** The member as saved; null for a new one. */
  member: AdminClergyMemberFieldsFragment | null;
  progress: number | null;
  onSubmit: (input: ClergyMemberInput, image: File | null) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * A member of the clergy: their title, name and address, ordination, languages, phone and e-mail
 * (each shown publicly only when ticked), biography in English and Kiswahili, picture, and
 * whether they appear in the public directory.
 */
export function ClergyForm({ member, progress, onSubmit, onCancel }: ClergyFormProps) {
  const { t } = useTranslation();
  const publication = recordPublication<ClergyField>(member, {
    thing: PUBLICATION_WORDS,
    savedLabel: t("dashboardClergy.save"),
    t,
  });
  return (
    <RecordForm<ClergyField | PublicationField>
      fields={clergyFields(t)}
      columns={2}
      initial={{ ...valuesOf(member), ...publication.initial }}
      validate={publication.validate}
      extra={publication.extra}
      kiswahili={{ fields: translatable(t), saved: member?.kiswahili }}
      image={pictureField(t("dashboardClergy.fields.picture"), member)}
      submitLabel={publication.submitLabel}
      busyLabel={t("dashboardClergy.saving")}
      progress={progress}
      onCancel={onCancel}
      onSubmit={(values, image, imageFocalPoint, kiswahili: TextTranslationInput[] | undefined) =>
        onSubmit({ ...inputOf(values), kiswahili, imageFocalPoint, ...publication.input(values) }, image)
      }
    />
  );
}
