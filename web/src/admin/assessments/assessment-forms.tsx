import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { todayInKakamega } from "../../lib/today";
import {
  AdminPayAssessmentByMpesaDocument,
  AdminRecordAssessmentPaymentDocument,
  AdminReverseAssessmentPaymentDocument,
  AdminSetAssessmentDocument,
  AdminSetParishTreasurerDocument,
  type GiftMethod,
} from "../gql/graphql";
import { RecordForm } from "../record-form";
import { useSave } from "../use-save";
import { instalmentsOf, PLANS, type Plan } from "./instalment-plans";
import { METHOD_MESSAGES } from "../contributions/gift-labels";
import { PLAN_MESSAGES } from "./assessment-labels";
import "../locales/register";

const wholeShillings = /^\d{1,10}$/;
const clean = (amount: string) => amount.replace(/[\s,]/g, "");
const amountError = (amount: string, message: string) =>
  wholeShillings.test(clean(amount)) ? {} : { amountKes: message };
const refresh = {
  refetchQueries: ["AdminParishAssessments", "AdminAssessmentPayments", "AdminAssessmentOverview"],
  awaitRefetchQueries: true,
};

type Closing = { onClose: () => void };

/** Sets a parish's assessment for a year, falling due on 31 December, by quarter or by month. */
export function SetAssessmentForm({ parishId, year, onClose }: { parishId: string; year: number } & Closing) {
  const { t } = useTranslation();
  const [setAssessment] = useMutation(AdminSetAssessmentDocument, refresh);
  const { save } = useSave();
  return (
    <RecordForm
      fields={[
        { name: "year", label: t("dashboardAssessments.set.year"), required: true, type: "number" },
        { name: "amountKes", label: t("dashboardAssessments.set.amount"), required: true, type: "number" },
        {
          name: "plan",
          label: t("dashboardAssessments.set.plan"),
          required: true,
          options: PLANS.map((plan) => ({ value: plan, label: t(PLAN_MESSAGES[plan]) })),
          wide: true,
        },
      ]}
      initial={{ year: String(year), amountKes: "", plan: "QUARTERLY" }}
      columns={2}
      submitLabel={t("dashboardAssessments.set.submit")}
      busyLabel={t("dashboardAssessments.busy")}
      onCancel={onClose}
      validate={(values) => amountError(values.amountKes, t("dashboardAssessments.wholeShillings"))}
      onSubmit={async (values) => {
        const amountKes = Number(clean(values.amountKes));
        const input = {
          parishId,
          year: Number(values.year),
          amountKes,
          instalments: instalmentsOf(values.plan as Plan, Number(values.year), amountKes),
        };
        const saved = await save(() => setAssessment({ variables: { input } }), {
          saved: { title: t("dashboardAssessments.set.done") },
        });
        if (saved) onClose();
      }}
    />
  );
}

/** A cheque, transfer or cash the diocese received from the parish (treasurers). */
export function RecordPaymentForm({ assessmentId, onClose }: { assessmentId: string } & Closing) {
  const { t } = useTranslation();
  const [record] = useMutation(AdminRecordAssessmentPaymentDocument, refresh);
  const { save } = useSave();
  const methods = ["CHEQUE", "BANK_TRANSFER", "CASH", "MPESA"] as const;
  return (
    <RecordForm
      fields={[
        { name: "amountKes", label: t("dashboardAssessments.record.amount"), required: true, type: "number" },
        {
          name: "method",
          label: t("dashboardAssessments.record.method"),
          required: true,
          options: methods.map((method) => ({
            value: method,
            label: t(METHOD_MESSAGES[method]),
          })),
        },
        { name: "reference", label: t("dashboardAssessments.record.reference") },
        {
          name: "receivedOn",
          label: t("dashboardAssessments.record.receivedOn"),
          required: true,
          type: "date",
        },
      ]}
      initial={{ amountKes: "", method: "CHEQUE", reference: "", receivedOn: todayInKakamega() }}
      columns={2}
      submitLabel={t("dashboardAssessments.record.submit")}
      busyLabel={t("dashboardAssessments.busy")}
      onCancel={onClose}
      validate={(values) => amountError(values.amountKes, t("dashboardAssessments.wholeShillings"))}
      onSubmit={async (values) => {
        const input = {
          assessmentId,
          amountKes: Number(clean(values.amountKes)),
          method: values.method as GiftMethod,
          reference: values.reference.trim() || null,
          receivedOn: values.receivedOn,
        };
        const saved = await save(() => record({ variables: { input } }), {
          saved: (result) => ({
            title: t("dashboardAssessments.record.done"),
            description: result.data?.recordAssessmentPayment.receiptNumber ?? undefined,
          }),
        });
        if (saved) onClose();
      }}
    />
  );
}

/** A prompt to the parish treasurer's phone for their M-Pesa PIN. */
export function PayByMpesaForm({
  assessmentId,
  phone,
  onClose,
}: { assessmentId: string; phone: string } & Closing) {
  const { t } = useTranslation();
  const [pay] = useMutation(AdminPayAssessmentByMpesaDocument, refresh);
  const { save } = useSave();
  return (
    <RecordForm
      fields={[
        { name: "phone", label: t("dashboardAssessments.pay.phone"), required: true, type: "tel" },
        { name: "amountKes", label: t("dashboardAssessments.pay.amount"), required: true, type: "number" },
      ]}
      initial={{ phone, amountKes: "" }}
      columns={2}
      submitLabel={t("dashboardAssessments.pay.submit")}
      busyLabel={t("dashboardAssessments.busy")}
      onCancel={onClose}
      validate={(values) => amountError(values.amountKes, t("dashboardAssessments.wholeShillings"))}
      onSubmit={async (values) => {
        const input = {
          assessmentId,
          phone: values.phone.trim(),
          amountKes: Number(clean(values.amountKes)),
        };
        const saved = await save(() => pay({ variables: { input } }), {
          saved: (result) => ({
            title: t("dashboardAssessments.pay.sent"),
            description:
              result.data?.payAssessmentByMpesa.status === "FAILED"
                ? (result.data.payAssessmentByMpesa.resultDescription ?? undefined)
                : t("dashboardAssessments.pay.sentHelp"),
          }),
        });
        if (saved) onClose();
      }}
    />
  );
}

/** Takes back a payment, saying why: a reversal entry of its own. */
export function ReversePaymentForm({ paymentId, onClose }: { paymentId: string } & Closing) {
  const { t } = useTranslation();
  const [reverse] = useMutation(AdminReverseAssessmentPaymentDocument, refresh);
  const { save } = useSave();
  return (
    <RecordForm
      fields={[
        { name: "reason", label: t("dashboardAssessments.reverse.why"), required: true, rows: 3, wide: true },
      ]}
      initial={{ reason: "" }}
      submitLabel={t("dashboardAssessments.reverse.submit")}
      busyLabel={t("dashboardAssessments.busy")}
      onCancel={onClose}
      onSubmit={async (values) => {
        const saved = await save(
          () => reverse({ variables: { input: { id: paymentId, reason: values.reason.trim() } } }),
          { saved: { title: t("dashboardAssessments.reverse.done") } },
        );
        if (saved) onClose();
      }}
    />
  );
}

type Treasurer = { name: string; phone?: string | null; email?: string | null } | null;

/** Names the parish's treasurer, whom reminders and prompts go to. */
export function ParishTreasurerForm({
  parishId,
  treasurer,
  onClose,
}: { parishId: string; treasurer: Treasurer } & Closing) {
  const { t } = useTranslation();
  const [setTreasurer] = useMutation(AdminSetParishTreasurerDocument, refresh);
  const { save } = useSave();
  return (
    <RecordForm
      fields={[
        { name: "name", label: t("dashboardAssessments.treasurer.name"), required: true, wide: true },
        { name: "phone", label: t("dashboardAssessments.treasurer.phone"), type: "tel" },
        { name: "email", label: t("dashboardAssessments.treasurer.email"), type: "email" },
      ]}
      initial={{ name: treasurer?.name ?? "", phone: treasurer?.phone ?? "", email: treasurer?.email ?? "" }}
      columns={2}
      submitLabel={t("dashboardAssessments.treasurer.submit")}
      busyLabel={t("dashboardAssessments.busy")}
      onCancel={onClose}
      onSubmit={async (values) => {
        const input = {
          parishId,
          name: values.name.trim(),
          phone: values.phone.trim() || null,
          email: values.email.trim() || null,
        };
        const saved = await save(() => setTreasurer({ variables: { input } }), {
          saved: { title: t("dashboardAssessments.treasurer.done") },
        });
        if (saved) onClose();
      }}
    />
  );
}
