import { useMutation, useQuery } from "@apollo/client/react";
import { Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/language";
import { formatKes } from "../format";
import {
  AdminParishChoicesDocument,
  AdminProjectsTakingGiftsDocument,
  AssignUnmatchedPaymentDocument,
  AssignUnmatchedPaymentToAssessmentDocument,
  SetAsideUnmatchedPaymentDocument,
  type AdminUnmatchedPaymentFieldsFragment,
} from "../gql/graphql";
import { RecordForm } from "../record-form";
import { useSave } from "../use-save";
import "../locales/register";

type Payment = AdminUnmatchedPaymentFieldsFragment;
type FormProps = { payment: Payment; onClose: () => void; onAnswered: () => void };

/** After an answer, the list of payments and the ledger (an assigned payment is a gift now). */
const REFETCH = {
  refetchQueries: ["AdminUnmatchedPayments", "AdminContributions"],
  awaitRefetchQueries: true,
};

/** The payment in a line: the amount, who paid it and the account number typed. */
function PaymentSummary({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  return (
    <Text mb="4">
      {t("dashboardGiving.unmatched.summary", {
        amount: formatKes(payment.amountKes, useLocale()),
        from: payment.donorName ?? payment.phone ?? "—",
        account: payment.accountNumber || "—",
      })}
    </Text>
  );
}

/** Records the payment as a paid paybill gift to the project the treasurer chooses. */
export function AssignPaymentForm({ payment, onClose, onAnswered }: FormProps) {
  const { t } = useTranslation();
  const projects = useQuery(AdminProjectsTakingGiftsDocument);
  const [assign] = useMutation(AssignUnmatchedPaymentDocument, REFETCH);
  const { save } = useSave();
  if (projects.loading && !projects.data) return null;
  const choices = (projects.data?.projects.items ?? [])
    .filter((project) => project.status !== "COMPLETED")
    .map((project) => ({ value: project.id, label: project.title }));
  return (
    <>
      <PaymentSummary payment={payment} />
      <RecordForm
        fields={[
          {
            name: "projectId",
            label: t("dashboardGiving.unmatched.project"),
            required: true,
            options: choices,
            helperText: t("dashboardGiving.unmatched.projectHelp"),
          },
        ]}
        initial={{ projectId: choices[0]?.value ?? "" }}
        submitLabel={t("dashboardGiving.unmatched.assignSubmit")}
        busyLabel={t("dashboardGiving.record.busy")}
        onCancel={onClose}
        onSubmit={async (values) => {
          const saved = await save(
            () => assign({ variables: { input: { id: payment.id, projectId: values.projectId } } }),
            {
              saved: (result) => ({
                title: t("dashboardGiving.record.recorded"),
                description: t("dashboardGiving.unmatched.assigned", {
                  number: result.data?.assignUnmatchedPayment.receiptNumber ?? "",
                  project: result.data?.assignUnmatchedPayment.project?.title ?? "",
                }),
              }),
            },
          );
          if (saved) onAnswered();
        }}
      />
    </>
  );
}

/**
 * Puts the payment towards the assessment of the parish the treasurer knows sent it (a mistyped Q
 * number, say): its oldest not paid in full, as the paybill would have with the right account.
 */
export function AssignToAssessmentForm({ payment, onClose, onAnswered }: FormProps) {
  const { t } = useTranslation();
  const parishes = useQuery(AdminParishChoicesDocument);
  const [assign] = useMutation(AssignUnmatchedPaymentToAssessmentDocument, REFETCH);
  const { save } = useSave();
  if (parishes.loading && !parishes.data) return null;
  const choices = (parishes.data?.archdeaconries ?? []).flatMap((archdeaconry) =>
    archdeaconry.parishes.map((parish) => ({
      value: parish.id,
      label: `${parish.name} (${archdeaconry.name})`,
      name: parish.name,
    })),
  );
  return (
    <>
      <PaymentSummary payment={payment} />
      <RecordForm
        fields={[
          {
            name: "parishId",
            label: t("dashboardGiving.unmatched.parish"),
            required: true,
            options: choices,
            helperText: t("dashboardGiving.unmatched.parishHelp"),
          },
        ]}
        initial={{ parishId: choices[0]?.value ?? "" }}
        submitLabel={t("dashboardGiving.unmatched.toAssessmentSubmit")}
        busyLabel={t("dashboardGiving.record.busy")}
        onCancel={onClose}
        onSubmit={async (values) => {
          const parish = choices.find((choice) => choice.value === values.parishId)?.name ?? "";
          const saved = await save(
            () => assign({ variables: { input: { id: payment.id, parishId: values.parishId } } }),
            {
              saved: (result) => ({
                title: t("dashboardGiving.record.recorded"),
                description: t("dashboardGiving.unmatched.toAssessmentDone", {
                  number: result.data?.assignUnmatchedPaymentToAssessment.receiptNumber ?? "",
                  parish,
                }),
              }),
            },
          );
          if (saved) onAnswered();
        }}
      />
    </>
  );
}

/** Sets the payment aside as money for no appeal (a tithe, an offering), with a note. */
export function SetAsidePaymentForm({ payment, onClose, onAnswered }: FormProps) {
  const { t } = useTranslation();
  const [setAside] = useMutation(SetAsideUnmatchedPaymentDocument, REFETCH);
  const { save } = useSave();
  return (
    <>
      <PaymentSummary payment={payment} />
      <RecordForm
        fields={[
          {
            name: "note",
            label: t("dashboardGiving.unmatched.note"),
            rows: 2,
            helperText: t("dashboardGiving.unmatched.noteHelp"),
          },
        ]}
        initial={{ note: "" }}
        submitLabel={t("dashboardGiving.unmatched.setAsideSubmit")}
        busyLabel={t("dashboardGiving.unmatched.setAsideBusy")}
        onCancel={onClose}
        onSubmit={async (values) => {
          const saved = await save(
            () => setAside({ variables: { input: { id: payment.id, note: values.note.trim() || null } } }),
            { saved: { title: t("dashboardGiving.unmatched.setAsideDone") } },
          );
          if (saved) onAnswered();
        }}
      />
    </>
  );
}
