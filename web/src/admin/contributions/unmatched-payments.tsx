import { useQuery } from "@apollo/client/react";
import { Button, Stack, Text } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { createElement, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../components/form-dialog";
import { useLocale } from "../../lib/language";
import { AdminSection } from "../admin-page";
import { formatKes, formatMomentOf } from "../format";
import {
  AdminUnmatchedPaymentsDocument,
  type AdminUnmatchedPaymentFieldsFragment,
  type UnmatchedReason,
} from "../gql/graphql";
import { ListPager, listState, RecordList, type RecordColumn } from "../record-list";
import { AssignPaymentForm, AssignToAssessmentForm, SetAsidePaymentForm } from "./unmatched-payment-forms";
import "../locales/register";

/** Why the site could not match a payment, in plain words. */
export const REASON_MESSAGES = {
  OTHER_ACCOUNT: "dashboardGiving.unmatched.reasons.otherAccount",
  NO_APPEAL: "dashboardGiving.unmatched.reasons.noAppeal",
  GIFT_REFERENCE: "dashboardGiving.unmatched.reasons.giftReference",
  PLEDGE_REFERENCE: "dashboardGiving.unmatched.reasons.pledgeReference",
  ASSESSMENT_REFERENCE: "dashboardGiving.unmatched.reasons.assessmentReference",
  REGISTRATION_ACCOUNT: "dashboardGiving.unmatched.reasons.registrationAccount",
} as const satisfies Record<UnmatchedReason, string>;

type Payment = AdminUnmatchedPaymentFieldsFragment;

const columns = (t: TFunction, locale: string): RecordColumn<Payment>[] => [
  {
    header: t("dashboardGiving.unmatched.columns.received"),
    cell: (payment) => formatMomentOf(payment.receivedAt, locale),
    cellProps: { whiteSpace: "nowrap" },
  },
  {
    header: t("dashboardGiving.columns.amount"),
    cell: (payment) => formatKes(payment.amountKes, locale),
    cellProps: { whiteSpace: "nowrap", fontWeight: "medium" },
  },
  {
    header: t("dashboardGiving.unmatched.columns.from"),
    cell: (payment) => (
      <Stack gap="0">
        <Text>{payment.donorName ?? "—"}</Text>
        {payment.phone && (
          <Text textStyle="xs" color="fg.muted">
            {payment.phone}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    header: t("dashboardGiving.unmatched.columns.account"),
    cell: (payment) => (
      <Stack gap="0">
        <Text fontFamily="mono">{payment.accountNumber || "—"}</Text>
        <Text textStyle="xs" color="fg.muted">
          {t("dashboardGiving.unmatched.mpesaReference", { reference: payment.mpesaReceipt })}
        </Text>
      </Stack>
    ),
  },
  {
    header: t("dashboardGiving.unmatched.columns.why"),
    cell: (payment) => <Text textStyle="sm">{t(REASON_MESSAGES[payment.reason])}</Text>,
  },
];

/** Each way of answering a payment: its dialog's title and form. */
const ANSWER_FORMS = {
  assign: { title: "dashboardGiving.unmatched.assignTitle", Form: AssignPaymentForm },
  toAssessment: { title: "dashboardGiving.unmatched.toAssessmentTitle", Form: AssignToAssessmentForm },
  setAside: { title: "dashboardGiving.unmatched.setAsideTitle", Form: SetAsidePaymentForm },
} as const;
type Answer = keyof typeof ANSWER_FORMS;
const ANSWERS = Object.keys(ANSWER_FORMS) as Answer[];

type Answering = { payment: Payment; answer: Answer } | null;

/**
 * Paybill payments M-Pesa confirmed that the site could not match to a gift or the appeal, for the
 * treasurer to assign to a project or set aside; nothing shows while none needs attention.
 */
export function UnmatchedPayments() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<Answering>(null);
  const query = useQuery(AdminUnmatchedPaymentsDocument, {
    variables: { page },
    fetchPolicy: "cache-and-network",
  });
  const found = query.data?.unmatchedPayments;
  if (!query.error && !found?.total) return null;
  const close = () => setAnswering(null);
  // An answered payment leaves the list: back to its first page, which a later one may empty.
  const answered = () => {
    setAnswering(null);
    setPage(1);
  };
  return (
    <AdminSection title={t("dashboardGiving.unmatched.title", { count: found?.total ?? 0 })}>
      <Stack gap="4">
        <Text color="fg.muted">{t("dashboardGiving.unmatched.intro")}</Text>
        <RecordList
          caption={t("dashboardGiving.unmatched.caption")}
          columns={columns(t, locale)}
          records={found?.items ?? []}
          actions={(payment) => (
            <>
              <Button size="xs" onClick={() => setAnswering({ payment, answer: "assign" })}>
                {t("dashboardGiving.unmatched.assign")}
              </Button>
              <Button
                size="xs"
                variant="outline"
                onClick={() => setAnswering({ payment, answer: "toAssessment" })}
              >
                {t("dashboardGiving.unmatched.toAssessment")}
              </Button>
              <Button
                size="xs"
                variant="outline"
                onClick={() => setAnswering({ payment, answer: "setAside" })}
              >
                {t("dashboardGiving.unmatched.setAside")}
              </Button>
            </>
          )}
          state={listState(query)}
          emptyText={t("dashboardGiving.unmatched.none")}
        >
          <ListPager page={page} pageCount={found?.pageCount ?? 1} onPage={setPage} />
        </RecordList>
      </Stack>
      {ANSWERS.map((answer) => (
        <FormDialog
          key={answer}
          title={t(ANSWER_FORMS[answer].title)}
          open={answering?.answer === answer}
          onClose={close}
        >
          {answering?.answer === answer &&
            createElement(ANSWER_FORMS[answer].Form, {
              payment: answering.payment,
              onClose: close,
              onAnswered: answered,
            })}
        </FormDialog>
      ))}
    </AdminSection>
  );
}
