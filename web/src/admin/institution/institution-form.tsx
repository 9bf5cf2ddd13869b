import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { INSTITUTION_KINDS } from "@diocese/site/institution-kinds";
import type {
  AdminInstitutionFieldsFragment,
  InstitutionInput,
  InstitutionKind,
  PublicationStatus,
} from "../gql/graphql";
import type { PublicationWords } from "../publication/publication";
import { recordPublication, type PublicationField } from "../publication/record-publication";
import { pictureField, RecordForm, type FieldSpec, type RecordValues } from "../record-form";
import type { TranslatableSpec } from "../translation/kiswahili-fields";
import { KIND_MESSAGES } from "../../features/institutions/institution-kinds";
import "../locales/register";

/** How the publication's messages name an institution. */
const PUBLICATION_WORDS: PublicationWords = {
  publish: "dashboardInstitutions.publication.publish",
  schedule: "dashboardInstitutions.publication.schedule",
  chooseDay: "dashboardInstitutions.publication.chooseDay",
  enterTime: "dashboardInstitutions.publication.enterTime",
  draftHint: "dashboardInstitutions.publication.draftHint",
  scheduleHint: "dashboardInstitutions.publication.scheduleHint",
};

type InstitutionField =
  | "name"
  | "kind"
  | "parishId"
  | "chaplainId"
  | "town"
  | "headName"
  | "headTitle"
  | "phone"
  | "email"
  | "website"
  | "latitude"
  | "longitude"
  | "history";

/** A parish the institution may be given to: every parish for the diocese's editors, their own for a parish's. */
export interface ParishChoice {
  id: string;
  name: string;
}

/** A member of the clergy who may be named its chaplain: a draft one is marked so (staff alone see them). */
export interface ChaplainChoice {
  id: string;
  styledName: string;
  status: PublicationStatus;
}

/** The form's fields, two to a row but the history. */
function institutionFields(
  t: TFunction,
  parishes: readonly ParishChoice[],
  chaplains: readonly ChaplainChoice[],
): FieldSpec<InstitutionField>[] {
  const choose = (label: string) => [{ value: "", label }];
  return [
    { name: "name", label: t("dashboardInstitutions.name"), required: true, wide: true },
    {
      name: "kind",
      label: t("dashboardInstitutions.kind"),
      required: true,
      options: [
        ...choose(t("dashboardInstitutions.chooseKind")),
        ...INSTITUTION_KINDS.map((kind) => ({ value: kind, label: t(KIND_MESSAGES[kind]) })),
      ],
    },
    {
      name: "parishId",
      label: t("dashboardInstitutions.parish"),
      required: true,
      options: [
        ...choose(t("dashboardInstitutions.chooseParish")),
        ...parishes.map(({ id, name }) => ({ value: id, label: name })),
      ],
    },
    {
      name: "chaplainId",
      label: t("dashboardInstitutions.chaplain"),
      helperText: t("dashboardInstitutions.chaplainHelp"),
      options: [
        ...choose(t("dashboardInstitutions.noChaplain")),
        ...chaplains.map(({ id, styledName, status }) => ({
          value: id,
          label:
            status === "PUBLISHED"
              ? styledName
              : t("dashboardInstitutions.draftChaplain", { name: styledName }),
        })),
      ],
    },
    { name: "town", label: t("dashboardInstitutions.town") },
    { name: "headName", label: t("dashboardInstitutions.headName") },
    {
      name: "headTitle",
      label: t("dashboardInstitutions.headTitle"),
      placeholder: t("dashboardInstitutions.headTitlePlaceholder"),
    },
    { name: "phone", label: t("dashboardInstitutions.phone"), type: "tel" },
    { name: "email", label: t("dashboardInstitutions.email"), type: "email" },
    { name: "website", label: t("dashboardInstitutions.website"), type: "url", placeholder: "https://" },
    {
      name: "latitude",
      label: t("dashboardInstitutions.latitude"),
      type: "number",
      placeholder: "0.2827",
      helperText: t("dashboardInstitutions.placeHelp"),
    },
    {
      name: "longitude",
      label: t("dashboardInstitutions.longitude"),
      type: "number",
      placeholder: "34.7519",
    },
    { name: "history", label: t("dashboardInstitutions.history"), rows: 6, wide: true },
  ];
}

/** The fields with a Kiswahili version, as the API's `kiswahili` names them. */
const translatable = (t: TFunction): TranslatableSpec[] => [
  { name: "headTitle", label: t("dashboardInstitutions.headTitle") },
  { name: "history", label: t("dashboardInstitutions.history"), rows: 6 },
];

/** A saved institution's values in the form's fields; a new one's are blank. */
function valuesOf(
  institution: AdminInstitutionFieldsFragment | null,
  parishId: string,
): RecordValues<InstitutionField> {
  const text = (value: string | number | null | undefined) => (value == null ? "" : String(value));
  return {
    name: text(institution?.name),
    kind: text(institution?.kind),
    parishId: institution?.parishId ?? parishId,
    chaplainId: institution?.chaplain?.id ?? "",
    town: text(institution?.town),
    headName: text(institution?.headName),
    headTitle: text(institution?.headTitle),
    phone: text(institution?.phone),
    email: text(institution?.email),
    website: text(institution?.website),
    latitude: text(institution?.latitude),
    longitude: text(institution?.longitude),
    history: text(institution?.history),
  };
}

/** The values as the API takes them: blanks are none, the place's degrees are numbers. */
function inputOf(values: RecordValues<InstitutionField>): Omit<InstitutionInput, "status" | "publishAt"> {
  const text = (name: InstitutionField) => values[name].trim() || null;
  const degrees = (name: "latitude" | "longitude") => (values[name].trim() ? Number(values[name]) : null);
  return {
    name: values.name.trim(),
    kind: values.kind as InstitutionKind,
    parishId: values.parishId,
    chaplainId: values.chaplainId || null,
    town: text("town"),
    headName: text("headName"),
    headTitle: text("headTitle"),
    phone: text("phone"),
    email: text("email"),
    website: text("website"),
    latitude: degrees("latitude"),
    longitude: degrees("longitude"),
    history: text("history"),
  };
}

interface InstitutionFormProps {
  /** The institution being edited; null for a new one. */
  institution: AdminInstitutionFieldsFragment | null;
  /** The parishes it may be given to: a parish editor's own alone, which is then chosen. */
  parishes: readonly ParishChoice[];
  /** The clergy it may name its chaplain, by name (its present chaplain among them). */
  chaplains: readonly ChaplainChoice[];
  submitLabel: string;
  busyLabel: string;
  progress: number | null;
  onSubmit: (input: InstitutionInput, image: File | null) => Promise<unknown>;
  onCancel: () => void;
}

/** A sponsored institution's details, picture, Kiswahili and publication. */
export function InstitutionForm(props: InstitutionFormProps) {
  const { institution, parishes, chaplains, onSubmit } = props;
  const { t } = useTranslation();
  const publication = recordPublication<InstitutionField>(institution, {
    thing: PUBLICATION_WORDS,
    savedLabel: props.submitLabel,
    t,
  });
  const onlyParish = parishes.length === 1 ? parishes[0]!.id : "";
  return (
    <RecordForm<InstitutionField | PublicationField>
      fields={institutionFields(t, parishes, chaplains)}
      columns={2}
      initial={{ ...valuesOf(institution, onlyParish), ...publication.initial }}
      validate={publication.validate}
      extra={publication.extra}
      kiswahili={{ fields: translatable(t), saved: institution?.kiswahili }}
      image={pictureField(t("dashboardInstitutions.picture"), institution)}
      submitLabel={publication.submitLabel}
      busyLabel={props.busyLabel}
      progress={props.progress}
      onCancel={props.onCancel}
      onSubmit={(values, image, imageFocalPoint, kiswahili) =>
        onSubmit({ ...inputOf(values), kiswahili, imageFocalPoint, ...publication.input(values) }, image)
      }
    />
  );
}
