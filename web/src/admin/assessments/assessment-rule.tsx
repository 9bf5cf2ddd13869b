import { useLazyQuery, useMutation } from "@apollo/client/react";
import { Button, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useLocale } from "../../lib/language";
import { formatKes } from "../format";
import {
  AdminApplyAssessmentRuleDocument,
  AdminAssessmentRulePreviewDocument,
  type AdminAssessmentRulePreviewQuery,
  type AssessmentRuleBasis,
  type AssessmentRuleInput,
} from "../gql/graphql";
import { RecordForm } from "../record-form";
import { RecordList } from "../record-list";
import { useSave } from "../use-save";
import { instalmentsOf, PLANS, type Plan } from "./instalment-plans";
import { PLAN_MESSAGES } from "./assessment-labels";
import "../locales/register";

const WHOLE = /^-?\d{1,4}$/;

const BASIS_MESSAGES = {
  ASSESSMENTS: "dashboardAssessments.rule.basisAssessments",
  REPORTED_INCOME: "dashboardAssessments.rule.basisIncome",
} as const satisfies Record<AssessmentRuleBasis, string>;
const BASES = Object.keys(BASIS_MESSAGES) as AssessmentRuleBasis[];

/**
 * Every parish's assessment for a year at once, from its assessment of another year raised or
 * lowered by a percentage, or from a share of the income its return of another year reported: the
 * treasurer sees each parish's amount first, then applies it to all.
 */
export function AssessmentRuleForm({ year, onClose }: { year: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [rule, setRule] = useState<AssessmentRuleInput | null>(null);
  const [preview, previewed] = useLazyQuery(AdminAssessmentRulePreviewDocument, {
    fetchPolicy: "network-only",
  });
  const proposals = previewed.data?.assessmentRulePreview;
  return (
    <Stack gap="5">
      <RecordForm
        fields={[
          { name: "year", label: t("dashboardAssessments.rule.year"), required: true, type: "number" },
          {
            name: "basis",
            label: t("dashboardAssessments.rule.basis"),
            required: true,
            options: BASES.map((basis) => ({
              value: basis,
              label: t(BASIS_MESSAGES[basis]),
            })),
          },
          {
            name: "fromYear",
            label: t("dashboardAssessments.rule.fromYear"),
            required: true,
            type: "number",
          },
          { name: "percent", label: t("dashboardAssessments.rule.percent"), required: true, type: "number" },
          {
            name: "plan",
            label: t("dashboardAssessments.set.plan"),
            required: true,
            options: PLANS.map((plan) => ({ value: plan, label: t(PLAN_MESSAGES[plan]) })),
          },
        ]}
        initial={{
          year: String(year + 1),
          basis: "ASSESSMENTS",
          fromYear: String(year),
          percent: "0",
          plan: "QUARTERLY",
        }}
        columns={2}
        submitLabel={t("dashboardAssessments.rule.preview")}
        busyLabel={t("dashboardAssessments.busy")}
        onCancel={onClose}
        validate={(values) =>
          WHOLE.test(values.percent.trim()) ? {} : { percent: t("dashboardAssessments.rule.wholePercent") }
        }
        onSubmit={async (values) => {
          const forYear = Number(values.year);
          const next: AssessmentRuleInput = {
            year: forYear,
            fromYear: Number(values.fromYear),
            basis: values.basis as AssessmentRuleBasis,
            percent: Number(values.percent.trim()),
            dueDays: instalmentsOf(values.plan as Plan, forYear, 1_000_000).map((part) => part.dueOn),
          };
          setRule(next);
          await preview({ variables: { rule: next } });
        }}
      />
      {previewed.error && <Text color="fg.error">{previewed.error.message}</Text>}
      {proposals && rule && <RuleProposals rule={rule} proposals={proposals} onApplied={onClose} />}
    </Stack>
  );
}

type Proposals = NonNullable<AdminAssessmentRulePreviewQuery["assessmentRulePreview"]>;

/** What the rule would set, parish by parish (the first fifty), and the button that applies it to all. */
function RuleProposals({
  rule,
  proposals,
  onApplied,
}: {
  rule: AssessmentRuleInput;
  proposals: Proposals;
  onApplied: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const [apply] = useMutation(AdminApplyAssessmentRuleDocument, {
    refetchQueries: ["AdminAssessmentOverview"],
    awaitRefetchQueries: true,
  });
  const { save } = useSave();
  return (
    <Stack gap="3">
      <Text>{t("dashboardAssessments.rule.parishes", { count: proposals.total })}</Text>
      <RecordList
        caption={t("dashboardAssessments.rule.caption")}
        columns={[
          { header: t("dashboardAssessments.columns.parish"), cell: (row) => row.parish?.name },
          { header: t("dashboardAssessments.rule.from"), cell: (row) => formatKes(row.fromKes, locale) },
          {
            header: t("dashboardAssessments.rule.proposed"),
            cell: (row) => formatKes(row.proposedKes, locale),
          },
        ]}
        records={proposals.items.map((item) => ({ ...item, id: item.parishId }))}
        state={{ loading: false }}
        emptyText={t("dashboardAssessments.rule.none")}
      />
      <Button alignSelf="start" disabled={proposals.total === 0} onClick={() => setConfirming(true)}>
        {t("dashboardAssessments.rule.apply", { count: proposals.total })}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t("dashboardAssessments.rule.confirmTitle", { year: rule.year })}
        description={t("dashboardAssessments.rule.confirm", { count: proposals.total })}
        confirmLabel={t("dashboardAssessments.rule.apply", { count: proposals.total })}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          const saved = await save(() => apply({ variables: { rule } }), {
            saved: (result) => ({
              title: t("dashboardAssessments.rule.done", { count: result.data?.applyAssessmentRule ?? 0 }),
            }),
          });
          if (saved) onApplied();
        }}
      />
    </Stack>
  );
}
