import { useQuery } from "@apollo/client/react";
import { Badge, Button, Stack, Text } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../components/form-dialog";
import { useLocale } from "../../lib/language";
import { formatDayOf, formatKes } from "../format";
import { AdminAssessmentPaymentsDocument, type AdminAssessmentPaymentsQuery } from "../gql/graphql";
import { ListPager, listState, RecordList, type RecordColumn } from "../record-list";
import { ReversePaymentForm } from "./assessment-forms";
import { METHOD_MESSAGES, SOURCE_MESSAGES, STATUS_MESSAGES } from "../contributions/gift-labels";
import "../locales/register";

const STATUS_PALETTES = { PENDING: "blue", PAID: "green", FAILED: "gray" } as const;

type Payment = AdminAssessmentPaymentsQuery["assessmentPayments"]["items"][number];

function paymentColumns(t: TFunction, locale: string): RecordColumn<Payment>[] {
  return [
    {
      header: t("dashboardAssessments.columns.when"),
      cell: (payment) => formatDayOf(payment.paidAt ?? payment.createdAt, locale),
      cellProps: { whiteSpace: "nowrap" },
    },
    {
      header: t("dashboardAssessments.columns.amount"),
      cell: (payment) => formatKes(payment.amountKes, locale),
      cellProps: { whiteSpace: "nowrap" },
    },
    {
      header: t("dashboardAssessments.columns.how"),
      cell: (payment) => (
        <Stack gap="0">
          <Text>
            {payment.method ? t(METHOD_MESSAGES[payment.method]) : t(SOURCE_MESSAGES[payment.source])}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {[payment.receiptNumber, payment.mpesaReceipt, payment.reference, payment.phone, payment.reason]
              .filter(Boolean)
              .join(" · ")}
          </Text>
        </Stack>
      ),
    },
    {
      header: t("dashboardAssessments.columns.status"),
      cell: (payment) => (
        <Badge colorPalette={payment.reversed ? "red" : STATUS_PALETTES[payment.status]}>
          {payment.reversed ? t("dashboardAssessments.reversed") : t(STATUS_MESSAGES[payment.status])}
        </Badge>
      ),
    },
  ];
}

/** An assessment's payments and reversals, newest first; a treasurer may reverse a paid one. */
export function AssessmentPayments({
  assessmentId,
  canReverse,
}: {
  assessmentId: string;
  canReverse: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [reversing, setReversing] = useState<string | null>(null);
  const query = useQuery(AdminAssessmentPaymentsDocument, {
    variables: { assessmentId, page },
    fetchPolicy: "cache-and-network",
  });
  const list = query.data?.assessmentPayments;
  return (
    <>
      <RecordList
        caption={t("dashboardAssessments.payments")}
        columns={paymentColumns(t, locale)}
        records={list?.items ?? []}
        actions={
          canReverse
            ? (payment) =>
                payment.status === "PAID" && payment.source !== "REVERSAL" && !payment.reversed ? (
                  <Button size="xs" variant="outline" onClick={() => setReversing(payment.id)}>
                    {t("dashboardAssessments.reverse.title")}
                  </Button>
                ) : null
            : undefined
        }
        state={listState(query)}
        emptyText={t("dashboardAssessments.noPayments")}
      >
        <ListPager page={list?.page ?? 1} pageCount={list?.pageCount ?? 1} onPage={setPage} />
      </RecordList>
      <FormDialog
        title={t("dashboardAssessments.reverse.title")}
        open={reversing !== null}
        onClose={() => setReversing(null)}
      >
        {reversing && <ReversePaymentForm paymentId={reversing} onClose={() => setReversing(null)} />}
      </FormDialog>
    </>
  );
}
