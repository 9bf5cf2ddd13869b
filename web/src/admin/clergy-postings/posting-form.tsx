import { useQuery } from "@apollo/client/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import {
  AdminClergyPostingChoicesDocument,
  type AdminClergyPostingFieldsFragment,
  type ClergyPostingInput,
  type ClergyRole,
} from "../gql/graphql";
import { RecordForm, type FieldSpec, type RecordValues } from "../record-form";
import { ROLE_WORDS } from "./posting-words";
import "../locales/register";

type PostingField =
  | "clergyMemberId"
  | "role"
  | "roleName"
  | "placeKind"
  | "parishId"
  | "archdeaconryId"
  | "office"
  | "startsOn"
  | "shownInHistory";

const PLACE_KINDS = {
  parish: "dashboardClergyPostings.placeKinds.parish",
  archdeaconry: "dashboardClergyPostings.placeKinds.archdeaconry",
  office: "dashboardClergyPostings.placeKinds.office",
} as const;
/** The kind of place each role is posted to, when it has one; a chaplain's or another role's is chosen. */
const PLACE_OF_ROLE: Partial<Record<ClergyRole, string>> = {
  VICAR: "parish",
  CURATE: "parish",
  ARCHDEACON: "archdeaconry",
};

type Choices = {
  people: { id: string; styledName: string }[];
  archdeaconries: { id: string; name: string; parishes: { id: string; name: string }[] }[];
};

const placeKindOf = (values: Record<PostingField, string>) =>
  PLACE_OF_ROLE[values.role as ClergyRole] ?? values.placeKind;

function postingFields(t: TFunction, { people, archdeaconries }: Choices): FieldSpec<PostingField>[] {
  const choose = (label: string) => [{ value: "", label }];
  return [
    {
      name: "clergyMemberId",
      label: t("dashboardClergyPostings.form.person"),
      required: true,
      wide: true,
      options: [
        ...choose(t("dashboardClergyPostings.form.choosePerson")),
        ...people.map((person) => ({ value: person.id, label: person.styledName })),
      ],
    },
    {
      name: "role",
      label: t("dashboardClergyPostings.form.role"),
      required: true,
      options: Object.entries(ROLE_WORDS).map(([role, words]) => ({ value: role, label: t(words) })),
    },
    {
      name: "roleName",
      label: t("dashboardClergyPostings.form.roleName"),
      required: true,
      shownWhen: (values) => values.role === "OTHER",
    },
    {
      name: "placeKind",
      label: t("dashboardClergyPostings.form.placeKind"),
      shownWhen: (values) => !PLACE_OF_ROLE[values.role as ClergyRole],
      options: Object.entries(PLACE_KINDS).map(([kind, words]) => ({ value: kind, label: t(words) })),
    },
    {
      name: "parishId",
      label: t("dashboardClergyPostings.form.parish"),
      required: true,
      shownWhen: (values) => placeKindOf(values) === "parish",
      options: [
        ...choose(t("dashboardClergyPostings.form.chooseParish")),
        ...archdeaconries.flatMap((archdeaconry) =>
          archdeaconry.parishes.map((parish) => ({
            value: parish.id,
            label: `${parish.name} (${archdeaconry.name})`,
          })),
        ),
      ],
    },
    {
      name: "archdeaconryId",
      label: t("dashboardClergyPostings.form.archdeaconry"),
      required: true,
      shownWhen: (values) => placeKindOf(values) === "archdeaconry",
      options: [
        ...choose(t("dashboardClergyPostings.form.chooseArchdeaconry")),
        ...archdeaconries.map((archdeaconry) => ({ value: archdeaconry.id, label: archdeaconry.name })),
      ],
    },
    {
      name: "office",
      label: t("dashboardClergyPostings.form.office"),
      placeholder: t("dashboardClergyPostings.form.officePlaceholder"),
      required: true,
      shownWhen: (values) => placeKindOf(values) === "office",
    },
    { name: "startsOn", label: t("dashboardClergyPostings.form.startsOn"), type: "date", required: true },
    { name: "shownInHistory", label: t("dashboardClergyPostings.form.shownInHistory"), checkbox: true },
  ];
}

const EMPTY: RecordValues<PostingField> = {
  clergyMemberId: "",
  role: "VICAR",
  roleName: "",
  placeKind: "office",
  parishId: "",
  archdeaconryId: "",
  office: "",
  startsOn: "",
  shownInHistory: "true",
};

/** A saved posting as the form shows it, to change while it has not taken effect. */
function valuesOf(posting: AdminClergyPostingFieldsFragment): RecordValues<PostingField> {
  return {
    clergyMemberId: posting.person?.id ?? "",
    role: posting.role,
    roleName: posting.roleName ?? "",
    placeKind: posting.parish ? "parish" : posting.archdeaconry ? "archdeaconry" : "office",
    parishId: posting.parish?.id ?? "",
    archdeaconryId: posting.archdeaconry?.id ?? "",
    office: posting.office ?? "",
    startsOn: posting.startsOn,
    shownInHistory: String(posting.shownInHistory),
  };
}

/** The form's values as the API takes them: the one place its role or chosen kind of place asks for. */
export function postingInput(
  values: RecordValues<PostingField>,
  postingListId: string | null,
): ClergyPostingInput {
  const place = placeKindOf(values);
  return {
    clergyMemberId: values.clergyMemberId,
    postingListId,
    role: values.role as ClergyRole,
    roleName: values.role === "OTHER" ? values.roleName.trim() : null,
    parishId: place === "parish" ? values.parishId : null,
    archdeaconryId: place === "archdeaconry" ? values.archdeaconryId : null,
    office: place === "office" ? values.office.trim() : null,
    startsOn: values.startsOn,
    shownInHistory: values.shownInHistory === "true",
  };
}

type Props = {
  postingListId: string | null;
  /** The posting to change; null for a new one. */
  posting?: AdminClergyPostingFieldsFragment | null;
  onSubmit: (input: ClergyPostingInput) => Promise<unknown>;
  onCancel: () => void;
};

/** A posting to add, or one not yet in effect to change: who, as what, where and from which day. */
export function PostingForm({ postingListId, posting = null, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const { data } = useQuery(AdminClergyPostingChoicesDocument, { variables: { search: null } });
  const choices = { people: data?.clergy.items ?? [], archdeaconries: data?.archdeaconries ?? [] };
  return (
    <RecordForm<PostingField>
      key={data ? "loaded" : "loading"}
      fields={postingFields(t, choices)}
      columns={2}
      initial={posting ? valuesOf(posting) : EMPTY}
      submitLabel={t(posting ? "dashboardClergyPostings.save" : "dashboardClergyPostings.addPosting")}
      busyLabel={t(posting ? "dashboardClergyPostings.saving" : "dashboardClergyPostings.adding")}
      onCancel={onCancel}
      onSubmit={(values) => onSubmit(postingInput(values, postingListId))}
    />
  );
}
