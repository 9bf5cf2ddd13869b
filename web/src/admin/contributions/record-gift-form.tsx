import { useMutation, useQuery } from "@apollo/client/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { todayInKakamega } from "../../lib/today";
import { AdminGiftProjectsDocument, RecordGiftDocument, type GiftMethod } from "../gql/graphql";
import { RecordForm, type FieldSpec, type RecordValues } from "../record-form";
import { useSave } from "../use-save";
import { choicesOf, METHOD_MESSAGES } from "./gift-labels";
import "../locales/register";

type GiftField =
  | "projectId"
  | "amountKes"
  | "method"
  | "reference"
  | "donorName"
  | "phone"
  | "anonymous"
  | "receivedOn"
  | "pledge";

const wholeShillings = /^\d{1,10}$/;
/** A pledge's account as the pledger writes it: P and its number, or the number alone. */
const PLEDGE_ACCOUNT = /^\s*P?\s*(\d{1,10})\s*$/i;
const clean = (amount: string) => amount.replace(/[\s,]/g, "");

/** The gift's fields: its project first, across the form, then two to a row. */
const giftFields = (
  t: TFunction,
  projectChoices: { value: string; label: string }[],
): FieldSpec<GiftField>[] => [
  {
    name: "projectId",
    label: t("dashboardGiving.record.project"),
    required: true,
    options: projectChoices,
    wide: true,
  },
  { name: "amountKes", label: t("dashboardGiving.record.amount"), required: true, type: "number" },
  {
    name: "method",
    label: t("dashboardGiving.record.method"),
    required: true,
    options: choicesOf(METHOD_MESSAGES, t),
  },
  {
    name: "reference",
    label: t("dashboardGiving.record.reference"),
    helperText: t("dashboardGiving.record.referenceHelp"),
  },
  { name: "receivedOn", label: t("dashboardGiving.record.receivedOn"), required: true, type: "date" },
  {
    name: "donorName",
    label: t("dashboardGiving.record.donor"),
    helperText: t("dashboardGiving.record.donorHelp"),
  },
  {
    name: "phone",
    label: t("dashboardGiving.record.phone"),
    helperText: t("dashboardGiving.record.phoneHelp"),
    type: "tel",
  },
  { name: "anonymous", label: t("dashboardGiving.record.anonymous"), checkbox: true },
  {
    name: "pledge",
    label: t("dashboardGiving.record.pledge"),
    helperText: t("dashboardGiving.record.pledgeHelp"),
  },
];

/** The gift as the API takes it: whole shillings, and no empty reference, donor or number. */
const giftInput = (values: RecordValues<GiftField>) => ({
  projectId: values.projectId,
  amountKes: Number(clean(values.amountKes)),
  method: values.method as GiftMethod,
  reference: values.reference.trim() || null,
  donorName: values.donorName.trim() || null,
  phone: values.phone.trim() || null,
  anonymous: values.anonymous === "true",
  receivedOn: values.receivedOn,
  pledgeId: PLEDGE_ACCOUNT.exec(values.pledge)?.[1] ?? null,
});

/** Record a gift received in cash, by cheque or transfer: it is paid, with the next receipt number. */
export function RecordGiftForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const projects = useQuery(AdminGiftProjectsDocument);
  const [recordGift] = useMutation(RecordGiftDocument, {
    refetchQueries: ["AdminContributions"],
    awaitRefetchQueries: true,
  });
  const { save } = useSave();
  const projectChoices = (projects.data?.projects.items ?? []).map((project) => ({
    value: project.id,
    label: project.title,
  }));
  const fields = giftFields(t, projectChoices);
  if (projects.loading && !projects.data) return null;
  const initial: RecordValues<GiftField> = {
    projectId: projectChoices[0]?.value ?? "",
    amountKes: "",
    method: "CASH",
    reference: "",
    receivedOn: todayInKakamega(),
    donorName: "",
    phone: "",
    anonymous: "false",
    pledge: "",
  };
  return (
    <RecordForm
      fields={fields}
      initial={initial}
      columns={2}
      submitLabel={t("dashboardGiving.record.submit")}
      busyLabel={t("dashboardGiving.record.busy")}
      onCancel={onClose}
      validate={(values) => ({
        ...(wholeShillings.test(clean(values.amountKes)) && Number(clean(values.amountKes)) >= 1
          ? {}
          : { amountKes: t("dashboardGiving.record.wholeShillings") }),
        ...(values.pledge.trim() === "" || PLEDGE_ACCOUNT.test(values.pledge)
          ? {}
          : { pledge: t("dashboardGiving.record.pledgeAccount") }),
      })}
      onSubmit={async (values) => {
        const saved = await save(
          () =>
            recordGift({
              variables: {
                input: giftInput(values),
              },
            }),
          {
            saved: (result) => ({
              title: t("dashboardGiving.record.recorded"),
              description: t("dashboardGiving.record.receipt", {
                number: result.data?.recordGift.receiptNumber ?? "",
              }),
            }),
          },
        );
        if (saved) onClose();
      }}
    />
  );
}
