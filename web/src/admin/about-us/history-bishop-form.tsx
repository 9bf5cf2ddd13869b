import { useMutation } from "@apollo/client/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import {
  CreateHistoryBishopDocument,
  UpdateHistoryBishopDocument,
  type AdminHistoryBishopFieldsFragment,
  type HistoryBishopInput,
} from "../gql/graphql";
import { pictureField, RecordForm, type FieldSpec, type RecordValues } from "../record-form";
import { useSave } from "../use-save";
import { ABOUT_US_REFETCH } from "./information-page-form";

type BishopField = "name" | "ordinal" | "yearsServed" | "note";
const fieldsOf = (t: TFunction): FieldSpec<BishopField>[] => [
  { name: "name", label: t("dashboardAboutUs.bishops.name"), required: true },
  {
    name: "ordinal",
    label: t("dashboardAboutUs.bishops.ordinal"),
    required: true,
    type: "number",
    helperText: t("dashboardAboutUs.bishops.ordinalHelp"),
  },
  {
    name: "yearsServed",
    label: t("dashboardAboutUs.bishops.yearsServed"),
    required: true,
    placeholder: t("dashboardAboutUs.bishops.yearsPlaceholder"),
  },
  { name: "note", label: t("dashboardAboutUs.bishops.note"), rows: 3 },
];

const validate = (values: RecordValues<BishopField>, t: TFunction) =>
  /^[1-9]\d*$/.test(values.ordinal.trim()) ? {} : { ordinal: t("dashboardAboutUs.bishops.wholeNumber") };

const toInput = (values: RecordValues<BishopField>): HistoryBishopInput => ({
  name: values.name.trim(),
  ordinal: Number(values.ordinal),
  yearsServed: values.yearsServed.trim(),
  note: values.note.trim() || null,
});

/** A bishop's card on the History page: a new one, numbered `nextOrdinal`, when `bishop` is null. */
export function HistoryBishopForm({
  bishop,
  nextOrdinal,
  onClose,
}: {
  bishop: AdminHistoryBishopFieldsFragment | null;
  nextOrdinal: number;
  onClose: () => void;
}) {
  const [createBishop] = useMutation(CreateHistoryBishopDocument, ABOUT_US_REFETCH);
  const [updateBishop] = useMutation(UpdateHistoryBishopDocument, ABOUT_US_REFETCH);
  const { save, progress } = useSave();
  const { t } = useTranslation();
  return (
    <RecordForm
      fields={fieldsOf(t)}
      columns={2}
      validate={(values) => validate(values, t)}
      initial={{
        name: bishop?.name ?? "",
        ordinal: String(bishop?.ordinal ?? nextOrdinal),
        yearsServed: bishop?.yearsServed ?? "",
        note: bishop?.note ?? "",
      }}
      kiswahili={{
        fields: [{ name: "note", label: t("dashboardAboutUs.bishops.note"), rows: 3 }],
        saved: bishop?.kiswahili,
      }}
      image={pictureField(t("dashboardAboutUs.bishops.portrait"), bishop)}
      submitLabel={bishop ? t("dashboard.form.saveChanges") : t("dashboardAboutUs.bishops.addButton")}
      busyLabel={t("dashboardAboutUs.saving")}
      progress={progress}
      onCancel={onClose}
      onSubmit={async (values, image, imageFocalPoint, kiswahili) => {
        const input = { ...toInput(values), imageFocalPoint, kiswahili };
        await save(
          async (context) => {
            if (bishop) await updateBishop({ variables: { id: bishop.id, input, image }, context });
            else await createBishop({ variables: { input, image }, context });
          },
          {
            saved: {
              title: bishop ? t("dashboardAboutUs.bishops.updated") : t("dashboardAboutUs.bishops.added"),
              description: values.name,
            },
          },
        );
        onClose();
      }}
    />
  );
}
