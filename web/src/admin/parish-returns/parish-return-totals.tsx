import { useQuery } from "@apollo/client/react";
import { Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage, useLocale } from "../../lib/language";
import {
  AdminParishReturnTotalsDocument,
  AdminParishReturnTrendDocument,
  type AdminParishReturnTotalsQuery,
  type AdminParishReturnTrendQuery,
} from "../gql/graphql";
import { ListPager, listState, RecordList, type RecordColumn } from "../record-list";
import { SelectField } from "../select-field";
import { labelOf } from "./parish-return-form";
import { TrendChart } from "./trend-chart";
import "../locales/register";

type TotalsRow = AdminParishReturnTotalsQuery["parishReturnTotals"][number] & { id: string };
type TrendRow = AdminParishReturnTrendQuery["parishReturnTrend"]["items"][number];

/** Each archdeaconry's sums of the year's submitted returns, a column a question, and the diocese's. */
export function ParishReturnTotals({ year }: { year: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = useLocale();
  const query = useQuery(AdminParishReturnTotalsDocument, {
    variables: { year },
    fetchPolicy: "cache-and-network",
  });
  const questions = query.data?.parishReturnQuestions ?? [];
  const rows: TotalsRow[] = (query.data?.parishReturnTotals ?? []).map((row) => ({
    ...row,
    id: row.archdeaconryId,
  }));
  const diocese: TotalsRow = {
    __typename: "ParishReturnArchdeaconryTotals",
    id: "diocese",
    archdeaconryId: "",
    archdeaconryName: t("dashboardParishReturns.totals.diocese"),
    parishes: rows.reduce((sum, row) => sum + row.parishes, 0),
    submitted: rows.reduce((sum, row) => sum + row.submitted, 0),
    totals: questions.map((question) => ({
      __typename: "ParishReturnTotal",
      key: question.key,
      value: rows.reduce(
        (sum, row) => sum + (row.totals.find((total) => total.key === question.key)?.value ?? 0),
        0,
      ),
    })),
  };
  const columns: RecordColumn<TotalsRow>[] = [
    { header: t("dashboardParishReturns.totals.archdeaconry"), cell: (row) => row.archdeaconryName },
    {
      header: t("dashboardParishReturns.totals.submitted"),
      cell: (row) =>
        t("dashboardParishReturns.totals.submittedOf", { submitted: row.submitted, parishes: row.parishes }),
      cellProps: { whiteSpace: "nowrap" },
    },
    ...questions.map((question) => ({
      header: labelOf(question, language),
      cell: (row: TotalsRow) =>
        (row.totals.find((total) => total.key === question.key)?.value ?? 0).toLocaleString(locale),
    })),
  ];
  return (
    <Stack gap="2">
      <Text textStyle="sm" color="fg.muted">
        {t("dashboardParishReturns.totals.note")}
      </Text>
      <RecordList
        caption={t("dashboardParishReturns.totals.caption")}
        columns={columns}
        records={rows.length ? [...rows, diocese] : []}
        state={listState(query)}
        emptyText={t("dashboardParishReturns.totals.none")}
      />
    </Stack>
  );
}

/** A question's totals over the five years to `year`: by archdeaconry, or by parish of one. */
export function ParishReturnTrendTable({
  year,
  questions,
  archdeaconries,
}: {
  year: number;
  questions: { key: string; labelEn: string; labelSw: string }[];
  archdeaconries: { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = useLocale();
  const [key, setKey] = useState("");
  const [archdeaconryId, setArchdeaconryId] = useState("");
  const [page, setPage] = useState(1);
  const chosenKey = key || questions[0]?.key || "";
  const query = useQuery(AdminParishReturnTrendDocument, {
    variables: { key: chosenKey, lastYear: year, archdeaconryId: archdeaconryId || null, page },
    skip: chosenKey === "",
    fetchPolicy: "cache-and-network",
  });
  const trend = query.data?.parishReturnTrend;
  const allRow: TrendRow = {
    __typename: "ParishReturnTrendRow",
    id: "all",
    name: t("dashboardParishReturns.trend.all"),
    totals: trend?.all ?? [],
  };
  const columns: RecordColumn<TrendRow>[] = [
    { header: t("dashboardParishReturns.trend.name"), cell: (row) => row.name },
    ...(trend?.years ?? []).map((one, index) => ({
      header: String(one),
      cell: (row: TrendRow) => (row.totals[index] ?? 0).toLocaleString(locale),
    })),
  ];
  return (
    <Stack gap="3">
      <SelectField label={t("dashboardParishReturns.trend.question")} value={chosenKey} onChange={setKey}>
        {questions.map((question) => (
          <option key={question.key} value={question.key}>
            {labelOf(question, language)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t("dashboardParishReturns.statuses.archdeaconry")}
        value={archdeaconryId}
        onChange={(value) => {
          setArchdeaconryId(value);
          setPage(1);
        }}
      >
        <option value="">{t("dashboardParishReturns.statuses.allArchdeaconries")}</option>
        {archdeaconries.map((archdeaconry) => (
          <option key={archdeaconry.id} value={archdeaconry.id}>
            {archdeaconry.name}
          </option>
        ))}
      </SelectField>
      {trend && (
        <TrendChart
          question={labelOf(questions.find((one) => one.key === chosenKey) ?? questions[0]!, language)}
          years={trend.years}
          totals={trend.all}
        />
      )}
      <RecordList
        caption={t("dashboardParishReturns.trend.caption")}
        columns={columns}
        records={trend ? [...trend.items, allRow] : []}
        state={listState(query)}
        emptyText={t("dashboardParishReturns.trend.none")}
      >
        <ListPager page={trend?.page ?? 1} pageCount={trend?.pageCount ?? 1} onPage={setPage} />
      </RecordList>
    </Stack>
  );
}
