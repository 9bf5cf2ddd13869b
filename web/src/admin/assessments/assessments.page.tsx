import { useQuery } from "@apollo/client/react";
import { Button, HStack, Link, NativeSelect, Stack, Text } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { useLocale } from "../../lib/language";
import { paths } from "../../lib/paths";
import { AdminPage, AdminSection } from "../admin-page";
import { formatKes } from "../format";
import { AdminAssessmentOverviewDocument, type AdminAssessmentOverviewQuery } from "../gql/graphql";
import { ListPager, listState, RecordList, type RecordColumn } from "../record-list";
import { PaidAgainstDue } from "./paid-against-due";
import { AssessmentRuleForm } from "./assessment-rule";
import { FormDialog } from "../../components/form-dialog";
import { useStaff } from "../staff-context";
import "../locales/register";

type Standing = AdminAssessmentOverviewQuery["assessmentOverview"]["items"][number];
type Row = Standing & { id: string };

/** The CSV of a year's assessments, streamed by the API. */
export const ASSESSMENTS_CSV_PATH = "/exports/assessments.csv";
const YEARS_SHOWN = 6;

/** The year the page opens at: this one in Kakamega. */
export const thisYear = () =>
  Number(new Date().toLocaleDateString("en-CA", { timeZone: "Africa/Nairobi" }).slice(0, 4));

function standingColumns(t: TFunction, locale: string): RecordColumn<Row>[] {
  return [
    {
      header: t("dashboardAssessments.columns.parish"),
      cell: (row) => (
        <Link asChild color="brand.fg">
          <RouterLink to={paths.adminParishAssessments.getHref(row.parishId)}>{row.parish?.name}</RouterLink>
        </Link>
      ),
    },
    {
      header: t("dashboardAssessments.columns.assessed"),
      cell: (row) =>
        row.assessment ? formatKes(row.assessedKes, locale) : t("dashboardAssessments.notAssessed"),
      cellProps: { whiteSpace: "nowrap" },
    },
    { header: t("dashboardAssessments.columns.paid"), cell: (row) => formatKes(row.paidKes, locale) },
    { header: t("dashboardAssessments.columns.balance"), cell: (row) => formatKes(row.balanceKes, locale) },
    {
      header: t("dashboardAssessments.columns.overdue"),
      cell: (row) =>
        row.daysOverdue > 0 ? (
          <Text color="fg.error">{t("dashboardAssessments.daysOverdue", { count: row.daysOverdue })}</Text>
        ) : (
          t("dashboardAssessments.upToDate")
        ),
    },
  ];
}

/** The year shown (next year's to six years back), the CSV of that year, and a treasurer's rule. */
function YearActions({ year, onYear }: { year: number; onYear: (year: number) => void }) {
  const { t } = useTranslation();
  const { role } = useStaff();
  const [ruling, setRuling] = useState(false);
  const years = Array.from({ length: YEARS_SHOWN }, (_, index) => thisYear() + 1 - index);
  return (
    <HStack gap="2" wrap="wrap">
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label={t("dashboardAssessments.year")}
          value={year}
          onChange={(event) => onYear(Number(event.currentTarget.value))}
        >
          {years.map((each) => (
            <option key={each} value={each}>
              {each}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button variant="outline" size="sm" asChild>
        <a href={`${ASSESSMENTS_CSV_PATH}?year=${year}`} download>
          {t("dashboardAssessments.exportCsv")}
        </a>
      </Button>
      {(role === "TREASURER" || role === "SYSTEM_ADMIN") && (
        <Button size="sm" onClick={() => setRuling(true)}>
          {t("dashboardAssessments.rule.title")}
        </Button>
      )}
      <FormDialog title={t("dashboardAssessments.rule.title")} open={ruling} onClose={() => setRuling(false)}>
        {ruling && <AssessmentRuleForm year={year} onClose={() => setRuling(false)} />}
      </FormDialog>
    </HStack>
  );
}

/**
 * What parishes owe the diocese for a year: each archdeaconry's sums with paid against due, the
 * months of the year, and every parish the reader reaches (a parish editor: their own; an
 * archdeacon: their archdeaconry's), each leading to its statement.
 */
export function AssessmentsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [year, setYear] = useState(thisYear);
  const [page, setPage] = useState(1);
  const query = useQuery(AdminAssessmentOverviewDocument, {
    variables: { year, page },
    fetchPolicy: "cache-and-network",
  });
  const overview = query.data?.assessmentOverview;
  return (
    <AdminPage
      title={t("dashboardAssessments.title")}
      intro={t("dashboardAssessments.intro")}
      actions={
        <YearActions
          year={year}
          onYear={(chosen) => {
            setYear(chosen);
            setPage(1);
          }}
        />
      }
    >
      <AdminSection title={t("dashboardAssessments.byArchdeaconry")}>
        <Stack gap="3">
          {(query.data?.assessmentTotals ?? []).map((total) => (
            <PaidAgainstDue
              key={total.archdeaconryId}
              label={total.archdeaconry?.name ?? ""}
              detail={t("dashboardAssessments.archdeaconryDetail", {
                assessed: formatKes(total.assessedKes, locale),
                parishes: total.parishes,
                behind: total.parishesBehind,
              })}
              paidKes={total.paidKes}
              dueKes={total.dueToDateKes}
            />
          ))}
        </Stack>
      </AdminSection>
      <AdminSection title={t("dashboardAssessments.byMonth")}>
        <Stack gap="2">
          {(query.data?.assessmentMonths ?? []).map((month) => (
            <PaidAgainstDue
              key={month.month}
              label={month.month}
              paidKes={month.paidKes}
              dueKes={month.dueKes}
            />
          ))}
        </Stack>
      </AdminSection>
      <AdminSection title={t("dashboardAssessments.parishes")}>
        <RecordList
          caption={t("dashboardAssessments.parishes")}
          columns={standingColumns(t, locale)}
          records={(overview?.items ?? []).map((item) => ({ ...item, id: item.parishId }))}
          state={listState(query)}
          emptyText={t("dashboardAssessments.none")}
        >
          <ListPager page={overview?.page ?? 1} pageCount={overview?.pageCount ?? 1} onPage={setPage} />
        </RecordList>
      </AdminSection>
    </AdminPage>
  );
}
