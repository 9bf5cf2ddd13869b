import { useMutation } from "@apollo/client/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import {
  CreateCommitteeDocument,
  UpdateCommitteeDocument,
  type AdminCommitteeFieldsFragment,
} from "../gql/graphql";
import { RecordForm, type FieldSpec, type RecordValues } from "../record-form";
import { useSave } from "../use-save";

/** What every change to the committees asks again: the list, and the dashboard's search. */
export const COMMITTEES_REFETCH = { refetchQueries: ["AdminCommittees"], awaitRefetchQueries: true };

type CommitteeField =
  | "name"
  | "description"
  | "termStartMonth"
  | "termStartYear"
  | "termEndMonth"
  | "termEndYear"
  | "isStandingCommittee";

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

const fieldsOf = (t: TFunction, locale: string): FieldSpec<CommitteeField>[] => {
  const monthName = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
  const months = MONTHS.map((month) => ({
    value: String(month),
    label: monthName.format(new Date(Date.UTC(2000, month - 1, 1))),
  }));
  return [
    { name: "name", label: t("dashboardCommittees.name"), required: true, wide: true },
    { name: "description", label: t("dashboardCommittees.description"), rows: 3, wide: true },
    {
      name: "termStartMonth",
      label: t("dashboardCommittees.termStartMonth"),
      required: true,
      options: months,
    },
    { name: "termStartYear", label: t("dashboardCommittees.termStartYear"), required: true, type: "number" },
    { name: "termEndMonth", label: t("dashboardCommittees.termEndMonth"), required: true, options: months },
    { name: "termEndYear", label: t("dashboardCommittees.termEndYear"), required: true, type: "number" },
    {
      name: "isStandingCommittee",
      label: t("dashboardCommittees.isStandingCommittee"),
      helperText: t("dashboardCommittees.isStandingCommitteeHelp"),
      checkbox: true,
      wide: true,
    },
  ];
};

const YEAR = /^\d{4}$/;

/** The term's years are years, and it ends no earlier than it begins (the API checks the same). */
function validate(
  values: RecordValues<CommitteeField>,
  t: TFunction,
): Partial<Record<CommitteeField, string>> {
  const errors: Partial<Record<CommitteeField, string>> = {};
  if (!YEAR.test(values.termStartYear.trim())) errors.termStartYear = t("dashboardCommittees.yearNeeded");
  if (!YEAR.test(values.termEndYear.trim())) errors.termEndYear = t("dashboardCommittees.yearNeeded");
  const month = (year: string, month: string) => Number(year) * 12 + Number(month);
  if (
    !errors.termStartYear &&
    !errors.termEndYear &&
    month(values.termEndYear, values.termEndMonth) < month(values.termStartYear, values.termStartMonth)
  )
    errors.termEndYear = t("dashboardCommittees.endsBeforeStart");
  return errors;
}

/** A board or committee: a new one when `committee` is null. */
export function CommitteeForm({
  committee,
  locale,
  onClose,
}: {
  committee: AdminCommitteeFieldsFragment | null;
  locale: string;
  onClose: () => void;
}) {
  const [createCommittee] = useMutation(CreateCommitteeDocument, COMMITTEES_REFETCH);
  const [updateCommittee] = useMutation(UpdateCommitteeDocument, COMMITTEES_REFETCH);
  const { save } = useSave();
  const { t } = useTranslation();
  return (
    <RecordForm
      fields={fieldsOf(t, locale)}
      columns={2}
      validate={(values) => validate(values, t)}
      initial={{
        name: committee?.name ?? "",
        description: committee?.description ?? "",
        termStartMonth: String(committee?.termStartMonth ?? 9),
        termStartYear: committee ? String(committee.termStartYear) : "",
        termEndMonth: String(committee?.termEndMonth ?? 8),
        termEndYear: committee ? String(committee.termEndYear) : "",
        isStandingCommittee: String(committee?.isStandingCommittee ?? false),
      }}
      kiswahili={{
        fields: [
          { name: "name", label: t("dashboardCommittees.name") },
          { name: "description", label: t("dashboardCommittees.description"), rows: 3 },
        ],
        saved: committee?.kiswahili,
      }}
      submitLabel={committee ? t("dashboard.form.saveChanges") : t("dashboardCommittees.addButton")}
      busyLabel={t("dashboardCommittees.saving")}
      onCancel={onClose}
      onSubmit={async (values, _image, _focalPoint, kiswahili) => {
        const input = {
          name: values.name.trim(),
          description: values.description.trim() || null,
          termStartMonth: Number(values.termStartMonth),
          termStartYear: Number(values.termStartYear),
          termEndMonth: Number(values.termEndMonth),
          termEndYear: Number(values.termEndYear),
          isStandingCommittee: values.isStandingCommittee === "true",
          kiswahili,
        };
        await save(
          async (context) => {
            if (committee) await updateCommittee({ variables: { id: committee.id, input }, context });
            else await createCommittee({ variables: { input }, context });
          },
          {
            saved: {
              title: committee ? t("dashboardCommittees.updated") : t("dashboardCommittees.added"),
              description: values.name,
            },
          },
        );
        onClose();
      }}
    />
  );
}
