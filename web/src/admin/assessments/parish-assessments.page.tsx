import { useQuery } from "@apollo/client/react";
import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { FormDialog } from "../../components/form-dialog";
import { useLocale } from "../../lib/language";
import { AdminPage, AdminSection } from "../admin-page";
import { formatKes } from "../format";
import { AdminParishAssessmentsDocument, type AdminParishAssessmentsQuery } from "../gql/graphql";
import { listState, RecordList, type RecordColumn } from "../record-list";
import { useStaff } from "../staff-context";
import {
  ParishTreasurerForm,
  PayByMpesaForm,
  RecordPaymentForm,
  SetAssessmentForm,
} from "./assessment-forms";
import { AssessmentPayments } from "./assessment-payments";
import { thisYear } from "./assessments.page";
import "../locales/register";

type Standing = AdminParishAssessmentsQuery["parishAssessments"][number];
type Treasurer = AdminParishAssessmentsQuery["parishTreasurer"];
type Dialog = "set" | "record" | "pay" | "treasurer" | null;
type Row = Standing & { id: string };

const DIALOG_TITLES = {
  set: "dashboardAssessments.set.title",
  record: "dashboardAssessments.record.title",
  pay: "dashboardAssessments.pay.title",
  treasurer: "dashboardAssessments.treasurer.title",
} as const;

function statementColumns(t: TFunction, locale: string): RecordColumn<Row>[] {
  return [
    { header: t("dashboardAssessments.columns.year"), cell: (row) => row.assessment?.year },
    { header: t("dashboardAssessments.columns.assessed"), cell: (row) => formatKes(row.assessedKes, locale) },
    { header: t("dashboardAssessments.columns.paid"), cell: (row) => formatKes(row.paidKes, locale) },
    { header: t("dashboardAssessments.columns.balance"), cell: (row) => formatKes(row.balanceKes, locale) },
    {
      header: t("dashboardAssessments.columns.overdue"),
      cell: (row) =>
        row.daysOverdue > 0
          ? t("dashboardAssessments.daysOverdue", { count: row.daysOverdue })
          : t("dashboardAssessments.upToDate"),
    },
  ];
}

/** What the reader may do here: the diocese's treasurer keeps the ledger; a parish's editor acts for it. */
function useRights() {
  const { role } = useStaff();
  const keepsLedger = role === "TREASURER" || role === "SYSTEM_ADMIN";
  return { keepsLedger, actsForParish: keepsLedger || role === "PARISH_EDITOR" };
}

/**
 * One parish's assessments: its treasurer, its statement year by year, and the chosen year's
 * instalments and payments, with what the reader may do: the diocese's treasurer sets, records and
 * reverses; the treasurer and the parish's own editor send a prompt and name its treasurer.
 */
export function ParishAssessmentsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { keepsLedger, actsForParish } = useRights();
  const { parishId = "" } = useParams();
  const query = useQuery(AdminParishAssessmentsDocument, {
    variables: { parishId },
    fetchPolicy: "cache-and-network",
  });
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const standings = query.data?.parishAssessments ?? [];
  const chosen = standings.find((each) => each.assessment?.year === chosenYear) ?? standings[0] ?? null;
  const treasurer = query.data?.parishTreasurer ?? null;
  const open = (which: Dialog) => () => setDialog(which);
  return (
    <AdminPage
      title={t("dashboardAssessments.parishTitle", { parish: chosen?.parish?.name ?? "" })}
      actions={keepsLedger && <Button onClick={open("set")}>{t("dashboardAssessments.set.title")}</Button>}
    >
      <AdminSection
        title={t("dashboardAssessments.treasurer.title")}
        actions={
          actsForParish && (
            <Button size="sm" variant="outline" onClick={open("treasurer")}>
              {t("dashboardAssessments.treasurer.edit")}
            </Button>
          )
        }
      >
        <Text>
          {treasurer
            ? [treasurer.name, treasurer.phone, treasurer.email].filter(Boolean).join(" · ")
            : t("dashboardAssessments.treasurer.none")}
        </Text>
      </AdminSection>
      <AdminSection title={t("dashboardAssessments.statement")}>
        <RecordList
          caption={t("dashboardAssessments.statement")}
          columns={statementColumns(t, locale)}
          records={standings.map((standing) => ({ ...standing, id: standing.assessment?.id ?? "" }))}
          actions={(row) => (
            <Button size="xs" variant="outline" onClick={() => setChosenYear(row.assessment?.year ?? null)}>
              {t("dashboardAssessments.showYear", { year: row.assessment?.year })}
            </Button>
          )}
          state={listState(query)}
          emptyText={t("dashboardAssessments.noneForParish")}
        />
      </AdminSection>
      {chosen?.assessment && <YearSection standing={chosen} onOpen={setDialog} />}
      <AssessmentDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        parishId={parishId}
        standing={chosen}
        treasurer={treasurer}
      />
    </AdminPage>
  );
}

/** The chosen year: its paybill account, its instalments and its payments, with the year's buttons. */
function YearSection({ standing, onOpen }: { standing: Standing; onOpen: (dialog: Dialog) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { keepsLedger, actsForParish } = useRights();
  const assessment = standing.assessment!;
  return (
    <AdminSection
      title={t("dashboardAssessments.yearTitle", { year: assessment.year })}
      actions={
        <HStack gap="2" wrap="wrap">
          {actsForParish && (
            <Button size="sm" onClick={() => onOpen("pay")}>
              {t("dashboardAssessments.pay.title")}
            </Button>
          )}
          {keepsLedger && (
            <Button size="sm" variant="outline" onClick={() => onOpen("record")}>
              {t("dashboardAssessments.record.title")}
            </Button>
          )}
        </HStack>
      }
    >
      <Stack gap="4">
        <Text>{t("dashboardAssessments.paybill", { account: assessment.paybillAccount })}</Text>
        <Stack gap="1">
          {assessment.instalments.map((part) => (
            <Text key={part.id} textStyle="sm">
              {t("dashboardAssessments.instalment", {
                amount: formatKes(part.amountKes, locale),
                day: part.dueOn,
              })}
            </Text>
          ))}
        </Stack>
        <AssessmentPayments assessmentId={assessment.id} canReverse={keepsLedger} />
      </Stack>
    </AdminSection>
  );
}

function AssessmentDialogs({
  dialog,
  onClose,
  parishId,
  standing,
  treasurer,
}: {
  dialog: Dialog;
  onClose: () => void;
  parishId: string;
  standing: Standing | null;
  treasurer: Treasurer;
}) {
  const { t } = useTranslation();
  const assessmentId = standing?.assessment?.id;
  return (
    <FormDialog title={t(DIALOG_TITLES[dialog ?? "set"])} open={dialog !== null} onClose={onClose}>
      {dialog === "set" && (
        <SetAssessmentForm
          parishId={parishId}
          year={standing?.assessment?.year ?? thisYear()}
          onClose={onClose}
        />
      )}
      {dialog === "record" && assessmentId && (
        <RecordPaymentForm assessmentId={assessmentId} onClose={onClose} />
      )}
      {dialog === "pay" && assessmentId && (
        <PayByMpesaForm assessmentId={assessmentId} phone={treasurer?.phone ?? ""} onClose={onClose} />
      )}
      {dialog === "treasurer" && (
        <ParishTreasurerForm parishId={parishId} treasurer={treasurer} onClose={onClose} />
      )}
    </FormDialog>
  );
}
